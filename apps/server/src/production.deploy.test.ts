// The server as production runs it (issue 32, items 1 and 4): the production tree that
// scripts/runtime-tree.mjs builds and the Dockerfile copies (the built panel, the server's bundle,
// the manifests and the lockfile), installed with `npm ci --omit=dev` in an empty folder, started
// with `node apps/server/dist/main.js` on a new embedded database and, when DATABASE_URL is set
// (CI's second pass), on a new PostgreSQL database too. The other API tests import the TypeScript
// sources; this one proves the artifact is the same server, and that it leaves as a rolling deploy
// needs: /readyz turns 503 at SIGTERM, requests are served through the drain, then it exits 0.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from './test/scratch-database.ts';

const root = new URL('../../..', import.meta.url).pathname;
const admin = { email: 'tree-admin@example.com', password: 'tree-password-1234' };
const tree = join(tmpdir(), `store-tree-${randomUUID().slice(0, 8)}`);
const postgresUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const DRAIN_MS = 3_000;

/** The image's HEALTHCHECK command, as the Dockerfile gives it, run against `base`: its exit code. */
async function imageHealthCheck(base: string): Promise<number> {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, '');
  const command = JSON.parse(/^HEALTHCHECK .* CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  try {
    await promisify(execFile)(command[0]!, command.slice(1), {
      cwd: tree,
      env: { PATH: process.env.PATH, PORT: new URL(base).port },
    });
    return 0;
  } catch (err) {
    return (err as { code: number }).code;
  }
}

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/runtime-tree.mjs', '--out', tree, '--install'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}, 300_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the production tree', () => {
  it('holds no development dependency and no source, and every production one', () => {
    const lock = JSON.parse(readFileSync(join(tree, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; optional?: boolean; devOptional?: boolean; link?: boolean }>;
    };
    const installed = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));
    // `devOptional` packages (type packages and optional peers that a production package also
    // names) may be installed; `dev` ones are the development tree's alone.
    const dev = installed.filter(([, p]) => p.dev).map(([path]) => path);
    const production = installed.filter(([, p]) => !p.dev && !p.devOptional && !p.optional).map(([path]) => path);
    expect(dev.length).toBeGreaterThan(100);
    expect(dev.filter((path) => existsSync(join(tree, path)))).toEqual([]);
    expect(production.filter((path) => !existsSync(join(tree, path)))).toEqual([]);
    for (const tool of ['vite', 'esbuild', 'tsx', 'typescript', 'vitest', 'patch-package', 'react', 'drizzle-kit']) {
      expect(existsSync(join(tree, 'node_modules', tool)), tool).toBe(false);
    }
    expect(existsSync(join(tree, 'apps/server/src'))).toBe(false);
    expect(existsSync(join(tree, 'apps/web/src'))).toBe(false);
    expect(existsSync(join(tree, 'apps/web/dist/index.html'))).toBe(true);
  });
});

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; ready: Promise<string>; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: tree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is ready at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, ready, output: () => output };
}

const kinds = postgresUrl ? (['embedded', 'PostgreSQL'] as const) : (['embedded'] as const);

describe.each(kinds)('started from the production tree on %s', (kind) => {
  let server: ReturnType<typeof startServer>;
  let base = '';
  let dropDatabase = async () => {};
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: join(tree, `data-${kind}`),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    METRICS_TOKEN: 'tree-metrics-token-0123456789',
  };

  beforeAll(async () => {
    if (kind === 'PostgreSQL') {
      const database = await scratchPostgresDatabase(postgresUrl!, 'store_admin_tree');
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
      env.JWT_SECRET = 'tree-test-secret-that-is-long-enough-0123456789';
      if (redisUrl) env.REDIS_URL = redisUrl;
    }
    // A deploy that migrates once, then starts instances that do not.
    env.MIGRATE_ON_START = 'false';
    const refused = spawnSync(process.execPath, ['apps/server/dist/main.js'], { cwd: tree, env, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/The database is \d+ migrations behind this release .* run `npm run migrate`/);
    const migrate = spawnSync('npm', ['run', '--silent', 'migrate'], { cwd: tree, env, encoding: 'utf8' });
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/^Applied \d+ migrations to the /);
    server = startServer(env);
    base = await server.ready;
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await dropDatabase();
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

  it('says where it is ready and on which database', () => {
    expect(server.output()).toContain(
      kind === 'PostgreSQL' ? '(PostgreSQL; ready in' : `(embedded database in ${env.DATA_DIR}`,
    );
    expect(server.output()).toContain(`Sign in as ${admin.email}`);
  });

  it('signs the admin in and answers the admin API from the database', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(await imageHealthCheck(base)).toBe(0);
    const users = await fetch(`${base}/api/admin/users?page=1&limit=10`, {
      headers: { authorization: `Bearer ${await login()}` },
    });
    expect(users.status).toBe(200);
    expect(((await users.json()) as { users: { email: string }[] }).users.map((u) => u.email)).toContain(admin.email);
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

  it('serves its metrics to the token, counting the requests it answered', async () => {
    const scrape = () => fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const before = await (await scrape()).text();
    await fetch(`${base}/healthz`);
    const after = await (await scrape()).text();
    const healthz = (text: string) =>
      Number(/^store_http_requests_total\{[^}]*route="\/healthz"[^}]*\} (\d+)$/m.exec(text)?.[1] ?? 0);
    expect(healthz(after)).toBe(healthz(before) + 1);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it('serves the built panel beside it, with the history fallback for its routes', async () => {
    const res = await fetch(`${base}/orders`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect((await fetch(`${base}${script}`)).status).toBe(200);
  });

  it(`reports Redis as ${kind === 'PostgreSQL' && redisUrl ? 'connected' : 'disconnected'}`, async () => {
    const res = await fetch(`${base}/api/admin/monitoring/redis-health`, {
      headers: { authorization: `Bearer ${await login()}` },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain(
      kind === 'PostgreSQL' && redisUrl ? '"connected"' : '"disconnected"',
    );
  });

  it('on SIGTERM under load: 503 on /readyz at once, every request served through the drain, in-flight ones finished, exit 0', async () => {
    const token = await login();
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    // The load is far above the admin API's limit: lifted, as this is about the drain.
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const limiters = (await (await fetch(`${base}/api/admin/rate-limiters`, { headers })).json()) as {
      data: { id: number; limiter_name: string }[];
    };
    const adminApi = limiters.data.find((l) => l.limiter_name === 'admin_api')!;
    const lifted = await fetch(`${base}/api/admin/rate-limiters/${adminApi.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        window_ms: 1000,
        max_requests: 10_000,
        description: 'Lifted by the drain test',
        is_active: true,
      }),
    });
    expect(lifted.status, await lifted.clone().text()).toBe(200);

    // Load: six clients asking for a page of users, one after another, until told to stop.
    // Until 300 ms before the drain ends (the signal is sent below).
    let loadUntil = Number.POSITIVE_INFINITY;
    const statuses: number[] = [];
    const failures: string[] = [];
    const client = async () => {
      while (performance.now() < loadUntil) {
        try {
          const res = await fetch(`${base}/api/admin/users?page=1&limit=10`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    await sleep(300);

    // In flight across the stop: a sign-in whose body is half sent before the drain ends.
    const body = JSON.stringify(admin);
    const url = new URL(`${base}/api/admin/auth/login`);
    const slow = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const slowAnswer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      slow.once('error', reject);
    });
    // Awaited below; a failure before then must not also surface as an unhandled rejection.
    slowAnswer.catch(() => {});
    slow.write(body.slice(0, 10));

    // A probe sent 100 ms after the signal fails: the balancer stops sending new requests.
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const signalled = performance.now();
    loadUntil = signalled + DRAIN_MS - 300;
    server.child.kill('SIGTERM');
    await sleep(100);
    const probe = await fetch(`${base}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'Shutting down' });
    // The image's health check says so too, while the server still answers (the drain is on).
    expect(await imageHealthCheck(base)).toBe(1);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // Through the drain every request is served.
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(20);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // After it, the server takes no new connection but finishes the request in flight.
    await sleep(DRAIN_MS + 400 - (performance.now() - signalled));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    slow.end(body.slice(10));
    const answer = await slowAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('token');
    expect(await exited).toBe(0);
  }, 30_000);
});
