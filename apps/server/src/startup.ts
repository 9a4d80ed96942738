// Everything a server needs before it listens: the database (opened and migrated), the
// signing key, the first admin, the system's default rows and, on the embedded default, a
// demo store. Shared by main.ts, the CLI and the end-to-end test servers.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open.ts';
import { orders, products } from './db/schema/index.ts';
import { systemSettings } from './db/schema/operations.ts';
import { ensureAnalyticsTimeZone } from './features/analytics/service.ts';
import { seedRateLimiters } from './features/rate-limiters/service.ts';
import { seedSystemTemplates } from './features/templates/system.ts';
import { ensureFirstAdmin, type FirstAdmin, type OnboardingLinks } from './features/users/accounts.ts';
import type { AppDeps } from './platform/deps.ts';
import { randomToken } from './platform/secrets.ts';
import { createSecretSealer, SEALING_KEY_BYTES, SEALING_PURPOSES, type SealingKeys } from './platform/sealed.ts';
import { createTokenSigner } from './platform/tokens.ts';

/** The text of a file in DATA_DIR, made once with `make()` (mode 0600) when it is missing. */
function keptInDataDir(config: Config, name: string, make: () => string): string {
  const file = join(config.dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

/** JWT_SECRET, or on the embedded default a key generated once and kept in DATA_DIR. */
export function signingSecret(config: Config): string {
  return config.jwtSecret ?? keptInDataDir(config, 'jwt-secret', () => randomToken(48));
}

/** Said at start when the two-step secrets are sealed under the signing secret. */
export const NO_TOTP_KEY_WARNING =
  'TOTP_ENCRYPTION_KEY is not set: two-step secrets are sealed with a key derived from JWT_SECRET. Set it (README, "Rotating secrets").';

/**
 * The two-step secrets' key ring (decision 0058): TOTP_ENCRYPTION_KEY; else on the embedded
 * default a key made once and kept in DATA_DIR (`totp-key`); else, on PostgreSQL, none (values are
 * sealed under JWT_SECRET as before, with a warning). The signing secrets open older values.
 */
export function sealingKeys(config: Config, secret: string): SealingKeys {
  const keys =
    config.totpKeys ??
    (config.databaseUrl
      ? []
      : [
          Buffer.from(
            keptInDataDir(config, 'totp-key', () => randomToken(SEALING_KEY_BYTES)),
            'base64url',
          ),
        ]);
  return { keys, signingSecrets: [secret, ...config.jwtSecretsPrevious] };
}

/** The sealers of the two-step secrets, onboarding links, kept answers and webhook secrets, from one key ring. */
export function sealers(config: Config, secret: string = signingSecret(config)) {
  const keys = sealingKeys(config, secret);
  return {
    keys,
    sealer: createSecretSealer(keys, SEALING_PURPOSES.twoStep),
    onboardingSealer: createSecretSealer(keys, SEALING_PURPOSES.onboardingLink),
    answerSealer: createSecretSealer(keys, SEALING_PURPOSES.idempotentAnswer),
    webhookSealer: createSecretSealer(keys, SEALING_PURPOSES.webhookSecret),
  };
}

/** Where onboarding links point and what seals them, for the configured store. */
export function onboardingLinksFor(config: Config): OnboardingLinks {
  return { publicUrl: config.publicUrl, sealer: sealers(config).onboardingSealer };
}

export interface Prepared {
  deps: AppDeps;
  firstAdmin: FirstAdmin;
  demoSeeded: boolean;
  /** What the operator should hear at start (a setting that production stores should set). */
  warnings: string[];
}

const DEMO_MARKER = 'demo_seeded_at';

/** Seeds the demo store once, into a store that has no products and no orders yet. */
async function seedDemoOnce(database: Database, links: OnboardingLinks): Promise<boolean> {
  const { db } = database;
  const [marker] = await db.select().from(systemSettings).where(eq(systemSettings.key, DEMO_MARKER));
  if (marker) return false;
  const [counts] = await db
    .select({
      products: sql<number>`(select count(*) from ${products})`.mapWith(Number),
      orders: sql<number>`(select count(*) from ${orders})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  if (counts && (counts.products > 0 || counts.orders > 0)) return false;
  // Loaded only here: the demo generator (and faker) is needed once, on a first start.
  const { seedDemoStore } = await import('./seed/demo.ts');
  await seedDemoStore(db, links);
  await db.insert(systemSettings).values({ key: DEMO_MARKER, value: new Date().toISOString() });
  return true;
}

const STORE_ID_KEY = 'store_id';

/**
 * The Redis prefix of this store when REDIS_PREFIX is not set: `store:` and the first characters
 * of an id made once and kept in the store's database. Every instance of the store reads the
 * same one; another store (another database) has its own, so two stores on one Redis server —
 * whatever their database numbers, which pub/sub channels ignore — neither share counters nor
 * hear each other's events.
 */
export async function storeRedisPrefix(database: Database): Promise<string> {
  const { db } = database;
  await db.insert(systemSettings).values({ key: STORE_ID_KEY, value: randomUUID() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, STORE_ID_KEY));
  return `store:${row!.value.slice(0, 8)}:`;
}

export async function prepare(config: Config, database?: Database): Promise<Prepared> {
  const opened = database ?? (await openDatabase(config));
  const secret = signingSecret(config);
  const signer = createTokenSigner(secret, config.jwtSecretsPrevious);
  const { keys, sealer, onboardingSealer, answerSealer, webhookSealer } = sealers(config, secret);
  const warnings = keys.keys.length === 0 ? [NO_TOTP_KEY_WARNING] : [];
  if (config.seedFixture === 'pickers') {
    // Before the first admin: the generator fills an empty store and makes that admin itself.
    const { seedPickersFixture } = await import('./seed/pickers-fixture.ts');
    await seedPickersFixture(opened, config);
  }
  const firstAdmin = await ensureFirstAdmin(opened.db, { email: config.adminEmail, password: config.adminPassword });
  await seedSystemTemplates(opened.db);
  await seedRateLimiters(opened.db);
  await ensureAnalyticsTimeZone(opened.db, config.storeTimeZone);
  const links = { publicUrl: config.publicUrl, sealer: onboardingSealer };
  const demoSeeded = config.seedDemo ? await seedDemoOnce(opened, links) : false;
  if (config.seedFixture === 'analytics') {
    const { seedAnalyticsFixture } = await import('./seed/analytics-fixture.ts');
    await seedAnalyticsFixture(opened.db);
  }
  const redisPrefix = config.redisPrefix ?? (await storeRedisPrefix(opened));
  return {
    deps: { config, database: opened, signer, sealer, onboardingSealer, answerSealer, webhookSealer, redisPrefix },
    firstAdmin,
    demoSeeded,
    warnings,
  };
}
