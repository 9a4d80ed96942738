// `npm run migrate`, `npm run admin:create`… : runs one of the server's built commands
// (apps/server/dist/<name>.js). In a checkout with its sources and build tools, the bundle is
// rebuilt first when a source is newer; in a production tree (scripts/runtime-tree.mjs, the
// container image) there are no sources and it runs as built.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, canBuildServer, SERVER_OUTDIR, serverIsStale } from './build-server.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  process.stderr.write('Usage: node scripts/run-built.mjs <command> [arguments…]\n');
  process.exit(2);
}
if (serverIsStale() && canBuildServer()) {
  process.stderr.write('Building the server…\n');
  await buildServer();
}
// The command reads its own arguments from process.argv, as when it is run directly.
process.argv = [process.argv[0], join(SERVER_OUTDIR, `${name}.js`), ...rest];
await import(pathToFileURL(process.argv[1]).href);
