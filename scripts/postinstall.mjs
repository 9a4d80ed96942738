// After `npm install`/`npm ci`: applies patches/ to the installed packages with patch-package, a
// development dependency. A production install (`npm ci --omit=dev`, the container image) has
// neither it nor a need for it: the patched package is bundled into the server at build time.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require.resolve('patch-package/index.js');
} catch {
  process.exit(0);
}
const run = spawnSync(process.execPath, [cli], { stdio: 'inherit' });
process.exit(run.status ?? 1);
