// Start-up: config → database → app.listen; graceful shutdown on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { loadConfig, StartRefusal } from './config.ts';

/** The built panel beside the built server (apps/web/dist), when WEB_DIST does not say. */
function defaultWebDist(): string | undefined {
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(dist) ? dist : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= defaultWebDist();
  // The embedded database takes about a second to start: it opens while the app's modules load.
  const [database, { prepare }, { buildApp }] = await Promise.all([
    import('./db/open.ts').then(({ openDatabase }) => openDatabase(config)),
    import('./startup.ts'),
    import('./app.ts'),
  ]);
  const { deps, firstAdmin, demoSeeded, warnings } = await prepare(config, database);
  const app = await buildApp(deps);
  for (const warning of warnings) app.log.warn(warning);

  // SIGTERM (a platform replacing the instance): /readyz answers 503 at once, requests are served
  // for SHUTDOWN_DRAIN_MS, then the server stops taking connections, finishes what is in flight,
  // gives its jobs back (the runner's onClose) and exits 0. SIGINT (Ctrl-C) skips the drain.
  let closing = false;
  const shutdown = async (signal: string, drainMs: number) => {
    if (closing) return;
    closing = true;
    app.drain.begin();
    app.log.info({ signal, drain_ms: drainMs }, 'shutting down');
    // In-flight requests and the runner's own stop timeout (5 s) fit well inside this.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, drainMs + 15_000);
    force.unref();
    await sleep(drainMs);
    await app.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', config.shutdownDrainMs));

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
  if (err instanceof StartRefusal) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    // A failed statement's reason (the database's own message) is the error's cause.
    if (err instanceof Error && err.cause instanceof Error) process.stderr.write(`Because: ${err.cause.message}\n`);
  }
  process.exit(1);
});
