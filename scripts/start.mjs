// `npm start`: builds the panel when its sources are newer than the build, then starts the
// server on the embedded default (or on DATABASE_URL / REDIS_URL when they are set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function panelIsStale() {
  const built = join(dist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src']
    .map((p) => join(root, p))
    .filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

if (panelIsStale()) {
  console.log('Building the panel…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@store/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? dist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
