// The embedded database's door (embedded/README.md) speaks the PostgreSQL protocol to PGlite
// through its public `execProtocolRaw`, and leans on how PGlite answers a second startup message,
// reports transaction status and emits notifications in that stream. Those were checked on this
// version: on an upgrade, read PGlite's changelog for them, run thread.test.ts and the API suite,
// then move the pin.
import { describe, expect, it } from 'vitest';
import { installedVersion } from '../../test/installed-version.ts';

export const PGLITE_CHECKED = '0.5.16';

describe('the embedded database door', () => {
  it(`was checked against PGlite ${PGLITE_CHECKED}`, () => {
    const version = installedVersion('@electric-sql/pglite');
    expect(version, 'PGlite changed: see db/embedded/README.md before moving PGLITE_CHECKED').toBe(PGLITE_CHECKED);
  });
});
