// The embedded database's door (embedded/README.md) speaks the PostgreSQL protocol to PGlite
// through its public `execProtocolRaw`, and leans on how PGlite answers a second startup message,
// reports transaction status and emits notifications in that stream. Those were checked on this
// version: on an upgrade, read PGlite's changelog for them, run thread.test.ts and the API suite,
// then move the pin.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

export const PGLITE_CHECKED = '0.5.16';

describe('the embedded database door', () => {
  it(`was checked against PGlite ${PGLITE_CHECKED}`, () => {
    // The package's own package.json, above its entry point (its exports do not name the file).
    let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
    const file = join(folder, 'package.json');
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    expect(version, 'PGlite changed: see db/embedded/README.md before moving PGLITE_CHECKED').toBe(PGLITE_CHECKED);
  });
});
