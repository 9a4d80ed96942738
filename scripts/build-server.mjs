// Bundles the server for `npm start` and the browser tests: apps/server/src/main.ts and the npm
// packages it uses become a few ES modules in apps/server/dist, which Node.js loads in a fraction
// of the time it takes to compile the TypeScript on the fly and resolve a thousand package files.
// `node scripts/build-server.mjs` builds it; start.mjs builds it only when the sources are newer.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_OUTDIR = join(root, 'apps/server/dist');
export const SERVER_ENTRY = join(SERVER_OUTDIR, 'main.js');
// The lockfile and the patches to packages are sources: they change what is bundled.
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'package-lock.json',
  'patches',
  'scripts/build-server.mjs',
];

/**
 * Packages loaded from node_modules as published:
 * - PGlite and argon2 read files of their own at run time (WebAssembly and data; a native addon);
 * - the rest are imported only when used (PostgreSQL, Redis, Stripe, SMTP, the first start's
 *   demo store), so bundling them would not make a start faster.
 * Swagger UI is bundled and told where its page is (app.ts); pino needs files of its own only for
 * transports, which the server does not use.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'argon2',
  'pg',
  'ioredis',
  'stripe',
  'nodemailer',
  '@faker-js/faker',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the build is missing or any of the sources (files or folders) is newer than it. */
export function isStale(sources, built) {
  if (!existsSync(built)) return true;
  const inputs = sources.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

/**
 * True when the server's sources are newer than its bundle, or there is no bundle. A production
 * tree (scripts/runtime-tree.mjs) holds the bundle and no sources: never stale.
 */
export function serverIsStale() {
  if (!existsSync(join(root, 'apps/server/src'))) return !existsSync(SERVER_ENTRY);
  return isStale(SOURCES, SERVER_ENTRY);
}

/** Whether this tree has the bundler (a development install; not `npm ci --omit=dev`). */
export function canBuildServer() {
  try {
    createRequire(import.meta.url).resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

/** The server's commands, each a module of the bundle: dist/<out>.js. */
const ENTRY_POINTS = [
  { in: 'apps/server/src/main.ts', out: 'main' },
  // The embedded database's thread is a module of its own (decisions 0040, 0043).
  { in: 'apps/server/src/db/embedded/thread.ts', out: 'pglite-thread' },
  { in: 'apps/server/src/cli/migrate.ts', out: 'migrate' },
  { in: 'apps/server/src/cli/admin-create.ts', out: 'admin-create' },
  // `npm run backup` and `npm run restore` (decision 0057).
  { in: 'apps/server/src/cli/backup.ts', out: 'backup' },
  { in: 'apps/server/src/cli/restore.ts', out: 'restore' },
  // `npm run secrets:reseal` (decision 0058).
  { in: 'apps/server/src/cli/reseal-secrets.ts', out: 'reseal-secrets' },
];

export async function buildServer({ outdir = SERVER_OUTDIR } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  // The migrations are read at start from next to the code that runs them (db/client.ts).
  cpSync(join(root, 'apps/server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: ENTRY_POINTS.map((entry) => ({ in: join(root, entry.in), out: entry.out })),
    outdir,
    bundle: true,
    // What main.ts imports lazily stays lazy (the database opens while the app loads; the demo
    // generator, Stripe, nodemailer, pg and ioredis load only when used).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { outdir: { type: 'string', default: SERVER_OUTDIR } } });
  const started = performance.now();
  await buildServer({ outdir: values.outdir });
  console.log(`Server bundle built in ${Math.round(performance.now() - started)} ms (${values.outdir})`);
}
