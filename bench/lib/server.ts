// Starting the real server (and a bare node:http baseline) as child processes for the benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request, Agent } from 'node:http';

export const ROOT = new URL('../..', import.meta.url).pathname;

export interface Recorded {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the query named one. */
  name?: string;
}

export interface Running {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
  /** The SQL the server sent to PostgreSQL while `work` ran (needs `trace: true`). */
  trace<T>(work: () => Promise<T>): Promise<{ result: T; queries: Recorded[] }>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export interface Response {
  status: number;
  body: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request on a keep-alive connection, timed from send to the last byte. */
export function http(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    if (payload) req.write(payload);
    req.end();
  });
}

async function waitForHttp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 180_000,
  ready: (status: number) => boolean = (status) => status === 200,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await http('GET', url);
      if (ready(res.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const started = new Set<ChildProcess>();
/** Every child this process started is stopped when it exits, however it exits. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map(stopChild));
}

function track(child: ChildProcess, tail: string[]) {
  started.add(child);
  child.on('exit', () => started.delete(child));
  const keep = (chunk: Buffer) => {
    tail.push(chunk.toString('utf8'));
    if (tail.length > 50) tail.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

/**
 * A helper process of the bench (a TypeScript file run through tsx, with an IPC channel), stopped
 * with the others when the bench exits; `tail` is its last output, for errors.
 */
export function startHelper(
  file: string,
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; tail: () => string; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const tail: string[] = [];
  track(child, tail);
  return { child, tail: () => tail.join(''), stop: () => stopChild(child) };
}

export interface ServerOptions {
  name: string;
  port: number;
  /** PostgreSQL URL, or undefined with `dataDir` for PGlite. */
  databaseUrl?: string;
  dataDir?: string;
  webDist?: string;
  adminEmail: string;
  adminPassword: string;
  trace?: boolean;
  /** A module preloaded into the server (`--import`), e.g. a proposal's prototype. */
  preload?: string;
  /** More settings of the server's environment (P16 and P17: SMTP_URL, JOBS_RUN). */
  env?: Record<string, string>;
}

export const BENCH_JWT_SECRET = 'bench-signing-secret-0123456789-abcdefghijklmnop';
/** The servers' TOTP_ENCRYPTION_KEY (32 bytes): the bare list opens the onboarding links it seals. */
export const BENCH_TOTP_KEY = Buffer.alloc(32, 7).toString('base64url');

/** The server's bundle, as `npm start` runs it; `buildServerBundle()` makes it once per run. */
const SERVER_BUNDLE = `${ROOT}apps/server/dist/main.js`;

export function buildServerBundle(): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server bundle did not build');
}

/** The server exactly as `npm start` runs it (its bundle, production mode), on the given database. */
export async function startServer(options: ServerOptions): Promise<Running> {
  const preloads = [options.preload, options.trace ? `${ROOT}bench/lib/trace-queries.ts` : undefined].filter(
    (file): file is string => Boolean(file),
  );
  // Preloads may be TypeScript: tsx loads them (the bundle itself is JavaScript).
  const args = preloads.length > 0 ? ['--import', 'tsx', ...preloads.flatMap((file) => ['--import', file])] : [];
  args.push(SERVER_BUNDLE);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    JWT_SECRET: BENCH_JWT_SECRET,
    TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
    ADMIN_EMAIL: options.adminEmail,
    ADMIN_PASSWORD: options.adminPassword,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // No jobs unless a measure asks (P17): the retention sweeps would prune the generated history
    // (730 days of webhook events, sessions) and make the store differ from what its marker says.
    JOBS_RUN: 'false',
    // The confirmation measure completes checkouts with the admin's simulate action, which a store
    // on PostgreSQL refuses unless it is allowed.
    ALLOW_PAYMENT_SIMULATION: 'true',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const tail: string[] = [];
  track(child, tail);
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}/readyz`, child, () => tail.join(''));

  const ask = <T>(message: object, reply: string) =>
    new Promise<T>((resolve) => {
      const listener = (m: { type: string } & T) => {
        if (m.type === reply) {
          child.off('message', listener);
          resolve(m);
        }
      };
      child.on('message', listener);
      child.send(message);
    });

  return {
    name: options.name,
    url,
    child,
    stop: () => stopChild(child),
    async trace(work) {
      if (!options.trace) throw new Error(`${options.name}: started without tracing`);
      await ask({ type: 'trace:start' }, 'trace:started');
      const result = await work();
      const { queries } = await ask<{ queries: Recorded[] }>({ type: 'trace:stop' }, 'trace:queries');
      return { result, queries };
    },
  };
}

/**
 * The baselines of P1: a bare node:http hello-world in its own process, like the server. Given
 * `headers`, it sends them too, with the answer's length and a new `x-request-id` each time, as the
 * server does.
 */
export async function startBareHttp(port: number, headers?: Record<string, string>): Promise<Running> {
  // The plain hello-world writes its one header as a literal; with `headers`, those and a new id.
  // With the headers it sends the length too, as the server does (without it, Node.js chunks the answer).
  const head = headers
    ? `{ ...${JSON.stringify(headers)}, 'content-length': 15, 'x-request-id': require('node:crypto').randomUUID() }`
    : `{ 'content-type': 'application/json' }`;
  const source = `require('node:http').createServer((req, res) => {
    res.writeHead(200, ${head});
    res.end('{"status":"ok"}');
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  track(child, tail);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, () => tail.join(''), 30_000);
  return {
    name: headers ? 'bare node:http with the headers' : 'bare node:http',
    url,
    child,
    stop: () => stopChild(child),
    trace: () => Promise.reject(new Error('no tracing on the baseline')),
  };
}

export interface BareListOptions {
  port: number;
  databaseUrl: string;
  /** The server's public URL (its onboarding links start with it). */
  publicUrl: string;
  /** The statement the server sends for a users page (captured from it): `$1` the limit, `$2` the offset. */
  statement: { text: string; name?: string };
  /** The headers of the server's users answer, but the connection's, the length and the request id. */
  headers: Record<string, string>;
  /** The server's pool size. */
  poolSize: number;
}

/**
 * The baseline of P2: the users page with nothing but \`node:http\`, \`pg\` and jose (\`bare-list.ts\`),
 * in its own process, like the server; it verifies the tokens the server signs (BENCH_JWT_SECRET).
 */
export async function startBareList(options: BareListOptions): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
    PUBLIC_URL: options.publicUrl,
    POOL_SIZE: String(options.poolSize),
    STATEMENT: JSON.stringify(options.statement),
    HEADERS: JSON.stringify(options.headers),
  };
  // tsx loads the one TypeScript file at start; the requests run plain JavaScript.
  const child = spawn(process.execPath, ['--import', 'tsx', `${ROOT}bench/lib/bare-list.ts`], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  track(child, tail);
  const url = `http://127.0.0.1:${options.port}`;
  // Unauthenticated, it answers 401: any answer says it listens.
  await waitForHttp(
    url,
    child,
    () => tail.join(''),
    30_000,
    (status) => status > 0,
  );
  return {
    name: 'bare list',
    url,
    child,
    stop: () => stopChild(child),
    trace: () => Promise.reject(new Error('no tracing on the baseline')),
  };
}

/** Signs in as the admin; returns the bearer header. */
export async function signIn(url: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await http('POST', `${url}/api/admin/auth/login`, { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${res.body}`);
  const { token } = JSON.parse(res.body) as { token: string };
  return { authorization: `Bearer ${token}` };
}
