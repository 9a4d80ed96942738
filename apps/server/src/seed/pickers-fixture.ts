// SEED_FIXTURE=pickers (test only): a store larger than a picker's first 1,000 entries, from the
// scale generator (seed/scale.ts), for the browser test of pickers that search the server
// (issue 31, item 2). Seeded once, into an empty store, with the configured first admin.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { assertEmptyStore, scaleOptions, seedScale } from './scale.ts';

export const PICKERS_FIXTURE = { users: 1_500, orders: 3_000 } as const;

export async function seedPickersFixture(database: Database, config: Pick<Config, 'adminEmail' | 'adminPassword'>) {
  try {
    await assertEmptyStore(database.db);
  } catch {
    return; // seeded on an earlier start
  }
  await seedScale(
    database,
    scaleOptions({
      ...PICKERS_FIXTURE,
      audit: 1_000,
      ...(config.adminEmail ? { adminEmail: config.adminEmail } : {}),
      ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
    }),
  );
}
