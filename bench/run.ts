// `npm run bench` (issue 8): store-scale performance budgets, each a ratio against a baseline
// measured in the same run (absolute times on a shared 2-core machine are noise).
//
//   npm run bench                  full scale on PostgreSQL: 100k users, 1M orders, 1M audit rows
//                                  (+ 1 % and 1k-order stores); fails when a budget is missed and
//                                  writes bench/results.md
//   npm run bench -- --quick       CI smoke: tiny stores, short runs; checks that every measure
//                                  runs and prints the table, never fails on a ratio
//   --only P3,P5                   run some measures only (results.md is then not written unless --write)
//   --no-write                     leave bench/results.md as it is (the table goes to the work folder)
//   --database-suffix S --server-import FILE
//                                  measure a change before it lands: stores copied to <name>S and
//                                  changed by hand, FILE preloaded into the server
//   --database-base URL            PostgreSQL server for the bench databases (default postgres://postgres@127.0.0.1:5432)
//   --port-base N                  ports N…N+7 (default 4720)   --web-dist DIR  use an already built panel
//   --scale K                      the full store K times larger (K = 5: 500k users, 5M orders, 5M audit
//                                  rows) in a database of its own (store_bench_x5); the table goes to
//                                  bench/results-x5.md (issue 19: how the figures grow)
//
// The stores are made by `npm run seed:scale` into dedicated databases (store_bench, …) and kept
// between runs; they are rebuilt when the generator or the sizes change (a marker row says what
// a database holds).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../apps/server/src/db/client.ts';
import { scaleFingerprint, scaleOptions, SCALE_MARKER_KEY } from '../apps/server/src/seed/scale.ts';
import type { Browser } from 'playwright';
import {
  launch,
  ordersFirstRowPair,
  scriptsForLoginThenDashboard,
  scriptsOfDist,
  type ScriptLoad,
} from './lib/browser.ts';
import { bulkStatusPair } from './lib/bulk.ts';
import { confirmationPair } from './lib/confirmation.ts';
import { webhookEventPair } from './lib/webhook-events.ts';
import { mailDrainPair } from './lib/mail-drain.ts';
import { timelinePair } from './lib/timeline.ts';
import { pickerPair, summaryPair } from './lib/customer.ts';
import { twoStepSignInPair } from './lib/two-step.ts';
import { copyOrders, exportOrders, peakResident, residentBytes, type Streamed } from './lib/export.ts';
import { lighthouseScores } from './lib/lighthouse.ts';
import { throughput, timePair, type Throughput } from './lib/measure.ts';
import {
  buildServerBundle,
  http,
  ROOT,
  signIn,
  startBareHttp,
  startBareList,
  startServer,
  stopAll,
  type Recorded,
  type Response,
  type Running,
} from './lib/server.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'database-base': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'port-base': { type: 'string', default: '4720' },
    'web-dist': { type: 'string' },
    'work-dir': { type: 'string', default: join(tmpdir(), 'store-bench') },
    write: { type: 'boolean' },
    'no-write': { type: 'boolean', default: false },
    'database-suffix': { type: 'string', default: '' },
    'server-import': { type: 'string' },
    scale: { type: 'string', default: '1' },
  },
});

const QUICK = values.quick;
const SCALE = Number(values.scale);
if (!Number.isInteger(SCALE) || SCALE < 1 || (QUICK && SCALE !== 1)) {
  throw new Error(`--scale must be a whole number from 1 (and 1 with --quick), not ${values.scale}`);
}
const ONLY = values.only ? new Set(values.only.split(',').map((s) => s.trim().toUpperCase())) : null;
const enabled = (id: string) => !ONLY || ONLY.has(id);
/** The rows, P1 to P20. */
const ROWS = Array.from({ length: 22 }, (_, i) => `P${i + 1}`);
const WORK = values['work-dir'];
const PORT = Number(values['port-base']);
const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const ADMIN_ACCOUNT = { adminEmail: ADMIN.email, adminPassword: ADMIN.password };
/** Every server of the run gets the same preload (or none). */
const PRELOAD = values['server-import'] ? { preload: resolve(values['server-import']) } : {};
/** Results are written at full scale (the committed figures), or when asked. */
const WRITE = !values['no-write'] && (values.write ?? (!QUICK && !ONLY));
mkdirSync(WORK, { recursive: true });

interface Scale {
  users: number;
  orders: number;
  audit: number;
  products?: number;
  promos?: number;
}
const FULL: Scale = QUICK
  ? { users: 2000, orders: 20_000, audit: 20_000 }
  : { users: 100_000 * SCALE, orders: 1_000_000 * SCALE, audit: 1_000_000 * SCALE };
/**
 * The 1 % store. Its catalogue (products and promo codes) is the full store's: a catalogue does not
 * grow with the customers, and the screens that read all of it (Promo Codes fetches every code,
 * spec 001 §9; the Analytics best sellers every product sold) would otherwise compare ten times
 * the rows, not the same list in a store with a hundred times fewer orders.
 */
const FULL_CATALOGUE = scaleOptions({ users: QUICK ? 2000 : 100_000, orders: 0, adminEmail: ADMIN.email });
const SMALL: Scale = {
  ...(QUICK ? { users: 20, orders: 200, audit: 200 } : { users: 1000, orders: 10_000, audit: 10_000 }),
  // (The 100k-user store's, whatever --scale says: one 1 % store serves every scale.)
  products: FULL_CATALOGUE.products,
  promos: FULL_CATALOGUE.promos,
};
/** P8 compares with a store of 1,000 orders. */
const TINY: Scale = QUICK ? SMALL : { users: 100, orders: 1000, audit: 1000 };
const prefix = QUICK ? 'store_bench_quick' : 'store_bench';
const SUFFIX = values['database-suffix'];
const dbUrl = (name: string) => `${values['database-base'].replace(/\/$/, '')}/${name}${SUFFIX}`;
const DB = {
  full: dbUrl(SCALE === 1 ? prefix : `${prefix}_x${SCALE}`),
  small: dbUrl(`${prefix}_1pct`),
  tiny: QUICK ? dbUrl(`${prefix}_1pct`) : dbUrl(`${prefix}_1k`),
  /** P16: a 1 % store of its own, where no other server's job runner takes its jobs. */
  mail: dbUrl(`${prefix}_mail_1pct`),
  /** P17: an empty store, made afresh by each run. */
  drain: dbUrl(`${prefix}_mail_drain`),
};
/** P17: mails drained per turn (and per warm-up). */
const DRAIN = QUICK ? { mails: 300, warmup: 50 } : { mails: 10_000, warmup: 500 };
const PGLITE_DIR = join(WORK, (QUICK ? 'pglite-quick' : 'pglite-1pct') + SUFFIX);

const SETTINGS = QUICK
  ? { seconds: 2, connections: 8, samples: 5, warmup: 2, browserRuns: 2, rounds: 1 }
  : { seconds: 10, connections: 10, samples: 21, warmup: 5, browserRuns: 7, rounds: 2 };

// ---------------------------------------------------------------------------------------------
// Results

interface Row {
  id: string;
  measure: string;
  figure: string;
  ratio: number | null;
  budget: string;
  ok: boolean | null;
  note?: string;
}
const rows: Row[] = [];
const details: string[] = [];
const loads: string[] = [];

function record(row: Row) {
  rows.push(row);
  const mark = row.ok === null ? '—' : row.ok ? 'ok' : 'MISSED';
  console.log(
    `  ${row.id.padEnd(4)} ${row.measure.padEnd(52)} ${row.figure.padEnd(40)} ${row.budget.padEnd(8)} ${mark}`,
  );
}
const atMost = (limit: number) => (r: number) => r <= limit;
const atLeast = (limit: number) => (r: number) => r >= limit;
const x = (r: number) => `${r.toFixed(2)}×`;
const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;

function ratioRow(
  id: string,
  measure: string,
  ratio: number,
  figure: string,
  budget: string,
  check: (r: number) => boolean,
  note?: string,
) {
  record({
    id,
    measure,
    figure: `${x(ratio)} (${figure})`,
    ratio,
    budget,
    ok: check(ratio),
    ...(note ? { note } : {}),
  });
}
/** A ratio printed beside the budgets to explain one, with no budget of its own. */
function contextRow(id: string, measure: string, ratio: number, figure: string) {
  record({ id, measure, figure: `${x(ratio)} (${figure})`, ratio, budget: '—', ok: null });
}
function failedRow(id: string, measure: string, budget: string, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  record({ id, measure, figure: `error: ${message.split('\n')[0]!.slice(0, 120)}`, ratio: null, budget, ok: false });
  details.push(`### ${id} ${measure}: error\n\n\`\`\`\n${message.slice(0, 3000)}\n\`\`\``);
}
async function guarded(id: string, measure: string, budget: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    failedRow(id, measure, budget, err);
  }
}
const noteLoad = (when: string) => {
  const [one, five] = loadavg();
  loads.push(`${when}: ${one!.toFixed(1)} / ${five!.toFixed(1)}`);
};

// ---------------------------------------------------------------------------------------------
// Stores

/**
 * The scale marker of a kept store, or null when it cannot be reused: no such database, no
 * marker, or a migration applied there that is not this repository's (a store filled by another
 * version of a migration would fail the server's start, so it is filled again).
 */
async function markerOf(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null; // no such database yet
  }
  try {
    const ours = new Set(migrationsOfThisRepository().split(','));
    const { rows: applied } = await client.query<{ migration: string }>(
      `select created_at || ':' || hash as migration from drizzle.__drizzle_migrations`,
    );
    if (applied.some((m) => !ours.has(m.migration))) return null;
    const { rows: found } = await client.query<{ value: string }>('select value from system_settings where key = $1', [
      SCALE_MARKER_KEY,
    ]);
    return found[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

function seedArgs(scale: Scale): string[] {
  const args = ['--users', String(scale.users), '--orders', String(scale.orders), '--audit', String(scale.audit)];
  if (scale.products !== undefined) args.push('--products', String(scale.products));
  if (scale.promos !== undefined) args.push('--promos', String(scale.promos));
  return args;
}
const wanted = (scale: Scale) => scaleFingerprint(scaleOptions({ ...scale, adminEmail: ADMIN.email }));

function runSeed(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', ...args, '--reset'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seed:scale ${args.join(' ')} failed`);
}

async function ensurePostgresStore(url: string, scale: Scale) {
  if ((await markerOf(url)) === wanted(scale)) return;
  if (SUFFIX) throw new Error(`${url} does not hold the store this run needs (copies are made by hand)`);
  console.log(`\n▶ filling ${url} (${scale.users} users, ${scale.orders} orders, ${scale.audit} audit rows)`);
  runSeed([...seedArgs(scale), '--database-url', url]);
}

/** This repository's migrations, each by its time and hash: a store made by others is made again. */
const migrationsOfThisRepository = () =>
  readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })
    .map((m) => `${m.folderMillis}:${m.hash}`)
    .join(',');

function ensurePgliteStore(dir: string, scale: Scale) {
  const markerFile = join(dir, 'scale-marker.json');
  const marker = `${wanted(scale)}|${migrationsOfThisRepository()}`;
  if (existsSync(markerFile) && readFileSync(markerFile, 'utf8') === marker) return;
  if (SUFFIX) throw new Error(`${dir} does not hold the store this run needs (copies are made by hand)`);
  console.log(`\n▶ filling PGlite in ${dir} (${scale.users} users, ${scale.orders} orders)`);
  runSeed([...seedArgs(scale), '--pglite', dir]);
  writeFileSync(markerFile, marker);
}

// ---------------------------------------------------------------------------------------------
// Builds (P6 and P8 need the panel; P6 a hello-world built in the same run)

function build(root: string, outDir: string) {
  console.log(`\n▶ vite build ${root} → ${outDir}`);
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      root,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The list endpoints as their screens call them (spec 000 §7, 001 §7/§9)

const LISTS: { name: string; path: string; limit: number }[] = [
  { name: 'users', path: '/api/admin/users?page=1', limit: 10 },
  { name: 'products', path: '/api/admin/products?page=1', limit: 10 },
  { name: 'orders', path: '/api/admin/orders?page=1', limit: 10000 },
  { name: 'promos', path: '/api/admin/promos?page=1', limit: 10000 },
  // The User Access screen's call: a page of users' groups (decision 0036), not every grant.
  { name: 'access', path: '/api/admin/access/groups?page=1', limit: 20 },
  { name: 'shipments', path: '/api/admin/shipments?page=1', limit: 10 },
  { name: 'countries', path: '/api/admin/countries?page=1', limit: 10 },
  { name: 'releases', path: '/api/admin/releases?page=1', limit: 10 },
  { name: 'templates', path: '/api/admin/templates?page=1', limit: 10 },
  { name: 'audit', path: '/api/admin/audit?page=1', limit: 20 },
];

/**
 * How many SQL statements one GET sends (the admin guard's look-up included). The server also
 * queries on its own timers (rate-limiter settings every 10 s, the blacklist), which can fall in
 * the window: the least of three tries is the request's.
 */
async function queriesOf(server: Running, url: string, auth: Record<string, string>): Promise<number> {
  let least = Infinity;
  for (let n = 0; n < 3; n++) {
    least = Math.min(least, (await server.trace(() => http('GET', url, { headers: auth }))).queries.length);
  }
  return least;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN of what the server ran

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}
const describe = (n: PlanNode) =>
  `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`;

/**
 * The plans of the statements that read `table` (the admin guard's session look-up aside);
 * `indexed` when every one reaches the table through an index and none scans it sequentially.
 */
async function explainOn(url: string, queries: Recorded[], table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plans: { sql: string; nodes: string[]; seq: boolean; index: boolean }[] = [];
    for (const q of queries) {
      if (!/^\s*select/i.test(q.text) || /from "admin_sessions"/.test(q.text)) continue;
      if (!new RegExp(`from "?${table}"?\\b`).test(q.text)) continue;
      const { rows: result } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${q.text}`,
        q.values,
      );
      const all = walk(result[0]!['QUERY PLAN'][0]!.Plan);
      const onTable = all.filter((n) => n['Relation Name'] === table);
      // A bitmap heap scan is driven by the bitmap index scans below it: name those indexes too.
      const bitmapIndexes = all.filter((n) => n['Node Type'] === 'Bitmap Index Scan').map(describe);
      plans.push({
        sql: q.text,
        nodes: [...onTable.map(describe), ...bitmapIndexes],
        seq: onTable.some((n) => /Seq Scan/.test(n['Node Type'])),
        index: onTable.some((n) => /Index|Bitmap Heap Scan/.test(n['Node Type'])),
      });
    }
    return { plans, indexed: plans.length > 0 && plans.every((p) => p.index && !p.seq) };
  } finally {
    await client.end();
  }
}

async function sqlValue<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: found } = await client.query(text);
    return Object.values(found[0] as object)[0] as T;
  } finally {
    await client.end();
  }
}

/** The admin_api limiter allows 1200 requests a minute; a load test needs more (10000 a second). */
async function openAdminLimiter(server: Running, auth: Record<string, string>) {
  const res = await http('GET', `${server.url}/api/admin/rate-limiters`, { headers: auth });
  const { data } = JSON.parse(res.body) as { data: { id: number; limiter_name: string; description: string }[] };
  const limiter = data.find((l) => l.limiter_name === 'admin_api');
  if (!limiter) return;
  const put = await http('PUT', `${server.url}/api/admin/rate-limiters/${limiter.id}`, {
    headers: auth,
    // Its highest limit, 10,000 a second, in a full run (the limiter's cost is part of a request's);
    // off in the smoke, where a small store on a quiet machine can answer faster than that and the
    // 429s would fail a run whose ratios are not enforced anyway.
    body: { window_ms: 1000, max_requests: 10000, description: limiter.description, is_active: !QUICK },
  });
  if (put.status !== 200) throw new Error(`could not raise the admin_api limiter: ${put.status} ${put.body}`);
}

const ANALYTICS = ['overview', 'products'] as const;

type Auth = Record<string, string>;
interface Side {
  server: Running;
  auth: Auth;
  db: string;
}

/** The headers of an answer, but those of the connection, the length and the request's own id. */
function answerHeaders(answer: Response): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answer.headers).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(entry[0]),
    ),
  );
}

/** The headers `/healthz` sends, but those of the connection and the request's own id. */
async function healthzHeaders(server: Running): Promise<Record<string, string>> {
  return answerHeaders(await http('GET', `${server.url}/healthz`));
}

/** The connections of the server's PostgreSQL pool (apps/server/src/db/client.ts, `openPostgres`). */
const SERVER_POOL_SIZE = 10;
/** The pages P2 and P9 cycle through, as the Users screen asks for them. */
const USERS_PAGES = Array.from({ length: 20 }, (_, n) => `/api/admin/users?page=${n + 1}&limit=10`);

/**
 * P2's baseline sends what the server sends for a users page: the statements of one page are
 * recorded from the server (the least of three tries, as its timers may query meanwhile). It must
 * be one statement, the page and its total, with the limit and the offset as its values: should
 * the server come to send more, the bare list must learn them, and this says so.
 */
async function usersPageStatement(full: Side): Promise<{ text: string; name?: string }> {
  let least: Recorded[] | undefined;
  for (let n = 0; n < 3; n++) {
    const { result, queries } = await full.server.trace(() =>
      http('GET', `${full.server.url}/api/admin/users?page=2&limit=10`, { headers: full.auth }),
    );
    if (result.status !== 200) throw new Error(`GET /api/admin/users answered ${result.status}: ${result.body}`);
    if (!least || queries.length < least.length) least = queries;
  }
  const [statement] = least!;
  if (least!.length !== 1 || !/ from "users" /.test(statement!.text) || `${statement!.values}` !== '10,10') {
    throw new Error(
      `a users page sent ${least!.length} statements, where the bare list (bench/lib/bare-list.ts) sends one ` +
        `(its limit and offset as $1 and $2):\n${least!.map((q) => `${q.text} ${JSON.stringify(q.values)}`).join('\n')}`,
    );
  }
  return { text: statement!.text, ...(statement!.name ? { name: statement!.name } : {}) };
}

/**
 * A baseline must answer what the server answers: each pair's body (the server's path, the
 * baseline's), byte for byte, and the same headers (the values of all but the rate limiter's count
 * and window end, which change between two answers). A baseline that drifts from the server (a
 * field added, a header dropped) would measure something else, so the run stops here instead.
 */
async function assertSameAnswers(server: Running, bare: Running, paths: [string, string][], auth: Auth) {
  for (const [path, barePath] of paths) {
    const ours = await http('GET', `${server.url}${path}`, { headers: auth });
    const theirs = await http('GET', `${bare.url}${barePath}`, { headers: auth });
    const what = `${path}: ${bare.name}`;
    if (ours.status !== 200 || theirs.status !== 200) {
      throw new Error(`${what} answered ${theirs.status}, the server ${ours.status}: ${theirs.body.slice(0, 300)}`);
    }
    if (ours.body !== theirs.body) {
      let at = 0;
      while (ours.body[at] === theirs.body[at]) at++;
      const around = (body: string) => JSON.stringify(body.slice(Math.max(0, at - 60), at + 60));
      throw new Error(
        `${what}'s body differs from the server's at character ${at}:\n` +
          `  server:   ${around(ours.body)}\n  baseline: ${around(theirs.body)}`,
      );
    }
    const [a, b] = [answerHeaders(ours), answerHeaders(theirs)].map((h) =>
      JSON.stringify(
        Object.entries(h)
          .map(([name, value]) => [name, /^ratelimit-(remaining|reset)$/.test(name) ? '…' : value])
          .sort(),
      ),
    );
    if (a !== b) throw new Error(`${what}'s headers differ from the server's:\n  ${a}\n  ${b}`);
  }
}

const µs = (n: number) => `${Math.round(n)} µs`;
const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * The CPU per request of a target and of its baseline, each measured during its own run: their
 * processes (the ratio's figure), PostgreSQL's backends, and the load generator.
 */
function cpuRow(id: string, measure: string, target: Throughput, baseline: Throughput, names: [string, string]) {
  const [t, b] = [target.cpu, baseline.cpu];
  if (!t || !b) return;
  contextRow(
    id,
    measure,
    t.server / b.server,
    `${names[0]} ${µs(t.server)} vs ${names[1]} ${µs(b.server)} a request; PostgreSQL ${µs(t.database)} vs ` +
      `${µs(b.database)}; load generator ${µs(t.generator)} vs ${µs(b.generator)}; cores busy ` +
      `${percent(t.busy)} vs ${percent(b.busy)}`,
  );
}

/**
 * P1: `/healthz` vs a bare node:http server sending the same headers. P2: the users page vs the
 * bare list (bare-list.ts): node:http, pg, jose, the same statement and the same JSON. Every
 * target is measured in turns, round after round; the best round of each counts.
 */
async function measureThroughput(full: Side) {
  const p1 = enabled('P1');
  const p2 = enabled('P2');
  // The plain hello-world, and the same sending every header /healthz sends (security headers,
  // request id): P1's baseline, and what the headers alone cost (context).
  const bare = p1 ? await startBareHttp(PORT) : undefined;
  const bareWithHeaders = p1 ? await startBareHttp(PORT + 6, await healthzHeaders(full.server)) : undefined;
  let bareList: Running | undefined;
  const ids = Array.from({ length: 20 }, (_, n) => `/api/admin/users/${Math.round(((n + 1) * FULL.users) / 21)}`);
  const best: Record<string, Throughput> = {};
  const keep = (key: string, t: Throughput) => {
    if (t.non2xx > 0 || t.errors > 0) throw new Error(`${key}: ${t.non2xx} non-2xx answers, ${t.errors} errors`);
    if (!best[key] || t.rps > best[key]!.rps) best[key] = t;
  };
  try {
    if (bareWithHeaders) await assertSameAnswers(full.server, bareWithHeaders, [['/healthz', '/']], {});
    if (p2) {
      const page = await http('GET', `${full.server.url}${USERS_PAGES[0]}`, { headers: full.auth });
      bareList = await startBareList({
        port: PORT + 7,
        databaseUrl: full.db,
        // The bench leaves PUBLIC_URL unset: the server's default (config.ts).
        publicUrl: `http://localhost:${new URL(full.server.url).port}`,
        statement: await usersPageStatement(full),
        headers: answerHeaders(page),
        poolSize: SERVER_POOL_SIZE,
      });
      await assertSameAnswers(
        full.server,
        bareList,
        USERS_PAGES.map((path) => [path, path]),
        full.auth,
      );
    }
    const pid = (running: Running | undefined) => running?.child.pid;
    // The CPU of PostgreSQL's backends on the store only: other work may share the PostgreSQL.
    const store = new URL(full.db).pathname.slice(1);
    for (let round = 0; round < SETTINGS.rounds; round++) {
      if (bare && bareWithHeaders) {
        keep('bare node:http /', await throughput(bare.url, ['/'], {}, SETTINGS, pid(bare), store));
        keep(
          'bare node:http / with the headers',
          await throughput(bareWithHeaders.url, ['/'], {}, SETTINGS, pid(bareWithHeaders), store),
        );
        keep('/healthz', await throughput(full.server.url, ['/healthz'], {}, SETTINGS, pid(full.server), store));
      }
      if (bareList) {
        keep('bare list', await throughput(bareList.url, USERS_PAGES, full.auth, SETTINGS, pid(bareList), store));
        keep(
          '/api/admin/users?page=1…20',
          await throughput(full.server.url, USERS_PAGES, full.auth, SETTINGS, pid(full.server), store),
        );
        // Not a budget: the cheapest authenticated call that reads the database, for scale.
        keep('/api/admin/users/{id}', await throughput(full.server.url, ids, full.auth, SETTINGS));
      }
    }
  } finally {
    await Promise.all([bare?.stop(), bareWithHeaders?.stop(), bareList?.stop()]);
  }
  if (p1) {
    const b = best['bare node:http /']!;
    const withHeaders = best['bare node:http / with the headers']!;
    const h = best['/healthz']!;
    ratioRow(
      'P1',
      '/healthz req/s vs bare node:http with the same headers',
      h.rps / withHeaders.rps,
      `${rps(h.rps)} vs ${rps(withHeaders.rps)}`,
      '≥ 0.8×',
      atLeast(0.8),
    );
    // Not budgets: what the headers alone cost, and /healthz against the plain hello-world (bench README).
    contextRow(
      'P1',
      'bare node:http with /healthz headers vs bare node:http',
      withHeaders.rps / b.rps,
      `${rps(withHeaders.rps)} vs ${rps(b.rps)}`,
    );
    contextRow('P1', '/healthz req/s vs bare node:http', h.rps / b.rps, `${rps(h.rps)} vs ${rps(b.rps)}`);
    cpuRow('P1', 'CPU per request, /healthz vs bare with the headers', h, withHeaders, ['server', 'bare']);
  }
  if (p2) {
    const u = best['/api/admin/users?page=1…20']!;
    const l = best['bare list']!;
    ratioRow(
      'P2',
      'GET /users?page=N req/s vs the bare list (node:http, pg, jose)',
      u.rps / l.rps,
      `${rps(u.rps)} vs ${rps(l.rps)}`,
      '≥ 0.6×',
      atLeast(0.6),
    );
    cpuRow('P2', 'CPU per request, GET /users?page=N vs the bare list', u, l, ['server', 'bare list']);
  }
  details.push(
    `### P1/P2 throughput (autocannon, ${SETTINGS.connections} connections, ${SETTINGS.seconds} s, best of ${SETTINGS.rounds}, in turns)\n\n` +
      `| target | req/s | p50 | p99 | CPU per request: the process, PostgreSQL, the load generator | cores busy |\n|---|---|---|---|---|---|\n` +
      Object.entries(best)
        .map(
          ([k, t]) =>
            `| ${k} | ${Math.round(t.rps)} | ${t.p50} ms | ${t.p99} ms | ` +
            (t.cpu
              ? `${µs(t.cpu.server)}, ${µs(t.cpu.database)}, ${µs(t.cpu.generator)} | ${percent(t.cpu.busy)}`
              : '— | —') +
            ' |',
        )
        .join('\n'),
  );
}

/** P3: each list at full scale and at 1 %, in turns; and its queries per request (no N+1). */
async function measureLists(full: Side, small: Side) {
  const table: string[] = [];
  for (const list of LISTS) {
    const measure = `p50 GET /${list.name} (limit ${list.limit}) full vs 1 %`;
    await guarded('P3', measure, '≤ 1.5×', async () => {
      const path = `${list.path}&limit=${list.limit}`;
      const [f, s] = await timePair(
        { url: `${full.server.url}${path}`, headers: full.auth },
        { url: `${small.server.url}${path}`, headers: small.auth },
        SETTINGS,
      );
      const q = {
        full: await queriesOf(full.server, `${full.server.url}${path}`, full.auth),
        fullOne: await queriesOf(full.server, `${full.server.url}${list.path}&limit=1`, full.auth),
        small: await queriesOf(small.server, `${small.server.url}${path}`, small.auth),
      };
      // N+1: statements that grow with the rows. One statement a page reads only when the page
      // holds rows that need it (the audit entries' record labels) is not that.
      const nPlusOne = Math.abs(q.full - q.fullOne) > 1 || Math.abs(q.full - q.small) > 1;
      const ratio = f.p50 / s.p50;
      // A screen that fetches "everything up to 10000" gets more rows from the bigger store: the
      // same call at a limit both stores fill tells the cost of scale apart from response size.
      let sameRows = '';
      if (list.limit > 1000 && f.bytes > 1.3 * s.bytes) {
        const [f1k, s1k] = await timePair(
          { url: `${full.server.url}${list.path}&limit=1000`, headers: full.auth },
          { url: `${small.server.url}${list.path}&limit=1000`, headers: small.auth },
          SETTINGS,
        );
        sameRows = `at limit 1000 (the same rows from both stores): ${x(f1k.p50 / s1k.p50)} (${ms(f1k.p50)} vs ${ms(s1k.p50)})`;
      }
      record({
        id: 'P3',
        measure,
        figure: `${x(ratio)} (${ms(f.p50)} vs ${ms(s.p50)}); ${q.full} queries`,
        ratio,
        budget: '≤ 1.5×',
        ok: ratio <= 1.5 && !nPlusOne,
        ...(nPlusOne || sameRows
          ? {
              note: [nPlusOne ? 'the query count changes with the rows returned (N+1?)' : '', sameRows]
                .filter(Boolean)
                .join('; '),
            }
          : {}),
      });
      table.push(
        `| ${list.name} | ${ms(f.p50)} | ${ms(s.p50)} | ${x(ratio)} | ${Math.round(f.bytes / 1024)} KiB / ${Math.round(s.bytes / 1024)} KiB | ${q.full} / ${q.fullOne} / ${q.small} |`,
      );
    });
  }
  details.push(
    `### P3 lists (p50 of ${SETTINGS.samples} requests after ${SETTINGS.warmup} warm-up, full and 1 % in turns)\n\n` +
      `Queries per request include the admin guard's session look-up; they must not change with the rows returned (no N+1).\n\n` +
      `| list | full p50 | 1 % p50 | ratio | body full / 1 % | queries: full / full at limit 1 / 1 % |\n|---|---|---|---|---|---|\n` +
      table.join('\n'),
  );
}

/** P4: substring searches vs fetching one row by id, and the plans of what the server ran. */
async function measureSearches(full: Side) {
  const userId = Math.round(FULL.users * 0.42);
  const userEmail = await sqlValue<string>(full.db, `select email from users where id = ${userId}`);
  const orderId = Math.round(FULL.orders / 2);
  const orderEmail = await sqlValue<string>(full.db, `select customer_email from orders where id = ${orderId}`);
  const auditId = Math.round(FULL.audit / 2);
  const searches = [
    {
      name: 'users by e-mail',
      table: 'users',
      term: userEmail.split('@')[0]!,
      list: '/api/admin/users?page=1&limit=10',
      byId: `/api/admin/users/${userId}`,
    },
    {
      name: 'orders by e-mail',
      table: 'orders',
      term: orderEmail.split('@')[0]!,
      list: '/api/admin/orders?page=1&limit=10000',
      byId: `/api/admin/orders/${orderId}`,
    },
    {
      name: 'audit by admin',
      table: 'audit_logs',
      term: 'bruno',
      list: '/api/admin/audit?page=1&limit=20',
      byId: `/api/admin/audit/${auditId}`,
    },
  ];
  for (const s of searches) {
    await guarded('P4', `search ${s.name} vs fetch by id`, '≤ 4×', async () => {
      const searchUrl = `${full.server.url}${s.list}&search=${encodeURIComponent(s.term)}`;
      const [search, byId] = await timePair(
        { url: searchUrl, headers: full.auth },
        { url: `${full.server.url}${s.byId}`, headers: full.auth },
        SETTINGS,
      );
      const { queries } = await full.server.trace(() => http('GET', searchUrl, { headers: full.auth }));
      const plan = await explainOn(full.db, queries, s.table);
      const ratio = search.p50 / byId.p50;
      record({
        id: 'P4',
        measure: `search ${s.name} ("${s.term}") vs fetch by id`,
        figure: `${x(ratio)} (${ms(search.p50)} vs ${ms(byId.p50)}); ${plan.indexed ? 'index scans' : 'NOT only index scans'}`,
        ratio,
        budget: '≤ 4×',
        ok: ratio <= 4 && plan.indexed,
      });
      details.push(
        `### P4 ${s.name}: \`${s.list}&search=${s.term}\`\n\n` +
          plan.plans
            .map(
              (p) =>
                `- ${p.nodes.join('; ') || '(no scan of the table)'}\n\n  \`${p.sql.replace(/\s+/g, ' ').slice(0, 400)}\``,
            )
            .join('\n'),
      );
    });
  }
}

/**
 * P15: the command palette's search (issue 18, decision 0030) as the admin types it, full vs 1 %,
 * in turns, and the plans of what the server ran on the full store: each group is a range of an
 * index stopped at five rows, so its cost must not grow with the store.
 */
async function measurePalette(full: Side, small: Side) {
  const middle = (db: string, scale: Scale) =>
    sqlValue<string>(db, `select order_number from orders where id = ${Math.round(scale.orders / 2)}`);
  const email = await sqlValue<string>(full.db, `select email from users where id = ${Math.round(FULL.users * 0.42)}`);
  const terms = [
    { name: 'a whole order number', full: await middle(full.db, FULL), small: await middle(small.db, SMALL) },
    { name: 'the end of an order number', full: '0123', small: '0123' },
    { name: 'the start of an e-mail', full: email.slice(0, 3), small: email.slice(0, 3) },
    { name: 'two letters', full: 'ma', small: 'ma' },
  ];
  const table: string[] = [];
  for (const term of terms) {
    const measure = `p50 palette search (${term.name}) ${FULL.orders.toLocaleString('en-US')} vs ${SMALL.orders.toLocaleString('en-US')} orders`;
    await guarded('P15', measure, '≤ 2×', async () => {
      const url = (side: Side, q: string) => `${side.server.url}/api/admin/search?q=${encodeURIComponent(q)}`;
      const [f, s] = await timePair(
        { url: url(full, term.full), headers: full.auth },
        { url: url(small, term.small), headers: small.auth },
        SETTINGS,
      );
      const { queries } = await full.server.trace(() => http('GET', url(full, term.full), { headers: full.auth }));
      const plans = [await explainOn(full.db, queries, 'orders'), await explainOn(full.db, queries, 'users')];
      const indexed = plans.every((p) => p.indexed);
      const ratio = f.p50 / s.p50;
      record({
        id: 'P15',
        measure,
        figure: `${x(ratio)} (${ms(f.p50)} vs ${ms(s.p50)}); ${indexed ? 'index scans' : 'NOT only index scans'}`,
        ratio,
        budget: '≤ 2×',
        ok: ratio <= 2 && indexed,
      });
      table.push(
        `| ${term.name} | \`${term.full}\` / \`${term.small}\` | ${ms(f.p50)} | ${ms(s.p50)} | ${x(ratio)} | ` +
          `${plans.flatMap((p) => p.plans.map((q) => q.nodes.join('; '))).join('<br>')} |`,
      );
    });
  }
  details.push(
    `### P15 the command palette's search (\`GET /search?q=…\`, full and 1 % in turns)\n\n` +
      `| search | q full / 1 % | full p50 | 1 % p50 | ratio | scans on the full store |\n|---|---|---|---|---|---|\n` +
      table.join('\n'),
  );
}

/**
 * P10: a sorted first page vs the same list's default (unsorted) first page, in turns, and the
 * plans of what the server ran: the sort each list is likeliest to be slow at (orders by total,
 * descending: a backward scan; users by name), served by its (column, id) index.
 */
async function measureSorts(full: Side) {
  const sorts = [
    { name: 'orders', table: 'orders', list: '/api/admin/orders?page=1&limit=10', sort: '-total' },
    { name: 'users', table: 'users', list: '/api/admin/users?page=1&limit=10', sort: 'name' },
  ];
  for (const s of sorts) {
    const measure = `sorted page of ${s.name} (sort=${s.sort}) vs the unsorted page`;
    await guarded('P10', measure, '≤ 1.5×', async () => {
      const sortedUrl = `${full.server.url}${s.list}&sort=${encodeURIComponent(s.sort)}`;
      const [sorted, plain] = await timePair(
        { url: sortedUrl, headers: full.auth },
        { url: `${full.server.url}${s.list}`, headers: full.auth },
        SETTINGS,
      );
      const { queries } = await full.server.trace(() => http('GET', sortedUrl, { headers: full.auth }));
      const plan = await explainOn(full.db, queries, s.table);
      const ratio = sorted.p50 / plain.p50;
      record({
        id: 'P10',
        measure,
        figure: `${x(ratio)} (${ms(sorted.p50)} vs ${ms(plain.p50)}); ${plan.indexed ? 'index scans' : 'NOT only index scans'}`,
        ratio,
        budget: '≤ 1.5×',
        ok: ratio <= 1.5 && plan.indexed,
      });
      details.push(
        `### P10 ${s.name}: \`${s.list}&sort=${s.sort}\`\n\n` +
          plan.plans
            .map(
              (p) =>
                `- ${p.nodes.join('; ') || '(no scan of the table)'}\n\n  \`${p.sql.replace(/\s+/g, ' ').slice(0, 400)}\``,
            )
            .join('\n'),
      );
    });
  }
}

/** The analytics screen's default: one month back to the store's last day with orders. */
async function monthRange(url: string): Promise<string> {
  const end = await sqlValue<string>(
    url,
    `select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD') from orders`,
  );
  const d = new Date(`${end}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return `start_date=${d.toISOString().slice(0, 10)}&end_date=${end}`;
}

/** P5: the analytics overview and products report over one month, full vs 1 %, in turns. */
async function measureAnalytics(full: Side, small: Side) {
  const ranges = [await monthRange(full.db), await monthRange(small.db)];
  for (const call of ANALYTICS) {
    await guarded('P5', `p50 /analytics/${call} (1 month) 1M vs 10k orders`, '≤ 3×', async () => {
      const extra = call === 'products' ? '&limit=10000' : '';
      const [f, s] = await timePair(
        { url: `${full.server.url}/api/admin/analytics/${call}?${ranges[0]}${extra}`, headers: full.auth },
        { url: `${small.server.url}/api/admin/analytics/${call}?${ranges[1]}${extra}`, headers: small.auth },
        SETTINGS,
      );
      ratioRow(
        'P5',
        `p50 /analytics/${call} (1 month) ${FULL.orders.toLocaleString('en-US')} vs ${SMALL.orders.toLocaleString('en-US')} orders`,
        f.p50 / s.p50,
        `${ms(f.p50)} vs ${ms(s.p50)}`,
        '≤ 3×',
        atMost(3),
      );
    });
  }
  details.push(`### P5 ranges\n\nfull: ${ranges[0]}; 1 %: ${ranges[1]}`);
}

/**
 * P11: a CSV export of every order (the panel's two calls, the file streamed back uncompressed)
 * vs PostgreSQL's own COPY of the same rows and fields to a client, in turns; and the server's
 * resident memory while it streams, over what it held before (decision 0017).
 */
async function measureExport(full: Side) {
  await guarded('P11', `export all orders rows/s vs COPY`, '≥ 0.25×', async () => {
    const pid = full.server.child.pid;
    if (pid === undefined) throw new Error('no server process id');
    const total = Number(await sqlValue<string>(full.db, 'select count(*) from orders'));
    let copy: Streamed | null = null;
    let exported: Streamed | null = null;
    let growth = 0;
    let before = 0;
    let peakSeen = 0;
    const rate = (s: Streamed) => s.rows / (s.ms / 1000);
    for (let round = 0; round < SETTINGS.rounds; round++) {
      const c = await copyOrders(full.db);
      if (!copy || rate(c) > rate(copy)) copy = c;
      const start = residentBytes(pid);
      const { result: e, peak } = await peakResident(pid, () => exportOrders(full.server.url, full.auth));
      if (e.rows !== total || c.rows !== total) {
        throw new Error(`rows: export ${e.rows}, COPY ${c.rows}, orders ${total}`);
      }
      if (!exported || rate(e) > rate(exported)) exported = e;
      if (peak - start > growth) {
        growth = peak - start;
        before = start;
        peakSeen = peak;
      }
    }
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const perSecond = (s: Streamed) => `${Math.round(rate(s)).toLocaleString('en-US')} rows/s`;
    ratioRow(
      'P11',
      `export all ${total.toLocaleString('en-US')} orders rows/s vs COPY`,
      rate(exported!) / rate(copy!),
      `${perSecond(exported!)} vs ${perSecond(copy!)}`,
      '≥ 0.25×',
      atLeast(0.25),
    );
    record({
      id: 'P11',
      measure: 'server RSS growth during the export',
      figure: `+${mb(growth)} (${mb(before)} → peak ${mb(peakSeen)})`,
      ratio: null,
      budget: '< 100 MB',
      ok: growth < 100 * 1024 * 1024,
    });
    details.push(
      `### P11 export of ${total.toLocaleString('en-US')} orders (best of ${SETTINGS.rounds}, in turns)\n\n` +
        `| | rows | bytes | seconds | rows/s |\n|---|---|---|---|---|\n` +
        (
          [
            ['CSV export (POST /exports, then the form post; identity encoding)', exported!],
            ['psql: COPY (the same rows and fields) TO STDOUT (FORMAT csv)', copy!],
          ] as const
        )
          .map(
            ([name, r]) =>
              `| ${name} | ${r.rows} | ${r.bytes} | ${(r.ms / 1000).toFixed(2)} | ${Math.round(rate(r))} |`,
          )
          .join('\n'),
    );
  });
}

/** P6: the gzip size of the JS a first visit loads vs a Vite React hello-world. */
async function measureScripts(browser: Browser, full: Side, helloDist: string) {
  await guarded('P6', 'gzip JS for /login then /dashboard vs Vite React hello-world', '≤ 2.5×', async () => {
    const app = await scriptsForLoginThenDashboard(browser, full.server.url, ADMIN);
    const hello = scriptsOfDist(helloDist);
    const sum = (list: ScriptLoad[]) => list.reduce((total, f) => total + f.gzip, 0);
    // Compressed unless under the server's compression threshold (1 KiB), where gzip saves next to nothing.
    const served = app.every((f) => (f.encoding || f.bytes < 1024) && /max-age=31536000/.test(f.cacheControl ?? ''));
    ratioRow(
      'P6',
      'gzip JS for /login then /dashboard vs Vite React hello-world',
      sum(app) / sum(hello),
      `${kib(sum(app))} in ${app.length} files vs ${kib(sum(hello))}`,
      '≤ 2.5×',
      atMost(2.5),
      served ? undefined : 'NOT every script served compressed with a year of cache',
    );
    details.push(
      `### P6 scripts loaded for /login then /dashboard (${served ? 'all served compressed (those over 1 KiB), cached for a year' : 'NOT all compressed with long cache headers'})\n\n` +
        `| file | bytes | gzip | served as | cache-control |\n|---|---|---|---|---|\n` +
        app
          .map((f) => `| ${f.url} | ${f.bytes} | ${f.gzip} | ${f.encoding ?? 'identity'} | ${f.cacheControl ?? ''} |`)
          .join('\n') +
        `\n\nHello-world: ${hello.map((f) => `${f.url} ${f.bytes} B (gzip ${f.gzip} B)`).join(', ')}`,
    );
  });
}

/** P7: Lighthouse on the sign-in page and four signed-in screens of the full store. */
const LIGHTHOUSE_PAGES = ['/login', '/dashboard', '/orders', '/users', '/analytics'];
async function measureLighthouse(full: Side) {
  const measure = 'Lighthouse performance / accessibility / best practices';
  await guarded('P7', measure, '≥ 95/100/100', async () => {
    const scores = await lighthouseScores(full.server.url, ADMIN, LIGHTHOUSE_PAGES, PORT + 5);
    for (const s of scores) {
      record({
        id: 'P7',
        measure: `Lighthouse ${s.path}`,
        figure: `${s.performance} / ${s.accessibility} / ${s.bestPractices}`,
        ratio: null,
        budget: '≥ 95/100/100',
        ok: QUICK ? null : s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100,
      });
    }
    // Issue 18: on a phone too (Lighthouse's mobile preset: a slow 4G network, a 4× slower CPU).
    const mobile = await lighthouseScores(full.server.url, ADMIN, LIGHTHOUSE_PAGES, PORT + 5, 'mobile');
    for (const s of mobile) {
      record({
        id: 'P7',
        measure: `Lighthouse mobile ${s.path}`,
        figure: `${s.performance} / ${s.accessibility} / ${s.bestPractices}`,
        ratio: null,
        budget: '≥ 90/100',
        ok: QUICK ? null : s.performance >= 90 && s.accessibility === 100,
      });
    }
    details.push(
      `### P7 Lighthouse (desktop and mobile presets, signed in, full store)\n\n` +
        [...scores.map((s) => ({ ...s, preset: 'desktop' })), ...mobile.map((s) => ({ ...s, preset: 'mobile' }))]
          .map((s) => `- ${s.preset} ${s.path}: audits below 90: ${s.failing.join(', ') || 'none'}`)
          .join('\n'),
    );
  });
}

/** P8: the orders screen's first row, full store vs a 1k-order store, in turns. */
async function measureOrdersScreen(browser: Browser, full: Side, webDist: string) {
  await guarded('P8', 'orders screen, time to first row', '≤ 2×', async () => {
    const tiny = await startServer({
      name: 'tiny',
      port: PORT + 3,
      databaseUrl: DB.tiny,
      webDist,
      ...ADMIN_ACCOUNT,
      ...PRELOAD,
    });
    try {
      const [f, t] = await ordersFirstRowPair(browser, [full.server.url, tiny.url], ADMIN, SETTINGS.browserRuns);
      ratioRow(
        'P8',
        `orders screen, time to first row: ${FULL.orders.toLocaleString('en-US')} vs ${TINY.orders.toLocaleString('en-US')} orders`,
        f.p50 / t.p50,
        `${ms(f.p50)} vs ${ms(t.p50)}`,
        '≤ 2×',
        atMost(2),
      );
      details.push(
        `### P8 samples (ms)\n\nfull: ${f.samples.join(', ')}; ${TINY.orders} orders: ${t.samples.join(', ')}`,
      );
    } finally {
      await tiny.stop();
    }
  });
}

/** P13: the timeline of an order with 500 events vs the order's details. */
async function measureTimeline(full: Side) {
  const measure = "timeline of an order with 500 events vs the order's details";
  await guarded('P13', measure, '≤ 2×', async () => {
    const pair = await timelinePair(full.server.url, full.auth, full.db, SETTINGS);
    if (pair.events < 500) throw new Error(`the timeline held ${pair.events} events, not 500 or more`);
    ratioRow(
      'P13',
      measure,
      pair.timeline.p50 / pair.details.p50,
      `${ms(pair.timeline.p50)} vs ${ms(pair.details.p50)}; newest ${pair.shown} of ${pair.events} events, ${kib(pair.timeline.bytes)} vs ${kib(pair.details.bytes)}`,
      '≤ 2×',
      atMost(2),
    );
  });
}

/** P18 (issue 31): a picker's server search, four characters of an e-mail, 100,000 users vs 1,000. */
async function measurePicker(full: Side, small: Side) {
  const measure = `picker search (4 characters of an e-mail) ${FULL.users.toLocaleString('en-US')} vs ${SMALL.users.toLocaleString('en-US')} users`;
  await guarded('P18', measure, '≤ 2×', async () => {
    const pair = await pickerPair(
      { url: full.server.url, auth: full.auth, db: full.db },
      { url: small.server.url, auth: small.auth, db: small.db },
      SETTINGS,
    );
    ratioRow(
      'P18',
      measure,
      pair.full.p50 / pair.small.p50,
      `${ms(pair.full.p50)} vs ${ms(pair.small.p50)}; "${pair.terms[0]}" / "${pair.terms[1]}"`,
      '≤ 2×',
      atMost(2),
    );
  });
}

/** P21 (issue 34): each work queue's count, 1M orders vs 10k, in turns. */
async function measureQueues(full: Side, small: Side) {
  const keys = ['to_ship', 'stale_checkouts', 'failed_mails', 'access_expiring', 'refunded_this_week'];
  const counts: string[] = [];
  for (const key of keys) {
    const measure = `p50 /queues/${key} ${FULL.orders.toLocaleString('en-US')} vs ${SMALL.orders.toLocaleString('en-US')} orders`;
    await guarded('P21', measure, '≤ 2×', async () => {
      const [f, s] = await timePair(
        { url: `${full.server.url}/api/admin/queues/${key}`, headers: full.auth },
        { url: `${small.server.url}/api/admin/queues/${key}`, headers: small.auth },
        SETTINGS,
      );
      const [fc, sc] = await Promise.all(
        [full, small].map(async (side) => {
          const res = await http('GET', `${side.server.url}/api/admin/queues/${key}`, { headers: side.auth });
          return (JSON.parse(res.body) as { count: number }).count;
        }),
      );
      counts.push(`${key}: ${fc!.toLocaleString('en-US')} vs ${sc!.toLocaleString('en-US')}`);
      ratioRow('P21', measure, f.p50 / s.p50, `${ms(f.p50)} vs ${ms(s.p50)}`, '≤ 2×', atMost(2));
    });
  }
  details.push(`### P21 queue counts (full vs 1 %)\n\n${counts.join('; ')}`);
}

/**
 * P22 (issue 34): a filtered first page of the orders list vs the unfiltered one, on the full
 * store, in turns: one day of orders (the store's busiest last day), and the orders containing
 * the product with the most order lines.
 */
async function measureOrderFilters(full: Side) {
  const day = await sqlValue<string>(
    full.db,
    `select to_char(max(created_at) at time zone 'UTC' - interval '1 day', 'YYYY-MM-DD') from orders`,
  );
  const product = await sqlValue<string>(
    full.db,
    `select product_id::text from order_items where product_id is not null group by product_id order by count(*) desc limit 1`,
  );
  const unfiltered = `${full.server.url}/api/admin/orders?page=1&limit=10`;
  const filters = [
    ['one day of orders', `created_from=${day}&created_to=${day}`],
    ['orders with the most ordered product', `product=${product}`],
  ] as const;
  for (const [name, qs] of filters) {
    const measure = `orders page filtered by ${name} vs unfiltered`;
    await guarded('P22', measure, '≤ 1.5×', async () => {
      const [f, u] = await timePair(
        { url: `${unfiltered}&${qs}`, headers: full.auth },
        { url: unfiltered, headers: full.auth },
        SETTINGS,
      );
      const res = await http('GET', `${unfiltered}&${qs}`, { headers: full.auth });
      const total = (JSON.parse(res.body) as { pagination: { total: number } }).pagination.total;
      ratioRow(
        'P22',
        measure,
        f.p50 / u.p50,
        `${ms(f.p50)} vs ${ms(u.p50)}; ${total.toLocaleString('en-US')} orders match (${qs})`,
        '≤ 1.5×',
        atMost(1.5),
      );
    });
  }
}

/** P19 (issue 31): the customer page's summary, a customer with 1,000 orders vs one with 1. */
async function measureSummary(full: Side) {
  const measure = 'customer summary, 1,000 orders vs 1';
  await guarded('P19', measure, '≤ 3×', async () => {
    const pair = await summaryPair(full.server.url, full.auth, full.db, SETTINGS);
    ratioRow(
      'P19',
      measure,
      pair.many.p50 / pair.one.p50,
      `${ms(pair.many.p50)} vs ${ms(pair.one.p50)}; ${pair.orders} orders vs ${pair.oneOrders}`,
      '≤ 3×',
      atMost(3),
    );
  });
}

/** P14: a sign-in with two-step codes (password, then code) vs one without, in turns. */
async function measureTwoStep(full: Side) {
  const measure = 'sign-in with two-step codes vs without';
  await guarded('P14', measure, '≤ 1.5×', async () => {
    const pair = await twoStepSignInPair(full.server.url, full.auth, full.db, SETTINGS);
    ratioRow(
      'P14',
      measure,
      pair.withCodes.p50 / pair.without.p50,
      `${ms(pair.withCodes.p50)} (password, then code) vs ${ms(pair.without.p50)} (password)`,
      '≤ 1.5×',
      atMost(1.5),
    );
  });
}

/** P12: a bulk status change of 1,000 orders vs one single status change, in turns. */
async function measureBulk(full: Side) {
  const measure = 'bulk status change of 1,000 orders vs one single status change';
  await guarded('P12', measure, '≤ 50×', async () => {
    const pair = await bulkStatusPair(full.server.url, full.auth, full.db, SETTINGS);
    ratioRow(
      'P12',
      measure,
      pair.bulk.p50 / pair.single.p50,
      `${ms(pair.bulk.p50)} vs ${ms(pair.single.p50)}`,
      '≤ 50×',
      atMost(50),
    );
    details.push(
      `### P12 samples (ms): one request changing 1,000 orders, and one changing one\n\n` +
        `bulk: ${pair.bulk.samples.map((v) => v.toFixed(1)).join(', ')}; single: ${pair.single.samples.map((v) => v.toFixed(1)).join(', ')}`,
    );
  });
}

/**
 * P16: a payment completion that queues the order confirmation vs the same without it, on a server
 * of its own that runs no jobs (JOBS_RUN=false), with SMTP_URL set (a mail is then queued, as in
 * production) to a port nothing listens on: the queued mails stay queued, and are deleted after.
 */
async function measureConfirmation() {
  const measure = 'payment completion with its order confirmation queued vs without';
  await guarded('P16', measure, '≤ 1.2×', async () => {
    const server = await startServer({
      name: 'confirmation',
      port: PORT + 6,
      databaseUrl: DB.mail,
      ...ADMIN_ACCOUNT,
      ...PRELOAD,
      env: { SMTP_URL: 'smtp://127.0.0.1:9', JOBS_RUN: 'false' },
    });
    try {
      const auth = await signIn(server.url, ADMIN.email, ADMIN.password);
      await openAdminLimiter(server, auth);
      // Three times the other rows' samples: the two sides differ by about a millisecond in eight.
      const pair = await confirmationPair(server.url, auth, DB.mail, {
        samples: SETTINGS.samples * 3,
        warmup: SETTINGS.warmup,
      });
      ratioRow(
        'P16',
        measure,
        pair.withMail.p50 / pair.withoutMail.p50,
        `${ms(pair.withMail.p50)} (rendered, outbox row and job) vs ${ms(pair.withoutMail.p50)} (template off: a skipped row)`,
        '≤ 1.2×',
        atMost(1.2),
      );
      details.push(
        `### P16 completions (ms, ${pair.withMail.samples} each, in turns)\n\n` +
          `with the confirmation: p50 ${ms(pair.withMail.p50)}, min ${ms(pair.withMail.min)}, max ${ms(pair.withMail.max)}; ` +
          `template off: p50 ${ms(pair.withoutMail.p50)}, min ${ms(pair.withoutMail.min)}, max ${ms(pair.withoutMail.max)}. ` +
          `Left by the timed completions: ${pair.queued} queued mails with ${pair.jobs} jobs, ${pair.skipped} skipped rows (all deleted afterwards).`,
      );
    } finally {
      await server.stop();
    }
  });
}

/**
 * P20: an order's status change with 3 webhook endpoints subscribed vs with none, on P16's store
 * and a server of its own that runs no jobs: the change's transaction writes the event, its three
 * deliveries and their jobs, which stay queued (and are deleted after).
 */
async function measureWebhookEvents() {
  const measure = 'order status change with 3 subscribed webhook endpoints vs none';
  await guarded('P20', measure, '≤ 1.2×', async () => {
    const server = await startServer({
      name: 'webhooks',
      port: PORT + 8,
      databaseUrl: DB.mail,
      ...ADMIN_ACCOUNT,
      ...PRELOAD,
      env: { JOBS_RUN: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true' },
    });
    try {
      const auth = await signIn(server.url, ADMIN.email, ADMIN.password);
      await openAdminLimiter(server, auth);
      const pair = await webhookEventPair(server.url, auth, DB.mail, {
        samples: SETTINGS.samples * 3,
        warmup: SETTINGS.warmup,
      });
      ratioRow(
        'P20',
        measure,
        pair.subscribed.p50 / pair.none.p50,
        `${ms(pair.subscribed.p50)} (event, 3 deliveries and their jobs) vs ${ms(pair.none.p50)} (one statement that finds no endpoint)`,
        '≤ 1.2×',
        atMost(1.2),
      );
      details.push(
        `### P20 status changes (ms, ${pair.subscribed.samples.length} each, in turns)

` +
          `subscribed: ${pair.subscribed.samples.map((v) => v.toFixed(1)).join(', ')}; ` +
          `none: ${pair.none.samples.map((v) => v.toFixed(1)).join(', ')}. ` +
          `The subscribed turns wrote ${pair.events} events and ${pair.deliveries} deliveries (deleted afterwards).`,
      );
    } finally {
      await server.stop();
    }
  });
}

/** P17: queued mails drained to an SMTP sink by the server's job runner vs a bare nodemailer loop. */
async function measureDrain() {
  const measure = `${DRAIN.mails.toLocaleString('en-US')} queued mails drained to an SMTP sink, mails/s vs bare nodemailer`;
  await guarded('P17', measure, '≥ 0.5×', async () => {
    const pair = await mailDrainPair({
      dbUrl: DB.drain,
      port: PORT + 7,
      workDir: WORK,
      ...DRAIN,
      rounds: SETTINGS.rounds,
      ...ADMIN_ACCOUNT,
      ...PRELOAD,
    });
    const rate = (msTaken: number) => pair.mails / (msTaken / 1000);
    const best = (list: number[]) => Math.max(...list.map(rate));
    const perSecond = (v: number) => `${Math.round(v).toLocaleString('en-US')} mails/s`;
    ratioRow(
      'P17',
      measure,
      best(pair.server) / best(pair.bare),
      `${perSecond(best(pair.server))} vs ${perSecond(best(pair.bare))}`,
      '≥ 0.5×',
      atLeast(0.5),
    );
    const turns = (list: number[]) => list.map((t) => `${(t / 1000).toFixed(2)} s (${perSecond(rate(t))})`).join(', ');
    details.push(
      `### P17 drains of ${pair.mails.toLocaleString('en-US')} mails (best of ${pair.server.length}, in turns; ${pair.concurrency} at once; bodies ${Math.round(pair.bodyBytes)} bytes on average)\n\n` +
        `server (job runner, from the commit until every outbox row is sent): ${turns(pair.server)}; ` +
        `bare nodemailer loop: ${turns(pair.bare)}. ` +
        `The server's SQL statements per mail (the warm-up's, recorded): ${pair.statements.reduce((sum, s) => sum + s.perMail, 0).toFixed(1)}: ` +
        pair.statements
          .filter((s) => s.perMail >= 0.01)
          .map((s) => `${s.kind} ${s.perMail.toFixed(2)}`)
          .join(', '),
    );
  });
}

/** P9: the users list's throughput on PostgreSQL vs PGlite, same 1 % store, in turns. */
async function measurePglite(small: Side) {
  await guarded('P9', 'GET /users?page=N req/s PostgreSQL vs PGlite (1 % store)', '≤ 3×', async () => {
    const lite = await startServer({
      name: 'pglite',
      port: PORT + 4,
      dataDir: PGLITE_DIR,
      ...ADMIN_ACCOUNT,
      ...PRELOAD,
    });
    try {
      const liteAuth = await signIn(lite.url, ADMIN.email, ADMIN.password);
      await openAdminLimiter(lite, liteAuth);
      const pages = USERS_PAGES;
      let bestPg = 0;
      let bestLite = 0;
      for (let round = 0; round < SETTINGS.rounds; round++) {
        const p = await throughput(small.server.url, pages, small.auth, SETTINGS);
        const l = await throughput(lite.url, pages, liteAuth, SETTINGS);
        if (p.non2xx || l.non2xx || p.errors || l.errors) throw new Error('non-2xx answers or errors under load');
        bestPg = Math.max(bestPg, p.rps);
        bestLite = Math.max(bestLite, l.rps);
      }
      ratioRow(
        'P9',
        'GET /users?page=N req/s PostgreSQL vs PGlite (1 % store)',
        bestPg / bestLite,
        `${rps(bestPg)} vs ${rps(bestLite)}`,
        '≤ 3×',
        atMost(3),
      );
    } finally {
      await lite.stop();
    }
  });
}

async function side(name: string, port: number, db: string, webDist: string | undefined): Promise<Side> {
  const server = await startServer({
    name,
    port,
    databaseUrl: db,
    ...(webDist ? { webDist } : {}),
    ...ADMIN_ACCOUNT,
    ...PRELOAD,
    trace: true,
  });
  const auth = await signIn(server.url, ADMIN.email, ADMIN.password);
  await openAdminLimiter(server, auth);
  return { server, auth, db };
}

/** Access tokens live 15 minutes; each group of measures signs in afresh. */
async function refresh(...sides: Side[]) {
  for (const s of sides) s.auth = await signIn(s.server.url, ADMIN.email, ADMIN.password);
}

async function main() {
  const started = Date.now();
  noteLoad('start');
  console.log(`Store-scale benchmark${QUICK ? ' (quick smoke: ratios are shown, budgets not enforced)' : ''}`);
  console.log(`  full ${JSON.stringify(FULL)}  small ${JSON.stringify(SMALL)}  tiny ${JSON.stringify(TINY)}`);

  // P16, P17 and P20 have stores and servers of their own: run alone, they need neither the full store nor its server.
  const needFull = ROWS.filter((id) => id !== 'P16' && id !== 'P17' && id !== 'P20').some(enabled);
  const needSmall = ['P3', 'P5', 'P9', 'P15', 'P18', 'P21'].some(enabled);
  const needWeb = enabled('P6') || enabled('P7') || enabled('P8');
  if (needFull) await ensurePostgresStore(DB.full, FULL);
  if (needSmall) await ensurePostgresStore(DB.small, SMALL);
  if (enabled('P16') || enabled('P20')) await ensurePostgresStore(DB.mail, SMALL);
  if (enabled('P8')) await ensurePostgresStore(DB.tiny, TINY);
  if (enabled('P9')) ensurePgliteStore(PGLITE_DIR, SMALL);

  // The smoke reuses the panel `npm test` just built; a full run builds its own, like P6's baseline.
  let webDist =
    values['web-dist'] ??
    (QUICK && existsSync(join(ROOT, 'apps/web/dist/index.html')) ? join(ROOT, 'apps/web/dist') : undefined);
  const helloDist = join(WORK, 'hello-dist');
  if (needWeb) {
    if (!webDist) {
      webDist = join(WORK, 'web-dist');
      build('apps/web', webDist);
    }
    if (enabled('P6')) build('bench/hello', helloDist);
  }
  const postgresVersion = await sqlValue<string>(
    `${values['database-base'].replace(/\/$/, '')}/postgres`,
    'show server_version',
  );
  buildServerBundle();
  noteLoad('stores ready');
  console.log('\n▶ measuring');

  if (needFull) await measureOnStores(webDist, needSmall, needWeb, helloDist);
  // After the others, whose servers' job runners would otherwise share the machine with these.
  if (enabled('P16')) {
    await measureConfirmation();
    noteLoad('after P16');
  }
  if (enabled('P17')) {
    await measureDrain();
    noteLoad('after P17');
  }
  if (enabled('P20')) {
    await measureWebhookEvents();
    noteLoad('after P20');
  }

  noteLoad('end');
  return report(started, postgresVersion);
}

/** P1–P15: the full store's server (and the 1 % store's when a row needs it). */
async function measureOnStores(webDist: string | undefined, needSmall: boolean, needWeb: boolean, helloDist: string) {
  const full = await side('full', PORT + 1, DB.full, webDist);
  const small = needSmall ? await side('small', PORT + 2, DB.small, undefined) : null;
  try {
    if (enabled('P1') || enabled('P2'))
      await guarded(enabled('P1') ? 'P1' : 'P2', 'throughput', '', () => measureThroughput(full));
    noteLoad('after P1/P2');
    await refresh(full, ...(small ? [small] : []));
    if (enabled('P3') && small) await measureLists(full, small);
    noteLoad('after P3');
    await refresh(full, ...(small ? [small] : []));
    if (enabled('P4')) await measureSearches(full);
    if (enabled('P10')) await measureSorts(full);
    if (enabled('P5') && small) await measureAnalytics(full, small);
    if (enabled('P15') && small) await measurePalette(full, small);
    if (enabled('P18') && small) await measurePicker(full, small);
    if (enabled('P21') && small) await measureQueues(full, small);
    if (enabled('P22')) await measureOrderFilters(full);
    noteLoad('after P4/P5/P15/P18/P21/P22');
    if (enabled('P19')) {
      await refresh(full);
      await measureSummary(full);
    }
    if (enabled('P11')) {
      await refresh(full);
      await measureExport(full);
      noteLoad('after P11');
    }
    if (enabled('P12')) {
      await refresh(full);
      await measureBulk(full);
    }
    if (enabled('P13')) {
      await refresh(full);
      await measureTimeline(full);
    }
    if (enabled('P14')) {
      await refresh(full);
      await measureTwoStep(full);
    }
    if (enabled('P9') && small) {
      await refresh(small);
      await measurePglite(small);
    }
    if (needWeb && webDist) {
      const browser = await launch();
      try {
        if (enabled('P6')) await measureScripts(browser, full, helloDist);
        if (enabled('P8')) await measureOrdersScreen(browser, full, webDist);
      } finally {
        await browser.close();
      }
    }
    if (enabled('P7') && webDist) await measureLighthouse(full);
  } finally {
    await full.server.stop();
    await small?.server.stop();
  }
}

function report(started: number, postgresVersion: string): number {
  // --- Report ----------------------------------------------------------------------------------
  const missed = rows.filter((r) => r.ok === false);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const environment = [
    `- ${new Date().toISOString()}, ${minutes} min; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, PostgreSQL ${postgresVersion}`,
    `- stores: full ${JSON.stringify(FULL)}, 1 % ${JSON.stringify(SMALL)}, P8 small ${JSON.stringify(TINY)}; PGlite (P9) at 1 %; P16 a 1 % store of its own; P17 an empty store, ${DRAIN.mails.toLocaleString('en-US')} mails a turn`,
    `- load average (1 min / 5 min): ${loads.join('; ')}`,
  ];
  const table =
    `| id | measure | figure | budget | result |\n|---|---|---|---|---|\n` +
    rows
      .map(
        (r) =>
          `| ${r.id} | ${r.measure} | ${r.figure}${r.note ? ` — ${r.note}` : ''} | ${r.budget} | ${r.ok === null ? '—' : r.ok ? 'ok' : '**missed**'} |`,
      )
      .join('\n');
  console.log(`\n${table}\n`);
  console.log(environment.join('\n'));
  {
    // The committed figures come from full runs; other runs leave theirs in the work folder.
    const name = SCALE === 1 ? 'results.md' : `results-x${SCALE}.md`;
    const file = WRITE || (SCALE !== 1 && !values['no-write']) ? join(ROOT, 'bench', name) : join(WORK, name);
    writeFileSync(
      file,
      `# Benchmark results\n\nWritten by \`npm run bench\` (bench/run.ts). Every figure is a ratio against a baseline measured in the same run.\n\n` +
        `${environment.join('\n')}\n\n${table}\n\n## Details\n\n${details.join('\n\n')}\n`,
    );
    console.log(`\nwrote ${file}`);
  }
  const errors = rows.filter((r) => r.figure.startsWith('error'));
  if (QUICK) {
    console.log(`\nquick smoke: ${rows.length} measures, ${errors.length} errors (ratios not enforced in --quick)`);
    return errors.length > 0 ? 1 : 0;
  }
  const context = rows.filter((r) => r.ok === null).length;
  const budgets = rows.length - context;
  console.log(
    `\n${budgets - missed.length} within budget, ${missed.length} missed (and ${context} ${context === 1 ? 'row' : 'rows'} without a budget)`,
  );
  return missed.length > 0 ? 1 : 0;
}

const stop = () => {
  void stopAll().finally(() => process.exit(130));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await stopAll();
    process.exit(1);
  });
