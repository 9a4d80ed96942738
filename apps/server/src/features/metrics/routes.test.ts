// GET /metrics (issue 32, item 3): behind METRICS_TOKEN on the server's port, on METRICS_PORT
// without one, absent with neither; and the counters move by exactly what the requests, the mail
// deliveries, the failed job runs and the limiter's refusals did. Samples are read from the text
// the scrape answers, as Prometheus reads them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { createMailer } from '../../platform/mail.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { freePort } from '../../test/ports.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { METRICS_UNAUTHORIZED } from './routes.ts';

const TOKEN = `metrics-${randomUUID()}`;
const TEXT_FORMAT = 'text/plain; version=0.0.4; charset=utf-8';

type Labels = Record<string, string>;

/** The exposition's samples: name, labels and value of each line that is not a comment. */
function samples(text: string): { name: string; labels: Labels; value: number }[] {
  const out: { name: string; labels: Labels; value: number }[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    out.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return out;
}

/** One series' value (0 when it has no sample yet): its name and exactly these labels. */
function valueOf(text: string, name: string, labels: Labels = {}): number {
  const wanted = Object.entries(labels);
  const found = samples(text).find(
    (s) =>
      s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([k, v]) => s.labels[k] === v),
  );
  return found?.value ?? 0;
}

const request = (route: string, method: string, status: number) => ({
  route,
  method,
  status_code: String(status),
});

let smtp: TestSmtp;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function scrape(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, with a wrong one, or with any other credential: 401', async () => {
    const admin = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const refused: Record<string, Record<string, string>> = {
      'no credential': {},
      'a wrong token of the same length': bearer(TOKEN.replace(/.$/, (c) => (c === 'x' ? 'y' : 'x'))),
      'the token cut short': bearer(TOKEN.slice(0, -1)),
      'the token with more after it': bearer(`${TOKEN}x`),
      'the token as Basic credentials': { authorization: `Basic ${Buffer.from(`m:${TOKEN}`).toString('base64')}` },
      'the token without its scheme': { authorization: TOKEN },
      'an admin’s access token': bearer(admin.token),
    };
    for (const [name, headers] of Object.entries(refused)) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, name).toBe(401);
      expect(json(res), name).toEqual({
        message: METRICS_UNAUTHORIZED,
        error: METRICS_UNAUTHORIZED,
        code: 'UNAUTHORIZED',
      });
      expect(res.headers['www-authenticate'], name).toBe('Bearer realm="metrics"');
    }
    // HEAD, which Fastify answers for every GET route, asks for the token too.
    expect((await ctx.app.inject({ method: 'HEAD', url: '/metrics' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'HEAD', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
  });

  it('answers the token in Prometheus’ text format, with the process’s own metrics', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(TEXT_FORMAT);
    const names = new Set(samples(res.body).map((s) => s.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'store_db_pool_connections_in_use',
      'store_db_pool_connections_idle',
      'store_db_pool_clients_waiting',
      'store_jobs',
      'store_jobs_oldest_queued_age_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    // Counters are listed, with their help, before anything moved them.
    for (const name of [
      'store_http_requests_total',
      'store_http_request_duration_seconds',
      'store_mails_sent_total',
      'store_mails_failed_total',
      'store_job_run_failures_total',
      'store_rate_limit_refusals_total',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
  });

  it('is neither rate limited, nor audited, nor in the API documentation', async () => {
    const audited = await ctx.database.db.$count(auditLogs);
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    expect(await ctx.database.db.$count(auditLogs)).toBe(audited);
    const document = ctx.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('counts each answer once by route template, method and status; unknown paths under one label; not the scrapes', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users/4242' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/no/such/${randomUUID()}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/elsewhere/${randomUUID()}` })).statusCode).toBe(404);
    const after = await scrape();

    const moved = (labels: Labels) =>
      valueOf(after, 'store_http_requests_total', labels) - valueOf(before, 'store_http_requests_total', labels);
    const timed = (labels: Labels) =>
      valueOf(after, 'store_http_request_duration_seconds_count', labels) -
      valueOf(before, 'store_http_request_duration_seconds_count', labels);
    expect(moved(request('/healthz', 'GET', 200))).toBe(2);
    expect(timed(request('/healthz', 'GET', 200))).toBe(2);
    expect(moved(request('/api/admin/users/:id', 'GET', 401))).toBe(1);
    expect(moved(request('unmatched', 'GET', 404))).toBe(1);
    expect(moved(request('unmatched', 'DELETE', 404))).toBe(1);
    // Every answer is in the histogram's last bucket, and each series' count is its counter's.
    const healthz = { ...request('/healthz', 'GET', 200), le: '+Inf' };
    expect(valueOf(after, 'store_http_request_duration_seconds_bucket', healthz)).toBe(
      valueOf(after, 'store_http_requests_total', request('/healthz', 'GET', 200)),
    );
    const routes = new Set(samples(after).map((s) => s.labels.route));
    expect(routes).not.toContain('/metrics');
    expect(after).not.toContain('/no/such/');
  });

  it('counts a rate limiter’s refusal by the limiter’s name', async () => {
    const remoteAddress = '127.0.0.93';
    const before = await scrape();
    const statuses: number[] = [];
    // The sign-in limiter lets 10 refused attempts a quarter-hour through per address; the 11th is refused.
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress,
        payload: { email: TEST_ADMIN.email, password: `wrong-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const after = await scrape();
    const refusals = (text: string) => valueOf(text, 'store_rate_limit_refusals_total', { limiter: 'admin_login' });
    expect(refusals(after) - refusals(before)).toBe(1);
    const login = (status: number) => request('/api/admin/auth/login', 'POST', status);
    expect(valueOf(after, 'store_http_requests_total', login(429))).toBe(
      valueOf(before, 'store_http_requests_total', login(429)) + 1,
    );
    expect(valueOf(after, 'store_http_requests_total', login(401))).toBe(
      valueOf(before, 'store_http_requests_total', login(401)) + 10,
    );
  });

  describe('mails and jobs', () => {
    beforeEach(async () => {
      await ctx.app.jobs.drain();
      await ctx.database.db.delete(jobs);
      smtp.mode = 'accept';
    });

    const send = (to: string) =>
      ctx.database.db.transaction((tx) =>
        createMailer(ctx.config).enqueue(tx, { to, subject: 'Metrics', html: '<p>Hi</p>', text: 'Hi' }),
      );

    it('counts mails sent, deliveries refused for now and for good, and the job runs that failed', async () => {
      const before = await scrape();
      await send(`sent-${randomUUID()}@example.com`);
      await send(`sent-${randomUUID()}@example.com`);
      await ctx.app.jobs.drain();
      smtp.mode = 'refuse-permanently';
      await send(`refused-${randomUUID()}@example.com`);
      await ctx.app.jobs.drain();
      smtp.mode = 'refuse-temporarily';
      await send(`later-${randomUUID()}@example.com`);
      await ctx.app.jobs.drain();
      const after = await scrape();

      const delta = (name: string, labels: Labels = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
      expect(smtp.received).toHaveLength(2);
      expect(delta('store_mails_sent_total')).toBe(2);
      expect(delta('store_mails_failed_total', { outcome: 'failed' })).toBe(1);
      expect(delta('store_mails_failed_total', { outcome: 'retry' })).toBe(1);
      expect(delta('store_job_run_failures_total', { queue: 'mail.deliver', outcome: 'failed' })).toBe(1);
      expect(delta('store_job_run_failures_total', { queue: 'mail.deliver', outcome: 'retry' })).toBe(1);
      // The failed delivery's job is failed; the one refused for now waits for its retry.
      expect(valueOf(after, 'store_jobs', { state: 'failed' })).toBe(1);
      expect(valueOf(after, 'store_jobs', { state: 'queued' })).toBe(1);
      expect(valueOf(after, 'store_jobs_oldest_queued_age_seconds')).toBe(0);
    });

    it('reads the queue when scraped: queued, running, failed, and the oldest due job’s wait', async () => {
      await ctx.database.db.insert(jobs).values([
        { queue: 'test.idle', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() - 90_000) },
        { queue: 'test.idle', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() - 30_000) },
        { queue: 'test.idle', payload: {}, maxAttempts: 1, runAt: new Date(Date.now() + 3_600_000) },
        {
          queue: 'test.idle',
          payload: {},
          maxAttempts: 1,
          state: 'running',
          lockedUntil: new Date(Date.now() + 60_000),
        },
        { queue: 'test.idle', payload: {}, maxAttempts: 1, state: 'done', finishedAt: new Date() },
        { queue: 'test.idle', payload: {}, maxAttempts: 1, state: 'failed', attempts: 1, finishedAt: new Date() },
        { queue: 'test.idle', payload: {}, maxAttempts: 1, state: 'failed', attempts: 1, finishedAt: new Date() },
      ]);
      const text = await scrape();
      expect(valueOf(text, 'store_jobs', { state: 'queued' })).toBe(3);
      expect(valueOf(text, 'store_jobs', { state: 'running' })).toBe(1);
      expect(valueOf(text, 'store_jobs', { state: 'failed' })).toBe(2);
      const age = valueOf(text, 'store_jobs_oldest_queued_age_seconds');
      expect(age).toBeGreaterThanOrEqual(89);
      expect(age).toBeLessThan(600);
      await ctx.database.db.delete(jobs);
    });
  });

  it('reads the database pool when scraped: connections in use and clients waiting', async () => {
    const pool = ctx.database.db.$client;
    const max = pool.options.max!;
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    // One more asks and waits; the scrape's reading of the queue will wait behind it.
    const waiting = pool.connect();
    const answer = ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    await expect.poll(() => pool.waitingCount).toBeGreaterThanOrEqual(2);
    for (const client of held) client.release();
    const res = await answer;
    (await waiting).release();
    expect(res.statusCode).toBe(200);
    expect(valueOf(res.body, 'store_db_pool_connections_in_use')).toBe(max);
    expect(valueOf(res.body, 'store_db_pool_connections_idle')).toBe(0);
    expect(valueOf(res.body, 'store_db_pool_clients_waiting')).toBeGreaterThanOrEqual(1);
    // Once everything is given back, nothing is in use or waiting.
    const quiet = await scrape();
    expect(valueOf(quiet, 'store_db_pool_clients_waiting')).toBe(0);
    expect(valueOf(quiet, 'store_db_pool_connections_in_use')).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there when neither METRICS_TOKEN nor METRICS_PORT is set: 404 like any unknown route', async () => {
    const off = await createTestContext();
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await off.close();
    }
  });

  it('is served on METRICS_PORT without a token, alone there, opened and closed with the app', async () => {
    const port = await freePort();
    const own = await createTestContext({ METRICS_PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    try {
      // The server's own port has no metrics route.
      expect((await own.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const first = await fetch(`${base}/metrics`);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe(TEXT_FORMAT);
      const before = await first.text();
      expect((await own.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const after = await (await fetch(`${base}/metrics`)).text();
      const healthz = request('/healthz', 'GET', 200);
      expect(
        valueOf(after, 'store_http_requests_total', healthz) - valueOf(before, 'store_http_requests_total', healthz),
      ).toBe(1);
      // Nothing else is served there, and the scrapes are not counted.
      const other = await fetch(`${base}/healthz`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(samples(after).some((s) => s.labels.route === '/metrics')).toBe(false);
    } finally {
      await own.close();
    }
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});
