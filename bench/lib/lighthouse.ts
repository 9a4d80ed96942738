// P7: Lighthouse (desktop preset, or the mobile one when asked) on the built panel, signed in, in
// Debian's Chromium. Lighthouse drives the browser over its DevTools port; the session is put in
// the browser's own profile first (the panel keeps it in localStorage), and Lighthouse is told not
// to clear storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/chromium.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The audits that cost points, for the details section. */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export async function lighthouseScores(
  base: string,
  admin: { email: string; password: string },
  paths: string[],
  port: number,
  /** `mobile` is Lighthouse's default: a phone's screen, a slow 4G network and a 4× slower CPU. */
  preset: 'desktop' | 'mobile' = 'desktop',
): Promise<LighthouseScores[]> {
  const profile = mkdtempSync(join(tmpdir(), 'store-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const results: LighthouseScores[] = [];
    const audit = async (path: string) => {
      const result = await lighthouse(
        `${base}${path}`,
        { port, disableStorageReset: true, logLevel: 'error', onlyCategories: [...CATEGORIES] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const counted = new Set(
        CATEGORIES.flatMap((id) => (categories[id]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)),
      );
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        failing: Object.values(audits)
          .filter((a) => counted.has(a.id) && a.score !== null && a.score < 0.9)
          .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`),
      });
    };
    // The sign-in page is measured as a visitor sees it, before the profile holds a session.
    if (paths.includes('/login')) await audit('/login');

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');

    for (const path of paths) if (path !== '/login') await audit(path);
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
