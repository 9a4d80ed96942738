// A first visit (the sign-in page, then the dashboard) loads only what those pages draw (issue 29,
// item 6; bench P6). This builds the panel as production does, in memory, and follows the static
// imports of the entry and of the chunks those pages load: no schema library, form library or
// chart library may be among them. A constant the first paint needs lives in a zod-free contract
// module (roles.ts, account-rules.ts, analytics-texts.ts, …); a module that builds schemas pulls
// zod into whatever imports it.
import { dirname } from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

/** The screens a first visit opens, by their source file. */
const FIRST_VISIT = ['features/login/LoginScreen.tsx', 'app/Layout.tsx', 'features/dashboard/DashboardScreen.tsx'];
/** Libraries that belong to the screens that use them, never to a first visit. */
const NOT_ON_FIRST_VISIT = ['zod', 'react-hook-form', '@hookform/resolvers', 'recharts', 'qrcode'];

async function firstVisitModules(): Promise<string[]> {
  const root = `${dirname(import.meta.dirname)}/`;
  const result = await build({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Chunk>();
  for (const output of outputs)
    for (const file of output.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const roots = [...chunks.values()].filter(
    (c) => c.isEntry || FIRST_VISIT.some((source) => c.facadeModuleId?.endsWith(`/src/${source}`)),
  );
  expect(roots).toHaveLength(FIRST_VISIT.length + 1);
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of roots) visit(chunk.fileName);
  return [...loaded].flatMap((fileName) => Object.keys(chunks.get(fileName)?.modules ?? {}));
}

describe('a first visit (sign-in, then the dashboard)', () => {
  it('loads no schema, form or chart library', { timeout: 120_000 }, async () => {
    const modules = await firstVisitModules();
    expect(modules.some((id) => id.includes('/node_modules/react-dom/'))).toBe(true);
    const packages = new Set(
      modules.flatMap((id) => {
        const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
        return match ? [match[1]] : [];
      }),
    );
    expect([...packages].filter((name) => NOT_ON_FIRST_VISIT.includes(name!))).toEqual([]);
  });
});
