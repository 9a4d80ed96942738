// Builds the real app on a real, freshly copied database for one test file. Runs on PGlite by
// default and on PostgreSQL when DATABASE_URL is set (CI runs both).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { sql, type Logger } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { parse } from 'csv-parse/sync';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { checkAnswersAgainstDocument } from './answer-check.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import type { AdminRole } from '@store/contract/roles';
import type { OnboardingLinks } from '../features/users/accounts.ts';
import { onboardingLinksFor, prepare } from '../startup.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_TOTP_KEY = 'dGVzdC10b3RwLWtleS0zMi1ieXRlcy1sb25nLi4uLi4';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery', name: 'Store Admin' };

/** Who watches each test database's statements (watchStatements), told by drizzle's logger. */
const watchers = new WeakMap<Database, Set<(text: string) => void>>();

function watched(open: (logger: Logger) => Promise<Database>): Promise<Database> {
  const seen = new Set<(text: string) => void>();
  return open({
    logQuery: (text) => {
      for (const watcher of seen) watcher(text);
    },
  }).then((database) => {
    watchers.set(database, seen);
    return database;
  });
}

async function copyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const postgresTemplateDatabase = inject('postgresTemplateDatabase');
  if (url && postgresTemplateDatabase) {
    const name = `store_admin_t_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplateDatabase}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await watched((logger) => openPostgres(target.toString(), { poolSize: 20, logger }));
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const file = inject('pgliteTemplateDatabase');
  const loadDataDir = new Blob([await readFile(file)]);
  const database = await watched((logger) => openPglite({ loadDataDir, logger }));
  return { database, drop: () => database.close() };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The configuration every test store starts from, with `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  // No DATABASE_URL: whichever database a test runs on, the store is configured as the embedded
  // one (payment simulation on, as the suite's checkouts need); a test passes it to configure a
  // PostgreSQL store.
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    // Given, so no test writes a key file into DATA_DIR (startup.ts `sealingKeys`).
    TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests run the job runner's due work themselves (`app.jobs.drain()`), when they choose.
    JOBS_RUN: 'false',
    ...env,
  });
}

/** Onboarding links as the test store makes them (its PUBLIC_URL, its key ring). */
export function testOnboardingLinks(env: Record<string, string> = {}): OnboardingLinks {
  return onboardingLinksFor(testConfig(env));
}

/**
 * Another app on a test's database, started as a restart with these settings would start it
 * (`testConfig(env)`); the caller closes it. For a store that changes its settings mid-test.
 */
export async function startTestApp(database: Database, env: Record<string, string> = {}) {
  const { deps, warnings } = await prepare(testConfig(env), database);
  const app = await buildApp(deps, { logger: false });
  checkAnswersAgainstDocument(app);
  await app.ready();
  return { app, warnings };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const { database, drop } = await copyDatabase();
  const config = testConfig(env);
  const { deps } = await prepare(config, database);
  const app = await buildApp(deps, { logger: false });
  // Every answer is checked against the OpenAPI document (answer-check.ts).
  const answers = checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      const left = answers.take();
      if (left.length > 0) throw new Error(`Answers that do not match the OpenAPI document:\n${left.join('\n')}`);
    },
  };
}

export async function loginAs(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  // The sign-in's own work after its answer (pruning the sign-in history, decision 0026) is done
  // before the test goes on, so it never lands in what the test measures next.
  await app.afterResponse.idle();
  return res.json() as { token: string; refresh_token: string; user: { id: number } };
}

/** A new admin with `role`, made by the admin of `ownerToken` through the API, signed in. */
export async function newAdmin(app: FastifyInstance, ownerToken: string, role: AdminRole, name = `Test ${role}`) {
  const email = `${role}-${randomUUID()}@example.com`;
  const password = 'second-admin-pass';
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: bearer(ownerToken),
    payload: { email, password, name, is_admin: true, admin_role: role },
  });
  if (res.statusCode !== 201) throw new Error(`admin not made: ${res.statusCode} ${res.body}`);
  return loginAs(app, email, password);
}

/** A list's CSV export through the API, as its rows (the file's header names the fields). */
export async function exportRows(
  app: FastifyInstance,
  token: string,
  resource: string,
  query: Record<string, string>,
): Promise<Record<string, string>[]> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/exports',
    headers: bearer(token),
    payload: { resource, query },
  });
  if (started.statusCode !== 201) throw new Error(`export not started: ${started.statusCode} ${started.body}`);
  const file = await app.inject({
    method: 'POST',
    url: '/api/admin/exports/download',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: (started.json() as { token: string }).token }).toString(),
  });
  if (file.statusCode !== 200) throw new Error(`export not downloaded: ${file.statusCode} ${file.body}`);
  return parse(file.body, { bom: true, columns: true }) as Record<string, string>[];
}

/** The number in column `n` of a statement's first row: a test's own SQL, to compare with an answer. */
export async function sqlNumber(database: Database, statement: string): Promise<number> {
  const { rows } = (await database.db.execute(sql.raw(statement))) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0]!.n);
}

/** The total a list answers (`GET /api/admin/{list}?{query}`, one small page), checked to be a 200. */
export async function listTotal(app: FastifyInstance, token: string, list: string, query: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/admin/${list}?${query}&limit=5`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${list}?${query}: ${res.statusCode} ${res.body}`);
  return json<{ pagination: { total: number } }>(res).pagination.total;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/**
 * Lifts the per-admin limit (admin_api) to 10,000 a second through the API (so every cache of
 * it is dropped): for suites that send thousands of admin calls to test something else.
 */
export async function liftAdminLimit(app: FastifyInstance, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await app.inject({ method: 'GET', url: '/api/admin/rate-limiters', headers });
  const limiter = (JSON.parse(list.body) as { data: { id: number; limiter_name: string }[] }).data.find(
    (l) => l.limiter_name === 'admin_api',
  );
  if (!limiter) throw new Error('no admin_api limiter');
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/rate-limiters/${limiter.id}`,
    headers,
    payload: { window_ms: 1000, max_requests: 10000, description: 'Lifted by a test suite', is_active: true },
  });
  if (res.statusCode !== 200) throw new Error(`could not lift admin_api: ${res.statusCode} ${res.body}`);
}

/**
 * Calls `seen` with the text of each statement the app sends to a test database (through
 * drizzle's logger). Answers the call that stops watching.
 */
export function watchStatements(database: Database, seen: (text: string) => void): () => void {
  const set = watchers.get(database);
  if (!set) throw new Error('watchStatements needs a database opened by createTestContext');
  set.add(seen);
  return () => set.delete(seen);
}

/** Which call of `watchCalls` a statement was sent for: the async chain it started in. */
const callScope = new AsyncLocalStorage<object>();

/**
 * Like `watchStatements`, but `seen` gets only the statements of calls made through `run`, and of
 * the work those calls started (an after-response write), by the async chain they were sent in.
 * The app's timers (the session cache's heartbeat, the blacklist's sync, the job runner's poll)
 * run in chains of their own, so one landing in the middle of a call is never counted as its.
 */
export function watchCalls(database: Database, seen: (text: string) => void) {
  const mark = {};
  const stop = watchStatements(database, (text) => {
    if (callScope.getStore() === mark) seen(text);
  });
  return { run: <T>(call: () => Promise<T>): Promise<T> => callScope.run(mark, call), stop };
}
