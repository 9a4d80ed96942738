// The job runner across instances that are processes of their own (test-instance.ts), on one
// PostgreSQL database: an instance killed in the middle of its runs, two instances sharing 1,000
// jobs and a schedule, an instance stopped by SIGTERM during a long run. PostgreSQL only: PGlite
// is one process's database, and these tests need several processes on it. They run when the
// suite runs on PostgreSQL (DATABASE_URL, as CI's second pass and `node scripts/test.mjs --only
// api` do), on the database the harness copied for this file; on PGlite they are skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/operations.ts';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { createMailer } from '../mail.ts';
import { JOBS_CHANNEL } from './runner.ts';
import type { InstanceSpec } from './test-instance.ts';

const postgresUrl = process.env.DATABASE_URL;
const ROOT = new URL('../../../../..', import.meta.url).pathname;
const ENTRY = new URL('./test-instance.ts', import.meta.url).pathname;
/** Short leases, so that a run abandoned by a dead instance is taken back within seconds. */
const LEASE_MS = 2_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done`; on a timeout, the error names `what` (a function: what it says then). */
async function waitFor(
  what: string | (() => Promise<string>),
  done: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : await what()}`);
    await sleep(25);
  }
}

interface Instance {
  name: string;
  /** The runner's instanceId: `jobs.locked_by` of its runs. */
  id: string;
  child: ChildProcess;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string>;
  output(): string;
}

let ctx: TestContext;
let databaseUrl: string;
const children: ChildProcess[] = [];

async function startInstance(spec: Omit<InstanceSpec, 'databaseUrl'>): Promise<Instance> {
  const instance: InstanceSpec = { databaseUrl, ...spec };
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, JSON.stringify(instance)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  const chunks: string[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c.toString()));
  const output = () => chunks.join('');
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const id = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${spec.name} did not start:\n${output()}`)), 30_000);
    child.on('message', (m: { type: string; instanceId: string }) => {
      if (m.type !== 'ready') return;
      clearTimeout(timer);
      resolve(m.instanceId);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${spec.name} exited (${code}) before it started:\n${output()}`));
    });
  });
  return { name: spec.name, id, child, exited, output };
}

/** SIGTERM, as a stopping server gets: the instance stops its runner and exits. */
async function terminate(instance: Instance): Promise<number | string> {
  instance.child.kill('SIGTERM');
  return instance.exited;
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(query))[0]!.n);

describe.runIf(postgresUrl)('job runner instances in processes of their own (PostgreSQL)', () => {
  beforeAll(async () => {
    ctx = await createTestContext();
    const [current] = await rows<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${current!.name}`;
    databaseUrl = url.toString();
    // Every run of a recorded job, and who ran it: no unique key, so a job run twice shows twice.
    await ctx.database.db.execute(
      sql`create table job_runs (job_id bigint not null, job_key text, instance text not null, at timestamptz not null default clock_timestamp())`,
    );
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.database.db.delete(jobs);
    await ctx.database.db.execute(sql`truncate job_runs`);
  });
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('delivers once each the mails of an instance killed mid-send, once their lease runs out', async () => {
    const N = 20;
    const smtp = await startTestSmtp();
    try {
      // The mail server takes each message of A but never answers the end of its DATA: A's runs
      // stay 'running', its outbox rows 'sending', and no message of A is accepted. That is the
      // window the runner's at-least-once promise covers: a run that dies before the server
      // accepted is simply run again. (Had the server accepted a message before A died, B would
      // send it again, a duplicate: at least once, not exactly once, as mail.ts says.)
      smtp.mode = 'hold';
      const mailer = createMailer({ smtpUrl: smtp.url });
      await ctx.database.db.transaction(async (tx) => {
        for (let i = 0; i < N; i += 1)
          await mailer.enqueue(tx, {
            to: `buyer${i}@example.com`,
            subject: `crash-${i}`,
            html: null,
            text: `Mail ${i}`,
          });
      });
      const a = await startInstance({
        name: 'A',
        smtpUrl: smtp.url,
        options: { leaseMs: LEASE_MS, pollMs: POLL_MS, concurrency: N },
      });
      const runningBy = (id: string) =>
        count(sql`select count(*) as n from jobs where state = 'running' and locked_by = ${id}`);
      await waitFor(
        async () =>
          `A to hold every mail at the end of its DATA (held ${smtp.held} of ${N}, ${await runningBy(a.id)} running by A)`,
        async () => smtp.held === N && (await runningBy(a.id)) === N,
      );

      // B, alive beside A for longer than a lease: A renews its leases, so B takes nothing.
      const b = await startInstance({
        name: 'B',
        smtpUrl: smtp.url,
        options: { leaseMs: LEASE_MS, pollMs: POLL_MS, concurrency: 4 },
      });
      await sleep(LEASE_MS + 500);
      expect(await runningBy(a.id)).toBe(N);
      expect(smtp.received).toHaveLength(0);

      a.child.kill('SIGKILL');
      expect(await a.exited).toBe('SIGKILL');
      const killedAt = Date.now();
      smtp.mode = 'accept';
      await waitFor('B to take back every run of A', async () => (await runningBy(a.id)) === 0);
      const takenBackMs = Date.now() - killedAt;
      await waitFor(
        'every mail to be sent',
        async () => (await count(sql`select count(*) as n from mail_outbox where status = 'sent'`)) === N,
      );
      const deliveredMs = Date.now() - killedAt;

      // Every mail received exactly once, none of them A's (held unanswered, never accepted).
      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim());
      expect(subjects.sort()).toEqual(Array.from({ length: N }, (_, i) => `crash-${i}`).sort());
      expect(smtp.held).toBe(N);
      const outbox = await ctx.database.db.select().from(mailOutbox);
      expect(outbox).toHaveLength(N);
      // One attempt by A (cut), one by B.
      for (const mail of outbox) expect(mail).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      const jobRows = await ctx.database.db.select().from(jobs);
      expect(jobRows).toHaveLength(N);
      for (const job of jobRows) expect(job).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
      expect(await terminate(b)).toBe(0);
      console.info(
        `[jobs/instances] crash: ${N} mails held by A, A killed; B took every run back after ${takenBackMs} ms ` +
          `(lease ${LEASE_MS} ms) and had delivered all ${N} after ${deliveredMs} ms; ${smtp.received.length} received, 0 twice`,
      );
    } finally {
      await smtp.close();
    }
  }, 60_000);

  it('runs 1,000 jobs once each across two instances, and a 10 s schedule once per period', async () => {
    const JOBS = 1_000;
    const PERIOD_S = 10;
    const spec = (name: string): Omit<InstanceSpec, 'databaseUrl'> => ({
      name,
      options: { leaseMs: LEASE_MS, pollMs: POLL_MS, concurrency: 4 },
      recorded: [
        { queue: 'test.count', sleepMs: 2 },
        { queue: 'test.tick', sleepMs: 0 },
      ],
      schedules: [{ name: 'tick', queue: 'test.tick', everySeconds: PERIOD_S }],
    });
    const instances = await Promise.all([startInstance(spec('A')), startInstance(spec('B'))]);
    const started = Date.now();
    await ctx.database.db.transaction(async (tx) => {
      await tx
        .insert(jobs)
        .values(Array.from({ length: JOBS }, (_, n) => ({ queue: 'test.count', key: `count:${n}`, maxAttempts: 3 })));
      await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, 'test.count')`);
    });
    await waitFor(
      'every job to be done',
      async () =>
        (await count(sql`select count(*) as n from jobs where queue = 'test.count' and state = 'done'`)) === JOBS,
      40_000,
    );
    const jobsMs = Date.now() - started;

    // The schedule's first period started when the first instance registered it; its job's key
    // names the period after it (`schedule:tick:<ms>`). Stopped midway through a period, 25 s in
    // (later if the jobs took longer): the periods at 0, 10 and 20 s have run, and none is due.
    const [first] = await rows<{ key: string }>(
      sql`select key from jobs where queue = 'test.tick' order by key limit 1`,
    );
    expect(first?.key).toMatch(/^schedule:tick:\d+$/);
    const firstPeriod = Number(first!.key.split(':')[2]) - PERIOD_S * 1_000;
    let elapsed = 2;
    const midway = (n: number) => firstPeriod + (n + 0.5) * PERIOD_S * 1_000;
    while (midway(elapsed) < Date.now() + 1_000) elapsed += 1;
    await sleep(midway(elapsed) - Date.now());
    const stoppedAt = Date.now();
    expect(await Promise.all(instances.map(terminate))).toEqual([0, 0]);

    const counted = await rows<{ instance: string; runs: string; jobs: string }>(
      sql`select instance, count(*) as runs, count(distinct job_id) as jobs from job_runs
          where job_key like 'count:%' group by instance order by instance`,
    );
    const total = await rows<{ runs: string; jobs: string }>(
      sql`select count(*) as runs, count(distinct job_id) as jobs from job_runs where job_key like 'count:%'`,
    );
    expect(total[0]).toEqual({ runs: String(JOBS), jobs: String(JOBS) });
    expect(counted.map((c) => c.instance)).toEqual(['A', 'B']);
    for (const c of counted) expect(Number(c.runs)).toBeGreaterThan(0);

    const ticks = await rows<{ job_key: string; runs: string; instances: string }>(
      sql`select job_key, count(*) as runs, string_agg(instance, ',') as instances from job_runs
          where job_key like 'schedule:tick:%' group by job_key order by job_key`,
    );
    const periods = Math.floor((stoppedAt - firstPeriod) / (PERIOD_S * 1_000)) + 1;
    expect(periods).toBe(elapsed + 1);
    expect(ticks.map((t) => Number(t.runs))).toEqual(Array(periods).fill(1));
    // One job per period, periods one after another: none missed, none fired twice.
    const keys = ticks.map((t) => Number(t.job_key.split(':')[2]));
    expect(keys).toEqual(Array.from({ length: periods }, (_, i) => firstPeriod + (i + 1) * PERIOD_S * 1_000));
    expect(await count(sql`select count(*) as n from jobs where queue = 'test.tick'`)).toBe(periods);
    expect(await count(sql`select count(*) as n from jobs where state in ('queued', 'running', 'failed')`)).toBe(0);
    console.info(
      `[jobs/instances] two instances: ${JOBS} jobs in ${jobsMs} ms, run by ` +
        counted.map((c) => `${c.instance} ${c.runs}`).join(', ') +
        `; schedule every ${PERIOD_S} s over ${((stoppedAt - firstPeriod) / 1000).toFixed(1)} s: ` +
        `${ticks.length} runs for ${periods} periods (run by ${ticks.map((t) => t.instances).join(', ')})`,
    );
  }, 60_000);

  it('on SIGTERM, gives back a run longer than its stop timeout (run once, by the other) and finishes a short one', async () => {
    const recorded = [
      { queue: 'test.long', sleepMs: 4_000 },
      { queue: 'test.short', sleepMs: 1_500 },
    ];
    const options = { leaseMs: LEASE_MS, pollMs: POLL_MS, concurrency: 1 };
    const enqueue = (queue: string, key: string) =>
      ctx.database.db.transaction(async (tx) => {
        await tx.insert(jobs).values({ queue, key, maxAttempts: 3 });
        await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
      });
    const stateOf = async (key: string) =>
      (
        await rows<{ state: string; locked_by: string | null; attempts: number }>(
          sql`select state, locked_by, attempts from jobs where key = ${key}`,
        )
      )[0]!;
    const runsOf = (key: string) =>
      rows<{ instance: string }>(sql`select instance from job_runs where job_key = ${key}`);

    // Longer than A's stop timeout: A gives it back and exits; B, idle beside it, runs it once.
    const a = await startInstance({ name: 'A', recorded, options: { ...options, stopTimeoutMs: 300 } });
    await enqueue('test.long', 'long');
    await waitFor('A to run the long job', async () => (await stateOf('long')).locked_by === a.id);
    const b = await startInstance({ name: 'B', recorded, options: { ...options, stopTimeoutMs: 10_000 } });
    const termAt = Date.now();
    expect(await terminate(a)).toBe(0);
    await waitFor('B to run the long job', async () => (await stateOf('long')).locked_by === b.id);
    const retakenMs = Date.now() - termAt;
    await waitFor('the long job to be done', async () => (await stateOf('long')).state === 'done');
    // A's attempt was given back (not counted); B's is the one.
    expect(await stateOf('long')).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
    expect(await runsOf('long')).toEqual([{ instance: 'B' }]);

    // Shorter than the stop timeout: the stopping instance finishes it; nobody runs it again.
    const c = await startInstance({ name: 'C', recorded, options: { ...options, stopTimeoutMs: 10_000 } });
    await terminate(b);
    await enqueue('test.short', 'short');
    await waitFor('C to run the short job', async () => (await stateOf('short')).locked_by === c.id);
    const d = await startInstance({ name: 'D', recorded, options: { ...options, stopTimeoutMs: 10_000 } });
    expect(await terminate(c)).toBe(0);
    expect(await stateOf('short')).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
    await sleep(500);
    expect(await runsOf('short')).toEqual([{ instance: 'C' }]);
    expect(await terminate(d)).toBe(0);
    console.info(
      `[jobs/instances] SIGTERM: the long run was given back and taken by B ${retakenMs} ms after the signal; the short one finished before exit`,
    );
  }, 60_000);

  it('the server on SIGTERM gives back a mail it cannot finish before it is forced out, and another instance sends it', async () => {
    const smtp = await startTestSmtp();
    try {
      smtp.mode = 'hold';
      // The server as `npm start` runs it (main.ts): SIGTERM closes the app, which stops its runner.
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          SMTP_URL: smtp.url,
          JOBS_POLL_MS: '50',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(server);
      let output = '';
      const exited = new Promise<number | string>((resolve) =>
        server.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
      );
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is ready at')) resolve();
        };
        server.stdout!.on('data', onData);
        server.stderr!.on('data', onData);
        void exited.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
      });
      const mailer = createMailer({ smtpUrl: smtp.url });
      const id = await ctx.database.db.transaction((tx) =>
        mailer.enqueue(tx, { to: 'buyer@example.com', subject: 'held-at-shutdown', html: null, text: 'Hello' }),
      );
      const jobOf = async () =>
        (
          await rows<{ state: string; locked_by: string | null; attempts: number }>(
            sql`select state, locked_by, attempts from jobs where key = ${`mail:${id}`}`,
          )
        )[0]!;
      await waitFor('the server to hold the mail', async () => smtp.held === 1 && (await jobOf()).state === 'running');

      const termAt = Date.now();
      server.kill('SIGTERM');
      const code = await exited;
      const exitMs = Date.now() - termAt;
      // Given back: due again now, its attempt not counted; not left 'running' until its lease runs out.
      expect({ code, job: await jobOf() }, output).toEqual({
        code: 0,
        job: { state: 'queued', locked_by: null, attempts: 0 },
      });

      smtp.mode = 'accept';
      const b = await startInstance({
        name: 'B',
        smtpUrl: smtp.url,
        options: { leaseMs: LEASE_MS, pollMs: POLL_MS, concurrency: 1 },
      });
      await waitFor('B to send the mail', async () => (await jobOf()).state === 'done');
      expect(smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim())).toEqual(['held-at-shutdown']);
      expect((await ctx.database.db.select().from(mailOutbox)).find((m) => m.id === id)).toMatchObject({
        status: 'sent',
        attempts: 2,
      });
      expect(await terminate(b)).toBe(0);
      console.info(
        `[jobs/instances] server SIGTERM with a held mail: exited ${code} after ${exitMs} ms, job given back`,
      );
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
