// Browser tests: Debian's Chromium driven by Playwright against real servers, each on a fresh
// embedded database: demo stores (the first-start experience), an empty store and a fixture store. The servers
// run the bundle `npm start` runs (`node scripts/build-server.mjs` builds it; `npm test` and
// `npm run test:e2e` do so first).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';
import { E2E_ADMIN, SERVERS, SMTP_PORT } from './e2e/servers.ts';

const root = new URL('../..', import.meta.url).pathname;

function server(name: keyof typeof SERVERS, seedDemo: boolean, extraEnv: Record<string, string> = {}) {
  const { port } = SERVERS[name];
  const dataDir = `${root}test-results/e2e-data/${port}`;
  return {
    command: `rm -rf ${dataDir} && node apps/server/dist/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: String(seedDemo),
      WEB_DIST: process.env.E2E_WEB_DIST ?? `${root}apps/web/dist`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  // One output folder per port base, so suites running side by side keep their own traces.
  outputDir: `${root}test-results/playwright-${SERVERS.demo.port}`,
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Four servers, two browsers and the tests share two cores: long stories (a dozen screens,
  // several axe scans) need more than 30 s there. Not a speed budget: that is `npm run bench`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL: SERVERS.demo.url,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // The webhooks spec's receiver listens on 127.0.0.1, a private address (decision 0062).
    server('demo', true, { WEBHOOKS_ALLOW_PRIVATE: 'true' }),
    server('empty', false, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, MAIL_FROM: 'Store <no-reply@store.test>' }),
    server('analytics', false, { SEED_FIXTURE: 'analytics', STORE_TIMEZONE: 'America/New_York' }),
    server('dashboard', true),
    server('pickers', false, { SEED_FIXTURE: 'pickers' }),
  ],
});
