// P17 (decision 0047): queued mails drained by the server's job runner to a local SMTP sink, in
// mails per second, against a bare nodemailer loop sending the same messages to the same sink.
//
// Server side: a database of its own (made afresh each run: migrations, the admin, the system
// templates and the order confirmation of migration 0021, nothing else), the real server bundle on
// it with SMTP_URL set to the sink and the runner on (JOBS_RUN=true, JOBS_CONCURRENCY its default).
// Each turn writes N order confirmations through the mailer (`enqueueTemplate` of
// platform/mail.ts: rendered, an outbox row and its delivery job each) in one transaction, then
// times from its commit until every outbox row is `sent` (the table polled every 50 ms).
// Bare side (bare-mail.ts): the same N messages, read back from the outbox rows, sent by a process
// with nodemailer alone, with the delivery job's transport and the runner's concurrency.
// The sink (smtp-sink.ts) is one process for the whole measure; both sides warm up on it first.
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { withClient } from './pg-client.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres, type Tx } from '../../apps/server/src/db/client.ts';
import { createMailer } from '../../apps/server/src/platform/mail.ts';
import { BENCH_JWT_SECRET, ROOT, startHelper, startServer } from './server.ts';

/** The server's defaults for what both sides share: the sender and the runner's concurrency. */
const SERVER_DEFAULTS = loadConfig({ JWT_SECRET: BENCH_JWT_SECRET, NODE_ENV: 'production' });
const POLL_MS = 50;
const ROLLBACK = new Error('rolled back on purpose');
const DRAIN_TIMEOUT_MS = 20 * 60_000;

export interface DrainOptions {
  /** The database P17 makes afresh (dropped first when it exists). */
  dbUrl: string;
  port: number;
  workDir: string;
  /** Mails per measured turn, and per warm-up turn. */
  mails: number;
  warmup: number;
  /** Turns of each side, in the order A B B A … */
  rounds: number;
  adminEmail: string;
  adminPassword: string;
  preload?: string;
}

interface Message extends Record<string, unknown> {
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
}

export interface DrainPair {
  mails: number;
  concurrency: number;
  /** Mean size of a message's bodies (HTML and text), in bytes. */
  bodyBytes: number;
  server: number[];
  bare: number[];
  /** The SQL statements the server sent per mail while it drained the warm-up's mails, by kind. */
  statements: { kind: string; perMail: number }[];
}

/** A statement's verb and table ("update jobs", "select … from jobs", "begin"). */
function statementKind(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const verb = flat.split(' ')[0] ?? '';
  const table = /(?:update|into|from) "?([a-z_]+)"?/.exec(flat)?.[1];
  if (flat.includes('pg_notify')) return 'select pg_notify';
  return table ? `${verb} ${table}` : verb;
}

async function recreateDatabase(dbUrl: string): Promise<void> {
  const url = new URL(dbUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  await withClient(url.toString(), async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The sink: its URL, and how many messages it has read so far. */
async function startSmtpSink() {
  const sink = startHelper(`${ROOT}bench/lib/smtp-sink.ts`);
  const ask = <T>(reply: string, message?: object) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string } & T) => {
        if (m.type !== reply) return;
        sink.child.off('message', onMessage);
        sink.child.off('exit', onExit);
        resolve(m);
      };
      const onExit = () => reject(new Error(`the SMTP sink exited:\n${sink.tail()}`));
      sink.child.on('message', onMessage);
      sink.child.once('exit', onExit);
      if (message) sink.child.send(message);
    });
  const { port } = await ask<{ port: number }>('listening');
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: async () => (await ask<{ received: number }>('count', { type: 'count' })).received,
    stop: sink.stop,
  };
}

export async function mailDrainPair(options: DrainOptions): Promise<DrainPair> {
  const { dbUrl, mails, warmup, rounds } = options;
  const concurrency = SERVER_DEFAULTS.jobs.concurrency;
  await recreateDatabase(dbUrl);
  const sink = await startSmtpSink();
  const server = await startServer({
    name: 'mail drain',
    port: options.port,
    databaseUrl: dbUrl,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    env: { SMTP_URL: sink.url, JOBS_RUN: 'true' },
    // The warm-up's statements are recorded (lib/trace-queries.ts; nothing is recorded while measuring).
    trace: true,
    ...(options.preload ? { preload: options.preload } : {}),
  });
  const database = await openPostgres(dbUrl, { poolSize: 2 });
  const mailer = createMailer({ smtpUrl: sink.url });
  const pool = database.db.$client;
  const count = async (text: string) => Number((await pool.query<{ n: string }>(text)).rows[0]!.n);

  /** Until no job is due or running: the retention sweeps a first start schedules, an earlier turn. */
  const settle = async () => {
    const deadline = Date.now() + 120_000;
    while ((await count(`select count(*) as n from jobs where state in ('queued', 'running')`)) > 0) {
      if (Date.now() > deadline) throw new Error('jobs still due or running after 2 minutes');
      await delay(200);
    }
  };
  /** The outbox and the mail jobs emptied and vacuumed: every turn starts from the same tables. */
  const clear = async () => {
    await pool.query(`delete from jobs where queue = 'mail.deliver'`);
    await pool.query('delete from mail_outbox');
    await pool.query('vacuum (analyze) jobs, mail_outbox');
  };
  /** N order confirmations through the mailer, in one transaction; `inside` runs before its commit. */
  const enqueue = async (n: number, inside?: (tx: Tx) => Promise<void>) => {
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) {
        const { sent } = await mailer.enqueueTemplate(tx, {
          to: `customer${i}@example.com`,
          templateKey: 'order_confirmation',
          variables: {
            name: `Customer ${i}`,
            email: `customer${i}@example.com`,
            order_number: `ORD-${100_000 + i}`,
            order_total: `$${(10 + (i % 190)).toFixed(2)}`,
            store_name: 'Store',
          },
        });
        if (!sent) throw new Error('the order confirmation template is missing or inactive');
      }
      await inside?.(tx);
    });
  };
  /** Enqueues N mails and times from the commit until every one is sent (ms). */
  const drain = async (n: number): Promise<number> => {
    await settle();
    await clear();
    const before = await sink.received();
    await enqueue(n);
    const started = performance.now();
    for (;;) {
      const { rows } = await pool.query<{ sent: number; failed: number }>(
        `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed from mail_outbox`,
      );
      const { sent, failed } = rows[0]!;
      if (failed > 0) throw new Error(`${failed} mails failed`);
      const { exitCode, signalCode } = server.child;
      if (exitCode !== null || signalCode !== null) {
        // (It exits with 0 only after SIGTERM or SIGINT: a signal from outside.)
        throw new Error(`the server stopped (${signalCode ?? exitCode}) with ${n - sent} mails not sent`);
      }
      if (sent === n) break;
      if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`${sent} of ${n} mails sent in 20 minutes`);
      await delay(POLL_MS);
    }
    const ms = performance.now() - started;
    const received = (await sink.received()) - before;
    if (received !== n) throw new Error(`the sink read ${received} messages for ${n} mails sent`);
    return ms;
  };

  const messagesFile = join(options.workDir, 'p17-messages.json');
  const bare = async (): Promise<number> => {
    const before = await sink.received();
    const loop = startHelper(`${ROOT}bench/lib/bare-mail.ts`, {
      SMTP_URL: sink.url,
      MAIL_FROM: SERVER_DEFAULTS.mailFrom,
      CONCURRENCY: String(concurrency),
      MESSAGES: messagesFile,
      WARMUP: String(warmup),
    });
    const [answer] = await Promise.race([
      once(loop.child, 'message') as Promise<[{ type: string; ms: number; sent: number }]>,
      once(loop.child, 'exit').then(() => {
        throw new Error(`the bare nodemailer loop exited:\n${loop.tail()}`);
      }),
    ]);
    await loop.stop();
    const received = (await sink.received()) - before;
    if (answer.sent !== mails || received !== warmup + mails) {
      throw new Error(`the bare loop sent ${answer.sent} and the sink read ${received} (${warmup} + ${mails} wanted)`);
    }
    return answer.ms;
  };

  try {
    // The messages both sides send: those of a turn, read back from the outbox before a rollback.
    await settle();
    await clear();
    let messages: Message[] = [];
    await enqueue(mails, async (tx) => {
      messages = (
        await tx.execute<Message>(
          sql`select to_email as "to", subject, body_html as html, body_text as text from mail_outbox order by id`,
        )
      ).rows;
      throw ROLLBACK;
    }).catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
    writeFileSync(messagesFile, JSON.stringify(messages));
    const bodyBytes =
      messages.reduce((sum, m) => sum + Buffer.byteLength(m.html ?? '') + Buffer.byteLength(m.text ?? ''), 0) /
      messages.length;

    // The server's warm-up: a short drain (nodemailer loaded, the code paths compiled), unmeasured;
    // the statements the server sent meanwhile, per mail, by kind.
    const { queries } = await server.trace(() => drain(warmup));
    const kinds = new Map<string, number>();
    for (const q of queries) {
      const kind = statementKind(q.text);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const statements = [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => ({ kind, perMail: n / warmup }));
    const times = { server: [] as number[], bare: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const which of round % 2 === 0 ? (['server', 'bare'] as const) : (['bare', 'server'] as const)) {
        times[which].push(which === 'server' ? await drain(mails) : await bare());
      }
    }
    return { mails, concurrency, bodyBytes, server: times.server, bare: times.bare, statements };
  } finally {
    await database.close();
    await server.stop();
    await sink.stop();
  }
}
