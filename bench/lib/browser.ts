// Browser measures in headless Chromium (Debian's /usr/bin/chromium, as the browser tests use):
// the JavaScript a first visit loads (P6) and the Orders screen's time to its first row (P8).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/chromium.ts';
import { median } from './measure.ts';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const gzipSize = (body: Buffer) => gzipSync(body).length;

export interface ScriptLoad {
  url: string;
  bytes: number;
  gzip: number;
  encoding: string | undefined;
  cacheControl: string | undefined;
}

/** The JS a new visitor loads: /login, then signing in through the form, to the dashboard. */
export async function scriptsForLoginThenDashboard(
  browser: Browser,
  base: string,
  admin: { email: string; password: string },
): Promise<ScriptLoad[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map<string, ScriptLoad>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    pending.push(
      res.body().then((body) => {
        scripts.set(res.url(), {
          url: res.url().replace(base, ''),
          bytes: body.length,
          gzip: gzipSize(body),
          encoding: res.headers()['content-encoding'],
          cacheControl: res.headers()['cache-control'],
        });
      }),
    );
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return [...scripts.values()];
}

/** Every JS file of a built app (the hello-world loads all of its JS on its one page). */
export function scriptsOfDist(dist: string): ScriptLoad[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const body = readFileSync(join(assets, f));
      return {
        url: `/assets/${f}`,
        bytes: body.length,
        gzip: gzipSize(body),
        encoding: undefined,
        cacheControl: undefined,
      };
    });
}

async function signedInPage(browser: Browser, base: string, admin: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post(`${base}/api/admin/auth/login`, { data: admin });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()}`);
  const session = (await res.json()) as { token: string; refresh_token: string; user: unknown };
  await page.goto(`${base}/login`);
  await page.evaluate((s) => {
    localStorage.setItem('admin_token', s.token);
    localStorage.setItem('admin_refresh_token', s.refresh_token);
    localStorage.setItem('admin_user', JSON.stringify(s.user));
  }, session);
  return { context, page };
}

async function timeToFirstOrderRow(page: Page, base: string): Promise<number> {
  const started = Date.now();
  await page.goto(`${base}/orders`);
  // The first order row's expand button ("Show items of order …"): the row is on screen.
  await page.locator('button[aria-label^="Show items of order"]').first().waitFor({ timeout: 120_000 });
  return Date.now() - started;
}

/**
 * Median time from navigating to /orders to its first order row, signed in, assets cached, on
 * two servers in turns (so both see the same machine).
 */
export async function ordersFirstRowPair(
  browser: Browser,
  bases: [string, string],
  admin: { email: string; password: string },
  runs: number,
): Promise<[{ p50: number; samples: number[] }, { p50: number; samples: number[] }]> {
  const pages = [await signedInPage(browser, bases[0], admin), await signedInPage(browser, bases[1], admin)];
  // Warm-up: assets into the browser cache, the servers' first queries.
  for (let i = 0; i < 2; i++) await timeToFirstOrderRow(pages[i]!.page, bases[i]!);
  const samples: [number[], number[]] = [[], []];
  for (let n = 0; n < runs; n++) {
    for (const i of n % 2 === 0 ? [0, 1] : [1, 0])
      samples[i]!.push(await timeToFirstOrderRow(pages[i]!.page, bases[i]!));
  }
  for (const p of pages) await p.context.close();
  return [
    { p50: median(samples[0]), samples: samples[0] },
    { p50: median(samples[1]), samples: samples[1] },
  ];
}
