// `npm start`: builds the panel and the server when their sources are newer than their builds,
// then starts the server on the embedded default (or on DATABASE_URL / REDIS_URL when set).
// The server runs from its bundle, in this process: no second Node.js to start.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, isStale, SERVER_ENTRY, serverIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src'];

if (isStale(webSources, join(webDist, 'index.html'))) {
  console.log('Building the panel…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@store/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverIsStale()) {
  console.log('Building the server…');
  await buildServer();
}

process.env.WEB_DIST ??= webDist;
await import(pathToFileURL(SERVER_ENTRY).href);
