// The production tree: what the container image holds (Dockerfile's last stage) and what a
// deploy without containers copies to its servers. Builds the panel and the server into OUT,
// beside the manifests `npm ci --omit=dev` needs, and with --install installs exactly the
// production dependencies there:
//
//   OUT/package.json, package-lock.json           the manifests and the lockfile, as committed
//   OUT/apps/*/package.json, packages/*/package.json  the workspaces' manifests (the lockfile names them)
//   OUT/apps/server/dist/                         the server's bundle: main.js, migrate.js, …
//   OUT/apps/web/dist/                            the built panel, served by the server
//   OUT/scripts/{postinstall,run-built,build-server}.mjs  npm's install hook and `npm run` commands
//
// No sources, no build tools: nothing in it runs Vite, esbuild or tsx.
//   node scripts/runtime-tree.mjs --out /srv/store [--install]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Files copied as they are, relative to the repository's root. */
export const RUNTIME_FILES = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/contract/package.json',
  'scripts/postinstall.mjs',
  'scripts/run-built.mjs',
  'scripts/build-server.mjs',
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Builds the tree in `out` (emptied first); with `install`, runs `npm ci --omit=dev` in it. */
export async function buildRuntimeTree({ out, install = false }) {
  const target = resolve(out);
  if (existsSync(target) && readdirSync(target).length > 0) rmSync(target, { recursive: true });
  mkdirSync(target, { recursive: true });
  for (const file of RUNTIME_FILES) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  const webDist = join(target, 'apps/web/dist');
  run(
    'npm',
    ['run', 'build', '--silent', '--workspace', '@store/web', '--', '--outDir', webDist, '--emptyOutDir'],
    root,
  );
  await buildServer({ outdir: join(target, 'apps/server/dist') });
  if (install) run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], target);
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, install: { type: 'boolean', default: false } } });
  if (!values.out) {
    process.stderr.write('Usage: node scripts/runtime-tree.mjs --out DIR [--install]\n');
    process.exit(2);
  }
  const target = await buildRuntimeTree({ out: values.out, install: values.install });
  console.log(`Production tree in ${target}${values.install ? ' (production dependencies installed)' : ''}`);
}
