// The only reader of process.env: every setting is parsed and checked once, at start-up.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A retention period: whole days, 0 (removed at the next sweep) to 100 years. */
const days = z.coerce.number().int().min(0).max(36_500);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Connections each instance keeps to PostgreSQL (the embedded database has its own fixed pool).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  // Whether a start brings the schema up to date; off, a start refuses a database that is behind
  // and `npm run migrate` (or compose's one-shot migrate service) does it (issue 32, item 4).
  MIGRATE_ON_START: bool.default(true),
  // After SIGTERM, how long /readyz answers 503 while requests are still served, before the
  // server stops taking connections: long enough for a load balancer to see it leaving.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // The start of this store's keys and events channel in Redis; by default `store:` and an id of
  // this store's database, so stores sharing one Redis server never see each other's state.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'REDIS_PREFIX may hold letters, digits and : _ . - only, at most 64' })
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(256).optional(),
  SEED_DEMO: bool.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  // Secrets a rotation replaced, comma-separated: tokens they signed are still accepted (issue 32).
  JWT_SECRET_PREVIOUS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine(
      (list) => list.every((s) => s.length >= 32),
      'each secret in JWT_SECRET_PREVIOUS must be at least 32 characters',
    )
    .optional(),
  // The two-step secrets' key ring, comma-separated: the first seals, every one opens (decision 0058).
  TOTP_ENCRYPTION_KEY: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine(
      (list) => list.every((key) => /^[A-Za-z0-9+/_-]{43}=?$/.test(key)),
      'TOTP_ENCRYPTION_KEY must hold keys of 32 bytes in base64, comma-separated (make one with `openssl rand -base64 32`)',
    )
    .transform((list) => list.map((key) => Buffer.from(key, 'base64')))
    .optional(),
  // Who may read the API's documentation at /api/docs: signed-in admins, or everyone.
  API_DOCS: z.enum(['admin', 'public']).default('admin'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Store <no-reply@store.local>'),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  COINBASE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Unset: on for the embedded store, off on PostgreSQL (a production store; issue 32).
  ALLOW_PAYMENT_SIMULATION: bool.optional(),
  TRUST_PROXY: z.string().optional(),
  STORE_TIMEZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'STORE_TIMEZONE must be an IANA time zone such as Europe/Paris'),
  STORE_CURRENCY: z
    .string()
    .default('USD')
    .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code), {
      message: 'STORE_CURRENCY must be an ISO 4217 currency code such as USD or EUR',
    }),
  /**
   * Test only: a store for a browser test. `analytics`: hand-built (seed/analytics-fixture.ts);
   * `pickers`: the scale generator's 1,500 users and 3,000 orders, more than a picker's first 1,000.
   */
  SEED_FIXTURE: z.enum(['analytics', 'pickers']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // The job runner (platform/jobs): whether this instance runs jobs (an instance that only answers
  // leaves them to the others), how often an idle one looks, and how many it runs at once.
  JOBS_RUN: bool.default(true),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Outbound webhooks (decision 0062): endpoints on loopback, private or link-local addresses (and
  // plain http) only with this set, for development and tests.
  WEBHOOKS_ALLOW_PRIVATE: bool.default(false),
  // How many days before a grant ends its customer is reminded (issue 31, item 4).
  ACCESS_REMINDER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Retention (retention.ts): how often the sweeps run, and how long each kind of row is kept.
  RETENTION_EVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  RETAIN_ENDED_SESSIONS_DAYS: days.default(30),
  RETAIN_WEBHOOK_EVENTS_DAYS: days.default(90),
  RETAIN_WEBHOOK_DELIVERIES_DAYS: days.default(30),
  RETAIN_USED_TOKENS_DAYS: days.default(1),
  RETAIN_DONE_JOBS_DAYS: days.default(7),
  RETAIN_FAILED_JOBS_DAYS: days.default(30),
  RETAIN_AUDIT_DAYS: days.optional(),
  // Metrics (GET /metrics, decision 0056): the bearer token that reads them on the server's port,
  // and a port of their own that serves them without one. Neither set: no metrics route.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
    .max(65535, 'METRICS_PORT must be a port number from 1 to 65535')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every variable the server reads (besides each secret's `NAME_FILE`). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  migrateOnStart: boolean;
  shutdownDrainMs: number;
  dataDir: string;
  redisUrl: string | undefined;
  /** REDIS_PREFIX; unset: one derived from the database (startup.ts `storeRedisPrefix`). */
  redisPrefix: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Undefined on the embedded default: a key is generated and kept in `dataDir`. */
  jwtSecret: string | undefined;
  /** JWT_SECRET_PREVIOUS: secrets whose tokens are still accepted, and whose sealed values still open. */
  jwtSecretsPrevious: string[];
  /**
   * TOTP_ENCRYPTION_KEY, the sealing key first; undefined: a key kept in `dataDir` on the embedded
   * default, the signing secret on PostgreSQL (startup.ts `sealingKeys`).
   */
  totpKeys: Buffer[] | undefined;
  /** API_DOCS: `admin` (an admin session) or `public`. */
  apiDocs: Env['API_DOCS'];
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripeWebhookSecret: string | undefined;
  coinbaseWebhookSecret: string | undefined;
  allowPaymentSimulation: boolean;
  trustProxy: string | undefined;
  storeTimeZone: string;
  /** The store's own currency: the overview's money fields are in it (decision 0015). */
  storeCurrency: string;
  seedFixture: Env['SEED_FIXTURE'];
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  jobs: { run: boolean; pollMs: number; concurrency: number };
  webhooks: { allowPrivate: boolean };
  retention: RetentionConfig;
  accessReminderDays: number;
  /** GET /metrics: with `token` as a bearer token on the server's port, and on `port` without one. */
  metrics: { token: string | undefined; port: number | undefined };
}

/** Retention periods in days (README, "Retention"); `auditDays` undefined keeps the audit log whole. */
export interface RetentionConfig {
  everyMinutes: number;
  endedSessionsDays: number;
  webhookEventsDays: number;
  /** Outbound webhook events, with their deliveries and attempts, once none is pending. */
  webhookDeliveriesDays: number;
  usedTokensDays: number;
  doneJobsDays: number;
  failedJobsDays: number;
  auditDays: number | undefined;
}

/**
 * The environment of a child process the server starts (the PostgreSQL client tools): this
 * process's own, with `extra` over it. Here, as this file is the only reader of process.env.
 */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/** A reason the server does not start that its message says in full (printed without a stack). */
export class StartRefusal extends Error {}

export class ConfigError extends StartRefusal {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Settings that hold a secret: each may be given as `NAME_FILE`, the path of a file holding it (as
 * container platforms mount secrets; issue 32), instead of `NAME`. The file's text is taken with
 * its trailing line break removed.
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'JWT_SECRET_PREVIOUS',
  'TOTP_ENCRYPTION_KEY',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'STRIPE_WEBHOOK_SECRET',
  'COINBASE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
] as const;

/** The secrets given as files, read into their settings; a problem names the variable. */
function readSecretFiles(source: Record<string, string>): Record<string, string> {
  const problems: string[] = [];
  const read = { ...source };
  for (const name of SECRET_SETTINGS) {
    const path = source[`${name}_FILE`];
    if (path === undefined) continue;
    delete read[`${name}_FILE`];
    if (source[name] !== undefined) {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      read[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      problems.push(`${name}_FILE: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return read;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as most shells and .env files mean them.
  const cleaned = readSecretFiles(
    Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET: required when DATABASE_URL is set (every instance must share it)']);
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError([`METRICS_PORT: must differ from PORT (both are ${env.PORT})`]);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    jwtSecretsPrevious: env.JWT_SECRET_PREVIOUS ?? [],
    totpKeys: env.TOTP_ENCRYPTION_KEY,
    apiDocs: env.API_DOCS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    coinbaseWebhookSecret: env.COINBASE_WEBHOOK_SECRET,
    allowPaymentSimulation: env.ALLOW_PAYMENT_SIMULATION ?? !env.DATABASE_URL,
    trustProxy: env.TRUST_PROXY,
    storeTimeZone: env.STORE_TIMEZONE,
    storeCurrency: env.STORE_CURRENCY,
    seedFixture: env.SEED_FIXTURE,
    logLevel: env.LOG_LEVEL,
    jobs: { run: env.JOBS_RUN, pollMs: env.JOBS_POLL_MS, concurrency: env.JOBS_CONCURRENCY },
    webhooks: { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE },
    accessReminderDays: env.ACCESS_REMINDER_DAYS,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    retention: {
      everyMinutes: env.RETENTION_EVERY_MINUTES,
      endedSessionsDays: env.RETAIN_ENDED_SESSIONS_DAYS,
      webhookEventsDays: env.RETAIN_WEBHOOK_EVENTS_DAYS,
      webhookDeliveriesDays: env.RETAIN_WEBHOOK_DELIVERIES_DAYS,
      usedTokensDays: env.RETAIN_USED_TOKENS_DAYS,
      doneJobsDays: env.RETAIN_DONE_JOBS_DAYS,
      failedJobsDays: env.RETAIN_FAILED_JOBS_DAYS,
      auditDays: env.RETAIN_AUDIT_DAYS,
    },
    webDist: env.WEB_DIST,
  };
}
