// `npm run dev`: the server from its TypeScript sources, restarted on every change (tsx watch),
// and the panel from Vite's dev server with hot reload, which passes /api on to the server.
// Same configuration as `npm start` (environment variables); the panel is at :5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'apps/web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
console.log('Panel with hot reload: http://localhost:5173 (the API server runs on PORT, 3000 by default)');

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending ends both: a half-running dev setup only confuses.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
