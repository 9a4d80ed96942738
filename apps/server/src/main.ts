// Start-up: config → database → app.listen; graceful shutdown on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database takes about a second to start: it opens while the app's modules load.
  const [database, { prepare }, { buildApp }] = await Promise.all([
    import('./db/open.ts').then(({ openDatabase }) => openDatabase(config)),
    import('./startup.ts'),
    import('./app.ts'),
  ]);
  const { deps, firstAdmin, demoSeeded, warnings } = await prepare(config, database);
  const app = await buildApp(deps);
  for (const warning of warnings) app.log.warn(warning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const storage = deps.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  Store admin is ready at ${url}  (${storage}; ready in ${Math.round(performance.now())} ms from the process's start)`,
  ];
  if (firstAdmin.created) {
    lines.push(
      `  Sign in as ${firstAdmin.email}` + (firstAdmin.generated ? ` with password ${firstAdmin.password}` : ''),
    );
    if (firstAdmin.generated)
      lines.push('  (this password is shown only once: keep it, or run `npm run admin:create`)');
  } else {
    lines.push('  Sign in with your admin account (forgotten it? `npm run admin:create -- --email … --password …`)');
  }
  if (demoSeeded) lines.push('  A demo store was created so every screen has data to show.');
  // Printed to stdout on purpose, once, for the person who started the server.
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    // A failed statement's reason (the database's own message) is the error's cause.
    if (err instanceof Error && err.cause instanceof Error) process.stderr.write(`Because: ${err.cause.message}\n`);
  }
  process.exit(1);
});
