// The server as `npm start` runs it: bundled by scripts/build-server.mjs and started as a process,
// on a new embedded database or, in CI's second pass, on a new PostgreSQL database and Redis. The
// other API tests import the TypeScript sources; this one proves the bundle is the same server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const admin = { email: 'bundle-admin@example.com', password: 'bundle-password-1234' };
// Inside the repository: the bundle finds the packages it leaves out in its node_modules.
const work = join(root, 'test-results', `bundle-${randomUUID().slice(0, 8)}`);
const postgresUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

let server: ChildProcess;
let base = '';
let output = '';
let dropDatabase = async () => {};

/** A database of its own on the PostgreSQL server, empty: the bundle's migrations build it. */
async function newPostgresDatabase(url: string): Promise<string> {
  const name = `store_admin_bundle_${process.pid}_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  dropDatabase = async () => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /is ready at (http:\/\/[^\s]+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  const outdir = join(work, 'dist');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);

  const webDist = join(work, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Store admin</title><div id="root"></div>');

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: join(work, 'data'),
    WEB_DIST: webDist,
  };
  if (postgresUrl) {
    env.DATABASE_URL = await newPostgresDatabase(postgresUrl);
    env.JWT_SECRET = 'bundle-test-secret-that-is-long-enough-0123456789';
  }
  if (redisUrl) env.REDIS_URL = redisUrl;
  server = spawn(process.execPath, [join(outdir, 'main.js')], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await waitForReady(server);
});

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('the bundled server', () => {
  it('says where it is ready and on which database', () => {
    expect(output).toContain(postgresUrl ? '(PostgreSQL; ready in' : `(embedded database in ${join(work, 'data')}`);
    expect(output).toContain(`Sign in as ${admin.email}`);
  });

  it('is ready, signs the admin in and answers the admin API from the database', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const token = await login();
    const users = await fetch(`${base}/api/admin/users?page=1&limit=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status).toBe(200);
    const body = (await users.json()) as { users: { email: string }[] };
    expect(body.users.map((u) => u.email)).toContain(admin.email);
  });

  it('validates with the contract schemas: a bad body is a 400 with its fields', async () => {
    const res = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('serves the API documentation to an admin session, Swagger UI included', async () => {
    expect((await fetch(`${base}/api/docs/json`)).status).toBe(401);
    const doc = await fetch(`${base}/api/docs/json`, { headers: { authorization: `Bearer ${await login()}` } });
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty(
      '/api/admin/analytics/overview',
    );
    const page = await fetch(`${base}/api/docs/static/swagger-ui.css`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/css');
  });

  it('serves the panel, with the history fallback for its routes', async () => {
    const res = await fetch(`${base}/orders`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Store admin</title>');
  });

  it(`reports Redis as ${redisUrl ? 'connected' : 'disconnected'}`, async () => {
    const token = await login();
    const res = await fetch(`${base}/api/admin/monitoring/redis-health`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(redisUrl ? '"connected"' : '"disconnected"');
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
