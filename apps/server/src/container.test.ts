// The container files (issue 32, item 2) hold what a deploy relies on: the image runs the
// production tree that production.deploy.test.ts installs and starts, as a non-root user, with
// its health check on /readyz; compose.yaml migrates once before two instances that do not, and
// every setting and secret it passes is one the server reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SECRET_SETTINGS, SETTING_NAMES } from './config.ts';

const root = new URL('../../..', import.meta.url).pathname;
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, '')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const stages = instructions
  .join('\n')
  .split(/^FROM /m)
  .slice(1);
const finalStage = stages.at(-1)!.split('\n');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  restart?: string;
}
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { file: string }>;
};

describe('the Dockerfile', () => {
  it('builds the production tree as the deploy test does, and its last stage holds only that tree', () => {
    expect(instructions).toContain('RUN node scripts/runtime-tree.mjs --out /runtime --install');
    const copies = finalStage.filter((line) => line.startsWith('COPY'));
    expect(copies).toEqual(['COPY --from=build /runtime /app']);
    expect(finalStage.filter((line) => line.startsWith('RUN'))).toEqual([
      'RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*',
      'RUN mkdir -p /data && chown node:node /data',
    ]);
  });

  it('runs as the non-root node user, listening on every interface, stopped by SIGTERM', () => {
    expect(finalStage).toContain('USER node');
    expect(finalStage.find((line) => line.startsWith('ENV'))).toMatch(/HOST=0\.0\.0\.0/);
    expect(finalStage).toContain('STOPSIGNAL SIGTERM');
    expect(finalStage.at(-1)).toBe('CMD ["node", "apps/server/dist/main.js"]');
  });

  it('checks health on /readyz', () => {
    expect(finalStage.find((line) => line.startsWith('HEALTHCHECK'))).toMatch(/CMD \["node", "-e", ".*\/readyz/);
  });

  it('is given no secret, data, dependency or build of the developer’s machine', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data', 'deploy/secrets', '.env']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('compose.yaml', () => {
  const apps = ['app1', 'app2'].map((name) => compose.services[name]!);

  it('runs PostgreSQL and Redis with health checks, and migrates once before the instances', () => {
    expect(compose.services.postgres?.healthcheck?.test).toContain('pg_isready');
    expect(compose.services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const app of apps) {
      expect(app.environment?.MIGRATE_ON_START).toBe('false');
      expect(app.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
    }
    expect(compose.services.proxy?.depends_on).toEqual(['app1', 'app2']);
  });

  it('passes only settings the server reads, its credentials as files', () => {
    const known = new Set<string>([...SETTING_NAMES, ...SECRET_SETTINGS.map((name) => `${name}_FILE`)]);
    for (const service of [...apps, compose.services.migrate!]) {
      for (const name of Object.keys(service.environment ?? {})) expect(known, name).toContain(name);
      // A secret setting given plainly is an address holding no credentials (Redis on the
      // compose network); the rest come from files.
      for (const secret of SECRET_SETTINGS) {
        const plain = service.environment?.[secret];
        if (plain !== undefined) expect(new URL(plain).password, secret).toBe('');
      }
    }
  });

  it('reads every secret from a file that scripts/compose-secrets.mjs writes, in a folder closed to other users', () => {
    const parent = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
    const dir = join(parent, 'secrets');
    try {
      const first = spawnSync(process.execPath, ['scripts/compose-secrets.mjs', '--dir', dir], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(first.status, first.stderr).toBe(0);
      const files = Object.values(compose.secrets).map((s) => s.file.replace('./deploy/secrets/', ''));
      expect(readdirSync(dir).sort()).toEqual([...files].sort());
      const before = Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const databaseUrl = new URL(before.database_url!.trim());
      expect(decodeURIComponent(databaseUrl.password)).toBe(before.postgres_password!.trim());
      // Run again, it keeps what exists.
      spawnSync(process.execPath, ['scripts/compose-secrets.mjs', '--dir', dir], { cwd: root });
      for (const file of files) expect(readFileSync(join(dir, file), 'utf8')).toBe(before[file]);
      // No secret in what it prints.
      for (const value of Object.values(before)) expect(first.stdout).not.toContain(value.trim());
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
