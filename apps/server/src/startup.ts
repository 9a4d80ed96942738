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
import { ensureFirstAdmin, type FirstAdmin } from './features/users/accounts.ts';
import type { AppDeps } from './platform/deps.ts';
import { randomToken } from './platform/secrets.ts';
import { createSecretSealer } from './platform/sealed.ts';
import { createTokenSigner } from './platform/tokens.ts';

/** JWT_SECRET, or on the embedded default a key generated once and kept in DATA_DIR. */
export function signingSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomToken(48);
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export interface Prepared {
  deps: AppDeps;
  firstAdmin: FirstAdmin;
  demoSeeded: boolean;
}

const DEMO_MARKER = 'demo_seeded_at';

/** Seeds the demo store once, into a store that has no products and no orders yet. */
async function seedDemoOnce(database: Database): Promise<boolean> {
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
  await seedDemoStore(db);
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
  const signer = createTokenSigner(secret);
  const sealer = createSecretSealer(secret, 'two-step-totp');
  if (config.seedFixture === 'pickers') {
    // Before the first admin: the generator fills an empty store and makes that admin itself.
    const { seedPickersFixture } = await import('./seed/pickers-fixture.ts');
    await seedPickersFixture(opened, config);
  }
  const firstAdmin = await ensureFirstAdmin(opened.db, { email: config.adminEmail, password: config.adminPassword });
  await seedSystemTemplates(opened.db);
  await seedRateLimiters(opened.db);
  await ensureAnalyticsTimeZone(opened.db, config.storeTimeZone);
  const demoSeeded = config.seedDemo ? await seedDemoOnce(opened) : false;
  if (config.seedFixture === 'analytics') {
    const { seedAnalyticsFixture } = await import('./seed/analytics-fixture.ts');
    await seedAnalyticsFixture(opened.db);
  }
  const redisPrefix = config.redisPrefix ?? (await storeRedisPrefix(opened));
  return { deps: { config, database: opened, signer, sealer, redisPrefix }, firstAdmin, demoSeeded };
}
