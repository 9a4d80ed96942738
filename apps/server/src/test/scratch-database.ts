// A database of a test's own on the PostgreSQL server of `url`, empty (or a copy of `template`),
// with the URL that reaches it; `drop` removes it, even with connections still open.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function scratchPostgresDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
