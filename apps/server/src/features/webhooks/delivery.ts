// A delivery's attempt (decision 0062): the event's body, POSTed to the endpoint with the
// Standard Webhooks headers and signed by the `standardwebhooks` library with the endpoint's
// secret (and, for a day after a roll, its previous one). Network errors, timeouts, 408, 429 and
// 5xx are tried again on the schedule (WEBHOOK_RETRY_SCHEDULE_MS, up to 3 days); any other answer
// that is not 2xx stops at once. Each attempt is logged; an endpoint that has failed every attempt
// for 3 days is disabled and the Owners are told by mail.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { and, eq, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_HEADERS,
  WEBHOOK_RETRY_SCHEDULE_MS,
  WEBHOOK_TEXTS,
  WEBHOOK_TIMEOUT_MS,
} from '@store/contract/webhooks';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/operations.ts';
import { users } from '../../db/schema/users.ts';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/runner.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SecretSealer } from '../../platform/sealed.ts';
import { hostOf, isPublicAddress, PrivateAddressError, publicOnlyLookup, shownUrl } from './address.ts';

/** The wait before the attempt after `attempts` failed ones (the job runner's `backoff`). */
export function webhookBackoffMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), WEBHOOK_RETRY_SCHEDULE_MS.length) - 1;
  return WEBHOOK_RETRY_SCHEDULE_MS[index]!;
}

/** Whether a failed answer is worth trying again: none came, or 408, 429, 5xx. */
export function isRetryable(statusCode: number | null): boolean {
  return statusCode === null || statusCode === 408 || statusCode === 429 || statusCode >= 500;
}

/** The most of an answer's body read (and thrown away): enough to see it ended. */
const ANSWER_BYTES = 64 * 1024;
const USER_AGENT = 'store-admin-webhooks/1';

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** One POST: its status code, or why none came. Never throws. */
export function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): AttemptResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  return new Promise((resolve) => {
    const target = new URL(url);
    // An address in the URL is connected to without a look-up: checked here instead.
    const literal = hostOf(target);
    if (isIP(literal) && !allowPrivate && !isPublicAddress(literal)) {
      resolve(done(null, `${literal} is not a public address`));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': USER_AGENT },
        lookup: publicOnlyLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res: IncomingMessage) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) res.destroy();
        });
        res.on('close', () => resolve(done(res.statusCode ?? null, null)));
        res.on('error', () => resolve(done(res.statusCode ?? null, null)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) =>
      resolve(done(null, err instanceof PrivateAddressError ? err.message : err.message || 'connection failed')),
    );
    req.end(body);
  });
}

/** The `webhook-signature` header: one `v1,…` per secret that signs, space-separated. */
export function signatures(secrets: string[], eventId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(' ');
}

interface DeliveryDeps {
  db: Db;
  sealer: SecretSealer;
  mailer: Mailer;
  allowPrivate: boolean;
  storeName: string;
}

/** The job runner's handler of WEBHOOK_QUEUE: one attempt of a delivery. */
export function webhookDeliveryJob(deps: DeliveryDeps): JobHandler {
  const { db } = deps;
  return async (payload, job) => {
    const deliveryId = Number(payload.delivery);
    const [found] = await db
      .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // The endpoint was deleted (its deliveries with it): nothing to do.
    if (!found) return;
    const { delivery, event, endpoint } = found;
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    const secrets = [deps.sealer.open(endpoint.secretSealed)];
    if (
      endpoint.previousSecretSealed &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > new Date()
    ) {
      secrets.push(deps.sealer.open(endpoint.previousSecretSealed));
    }
    const body = JSON.stringify(event.payload);
    const at = new Date();
    const result = await post(
      endpoint.url,
      body,
      {
        [WEBHOOK_HEADERS.id]: event.id,
        [WEBHOOK_HEADERS.timestamp]: String(Math.floor(at.getTime() / 1000)),
        [WEBHOOK_HEADERS.signature]: signatures(secrets, event.id, at, body),
      },
      deps.allowPrivate,
    );
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const retryable = !succeeded && isRetryable(result.statusCode) && !job.lastAttempt;
    const attempt = delivery.attempts + 1;
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId,
        attempt,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        error: result.error,
      });
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: attempt,
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          state: succeeded ? 'succeeded' : retryable ? 'pending' : 'failed',
          nextAttemptAt: retryable ? job.retryAt : null,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
      if (succeeded) {
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
        .where(eq(webhookEndpoints.id, endpoint.id));
      // Failing for 3 days, every attempt: disabled, once, and the Owners told.
      const [disabled] = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: WEBHOOK_TEXTS.disabledAfterFailures, updatedAt: new Date() })
        .where(
          and(
            eq(webhookEndpoints.id, endpoint.id),
            eq(webhookEndpoints.enabled, true),
            lte(webhookEndpoints.failingSince, sql`now() - ${WEBHOOK_DISABLE_AFTER_MS} * interval '1 millisecond'`),
          ),
        )
        .returning();
      if (!disabled) return;
      const owners = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.adminRole, 'owner')));
      for (const owner of owners) {
        await deps.mailer.enqueue(tx, {
          to: owner.email,
          subject: `${deps.storeName}: a webhook endpoint was disabled`,
          html: null,
          text:
            `Every delivery to the webhook endpoint ${shownUrl(disabled.url)} has failed for 3 days, so the store ` +
            `has stopped sending to it. Its delivery log says why; once the receiver works again, an Owner ` +
            `can enable it on the API Keys screen (Webhooks) and replay what it missed.`,
        });
      }
    });
    if (succeeded) return;
    const why = result.statusCode === null ? (result.error ?? 'no answer') : `answered ${result.statusCode}`;
    const which = `webhook endpoint ${endpoint.id} (${shownUrl(endpoint.url)})`;
    if (!isRetryable(result.statusCode)) throw new PermanentJobError(`${which} ${why}`);
    throw new Error(`${which} ${why}`);
  };
}
