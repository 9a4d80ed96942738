// npm run migrate: brings the store's database up to date and exits, for a deploy that migrates
// once before its instances start (MIGRATE_ON_START=false; compose.yaml's migrate service).
import { loadConfig, StartRefusal } from '../config.ts';
import { runMigrations } from '../db/client.ts';
import { connectDatabase } from '../db/open.ts';

try {
  const config = loadConfig();
  const database = await connectDatabase({ ...config, databasePoolSize: 1 });
  const started = performance.now();
  try {
    const applied = await runMigrations(database);
    const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    process.stdout.write(
      applied === 0
        ? `The ${where} is up to date.\n`
        : `Applied ${applied} migration${applied === 1 ? '' : 's'} to the ${where} in ${Math.round(performance.now() - started)} ms.\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(`${err instanceof StartRefusal ? err.message : `Migration failed: ${String(err)}`}\n`);
  if (err instanceof Error && err.cause instanceof Error) process.stderr.write(`Because: ${err.cause.message}\n`);
  process.exitCode = 1;
}
