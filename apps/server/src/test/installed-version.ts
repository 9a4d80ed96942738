// The version of an installed package, for the tests that pin a home-grown layer to the library it
// was checked against (docs/ARCHITECTURE.md, "Home-grown layers"). Read from the package's own
// package.json above its entry point: a package's exports need not name that file.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export function installedVersion(name: string): string {
  const nameLine = `"name": "${name}"`;
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const file = join(folder, 'package.json');
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(nameLine)) return (JSON.parse(text) as { version: string }).version;
    }
    if (dirname(folder) === folder) throw new Error(`no package.json of ${name} above its entry point`);
    folder = dirname(folder);
  }
}
