import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Multi-instance tests need a redis-server binary: their own project, run by CI.
          exclude: [
            '**/*.redis.test.ts',
            '**/*.hardening.test.ts',
            '**/*.faults.test.ts',
            '**/*.deploy.test.ts',
            '**/node_modules/**',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file copies its own database; PGlite instances are memory-hungry, so cap workers.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'redis',
          include: ['apps/server/src/**/*.redis.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'hardening',
          include: ['apps/server/src/hardening/**/*.hardening.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts', 'apps/server/src/hardening/figures-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Real outside tools and faults (sqlmap; a private PostgreSQL cluster stopped mid-load): CI.
          name: 'faults',
          include: ['apps/server/src/**/*.faults.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 4 },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The production artifact, installed and started as a process (issue 32): one file at a
          // time, after the rest, as it installs packages and starts servers of its own.
          name: 'deploy',
          include: ['apps/server/src/**/*.deploy.test.ts'],
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 5 },
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
