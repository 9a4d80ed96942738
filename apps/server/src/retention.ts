// Retention as scheduled jobs (issue 30, item 5; decision 0048). One schedule per kind of row,
// `retention.<name>`, every RETENTION_EVERY_MINUTES across all instances (the Monitoring screen's
// Background jobs card lists them with their last run). Each sweep deletes through the functions
// of the tables' owners (decision 0046), in batches; the periods are the RETAIN_* settings (README,
// "Retention"). The audit log is swept only when RETAIN_AUDIT_DAYS is set.
import { or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { pruneEndedSessions } from './features/auth/sessions.ts';
import { pruneSpentTwoStep } from './features/auth/two-step.ts';
import { pruneResetLinks, resetLinkIsLive } from './features/password-reset/service.ts';
import { pruneWebhookEvents } from './features/payments/service.ts';
import { onboardingLinkIsLive } from './features/users/accounts.ts';
import { pruneWebhookDeliveries } from './features/webhooks/service.ts';
import { pruneAuditLog } from './platform/audit.ts';
import { pruneIdempotencyKeys } from './platform/idempotency.ts';
import type { AppDeps } from './platform/deps.ts';
import { pruneFinishedJobs } from './platform/jobs/runner.ts';
import { removeExpiredLinks } from './platform/mail.ts';

/** One sweep: removes what outlived its period; answers how many rows of each kind it touched. */
export type Sweep = (db: Db) => Promise<Record<string, number>>;

export const RETENTION_PREFIX = 'retention.';

/** The sweeps of this configuration, by name. */
export function retentionSweeps(retention: AppDeps['config']['retention']): Record<string, Sweep> {
  const sweeps: Record<string, Sweep> = {
    sessions: (db) => pruneEndedSessions(db, retention.endedSessionsDays),
    'single-use-tokens': async (db) => ({
      ...(await pruneResetLinks(db, retention.usedTokensDays)),
      ...(await pruneSpentTwoStep(db, retention.usedTokensDays)),
    }),
    'webhook-events': (db) => pruneWebhookEvents(db, retention.webhookEventsDays),
    'mail-links': async (db) => ({
      mail_bodies: await removeExpiredLinks(db, (mail) => or(resetLinkIsLive(mail), onboardingLinkIsLive(mail))!),
    }),
    jobs: (db) => pruneFinishedJobs(db, retention.doneJobsDays, retention.failedJobsDays),
    'idempotency-keys': async (db) => ({ idempotency_keys: await pruneIdempotencyKeys(db) }),
    'outbound-webhooks': (db) => pruneWebhookDeliveries(db, retention.webhookDeliveriesDays),
  };
  const auditDays = retention.auditDays;
  if (auditDays !== undefined) sweeps['audit-log'] = (db) => pruneAuditLog(db, auditDays);
  return sweeps;
}

/** Registers each sweep as a queue and a schedule of the app's job runner. */
export function registerRetention(app: FastifyInstance, deps: AppDeps): void {
  const { config, database } = deps;
  for (const [name, sweep] of Object.entries(retentionSweeps(config.retention))) {
    const queue = `${RETENTION_PREFIX}${name}`;
    app.jobs.register(queue, async () => {
      const removed = await sweep(database.db);
      if (Object.values(removed).some((n) => n > 0)) app.log.info({ sweep: queue, removed }, 'retention sweep');
    });
    app.jobs.schedule({ name: queue, queue, everySeconds: config.retention.everyMinutes * 60 });
  }
}
