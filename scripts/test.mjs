// `npm test`: the whole suite — typecheck, lint, unit and API tests (Vitest), then the browser
// tests (Playwright in Chromium against real servers). Ends with one line "N passed, N failed".
// `--only api` runs just the server and contract tests (on PostgreSQL + Redis when DATABASE_URL
// and REDIS_URL are set); `--only unit` the unit and API tests on the embedded database;
// `--only lts` is CI's second pass, run on Node.js 24: the `api` suites on PostgreSQL + Redis, the
// panel's unit tests, and the embedded database's own tests (its thread, upgrades and backups).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
const { values } = parseArgs({ options: { only: { type: 'string' }, label: { type: 'string', default: 'all' } } });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0 };
const rows = [];

/** Runs a command; `env` adds variables, and an undefined value removes one. */
function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: merged });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function step(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  rows.push([name, ok ? '1 passed' : '1 failed', seconds]);
}

function vitest(name, projects, { files = [], env = {} } = {}) {
  const file = join(out, `vitest-${values.label}-${name}.json`);
  rmSync(file, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const { ok, seconds } = run(
    name,
    'npx',
    ['vitest', 'run', ...projectArgs, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  } catch {
    // No report: the run crashed before writing one, counted as one failure above.
  }
  totals.passed += passed;
  totals.failed += failed;
  rows.push([name, `${passed} passed, ${failed} failed`, seconds]);
}

function playwright() {
  const file = join(out, `playwright-${values.label}.json`);
  rmSync(file, { force: true });
  // The browser tests drive what `npm start` runs: the built panel and the server's bundle.
  for (const [name, command, args] of [
    ['build panel', 'npm', ['run', 'build', '--workspace', '@store/web', '--silent']],
    ['build server', 'node', ['scripts/build-server.mjs']],
  ]) {
    const build = run(name, command, args);
    if (!build.ok) {
      totals.failed += 1;
      rows.push([name, '1 failed', build.seconds]);
      return;
    }
  }
  const { ok, seconds } = run(
    'browser',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  } catch {
    // counted as one failure above
  }
  totals.passed += passed;
  totals.failed += failed;
  rows.push(['browser', `${passed} passed, ${failed} failed`, seconds]);
}

/** The API suites: server and contract, the multi-instance Redis suite, hardening, faults, deploy. */
const API_PROJECTS = ['server', 'contract', 'redis', 'hardening', 'faults', 'deploy'];

if (values.only === 'unit') {
  vitest('unit+api', ['contract', 'server', 'web', 'deploy']);
} else if (values.only === 'lts') {
  vitest('api+web', [...API_PROJECTS, 'web']);
  // The files that exercise the embedded database itself, with no DATABASE_URL (the deploy suite
  // above already starts the production tree on both databases).
  vitest('embedded-db', ['server'], {
    files: ['apps/server/src/db/', 'apps/server/src/cli/'],
    env: { DATABASE_URL: undefined, REDIS_URL: undefined },
  });
} else if (values.only === 'api') {
  // The API suite, on PostgreSQL + Redis when they are given, with the multi-instance Redis suite.
  vitest('api', API_PROJECTS);
} else {
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  step('lint', 'npm', ['run', 'lint', '--silent']);
  vitest('unit+api', ['contract', 'server', 'web', 'hardening', 'deploy']);
  playwright();
}

writeFileSync(join(out, `summary-${values.label}.json`), JSON.stringify(totals));
console.log('\nsuite'.padEnd(24) + 'result'.padEnd(26) + 'seconds');
for (const [name, result, seconds] of rows) console.log(name.padEnd(23) + result.padEnd(26) + seconds);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
