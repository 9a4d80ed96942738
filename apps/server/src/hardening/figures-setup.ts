// Vitest global setup of the hardening project: every test's figure (support.ts `figure`) is
// appended to one file, and the table of them is printed once the suite has run.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    hardeningFigures: string;
  }
}

export default function setup(project: TestProject) {
  const file = join(tmpdir(), `store-hardening-figures-${process.pid}.jsonl`);
  writeFileSync(file, '');
  project.provide('hardeningFigures', file);
  return () => {
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { file: string; text: string });
    rmSync(file, { force: true });
    if (rows.length === 0) return;
    const width = Math.max(...rows.map((r) => r.file.length));
    console.log(`\nhardening figures\n${'file'.padEnd(width)}  figure`);
    for (const r of rows) console.log(`${r.file.padEnd(width)}  ${r.text}`);
  };
}
