// What a store's database holds, as backup and restore see it: the rows of each of its tables
// (every table of the public schema, and drizzle's record of the migrations it ran), and which
// migrations those were.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from '../db/client.ts';

export interface TableRows {
  table: string;
  rows: number;
}

/** drizzle's record of the migrations run (db/client.ts `runMigrations`). */
export const MIGRATIONS_TABLE = { schema: 'drizzle', name: '__drizzle_migrations' };

export interface StoreMigrations {
  applied: number;
  /** The `when` of the newest one (drizzle's journal and its `created_at`), null when none ran. */
  last_created_at: number | null;
}

/** Every table of the store and its rows, by name (`drizzle.__drizzle_migrations` for the migrations). */
export async function tableRows(database: Database): Promise<TableRows[]> {
  const { rows: tables } = await database.db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE'
      and (table_schema = 'public' or (table_schema = ${MIGRATIONS_TABLE.schema} and table_name = ${MIGRATIONS_TABLE.name}))
    order by table_schema <> 'public', table_name`);
  const counted: TableRows[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await database.db.execute<{ n: string }>(
      sql`select count(*) as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counted.push({ table: schema === 'public' ? name : `${schema}.${name}`, rows: Number(rows[0]!.n) });
  }
  return counted;
}

/** The migrations a database ran; none when it has no record of them (a new database). */
export async function appliedMigrations(database: Database): Promise<StoreMigrations> {
  const table = sql`${sql.identifier(MIGRATIONS_TABLE.schema)}.${sql.identifier(MIGRATIONS_TABLE.name)}`;
  const { rows: found } = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass(${`${MIGRATIONS_TABLE.schema}.${MIGRATIONS_TABLE.name}`}) is not null as present`,
  );
  if (!found[0]?.present) return { applied: 0, last_created_at: null };
  const { rows } = await database.db.execute<{ applied: string; last: string | null }>(
    sql`select count(*) as applied, max(created_at)::text as last from ${table}`,
  );
  const last = rows[0]?.last ?? null;
  return { applied: Number(rows[0]?.applied ?? 0), last_created_at: last === null ? null : Number(last) };
}

/** The migrations this version of the store has (drizzle's journal beside them). */
export function knownMigrations(): StoreMigrations {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const whens = journal.entries.map((e) => e.when);
  return { applied: whens.length, last_created_at: whens.length > 0 ? Math.max(...whens) : null };
}

/** "users (3 rows), orders (120 rows)" — the tables that hold rows, the most first. */
export function describeRows(tables: TableRows[], limit = 6): string {
  const full = tables.filter((t) => t.rows > 0).sort((a, b) => b.rows - a.rows);
  const named = full.slice(0, limit).map((t) => `${t.table} (${t.rows} ${t.rows === 1 ? 'row' : 'rows'})`);
  if (full.length > limit) named.push(`and ${full.length - limit} more tables`);
  return named.join(', ');
}
