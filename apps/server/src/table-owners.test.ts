// One writer per table (decision 0046): each table is written by one feature's service, or by one
// platform file, its owner. A workflow that changes several tables (completing a payment) calls
// each owner in its transaction. This file holds the map and the check: it reads every source
// file of `features/` and `platform/` (tests aside), finds its writes — drizzle's
// `.insert(table)`, `.update(table)`, `.delete(table)` and raw `insert into` / `update` /
// `delete from` — and fails on a write by anyone but the table's owner. Triggers and migrations
// are the database's own upkeep, not writers here; start-up, the CLI and seed/ (demo and scale
// data) are outside the two folders read.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema/index.ts';

/** Kept by the database itself (triggers, or a function of a migration): no code writes them. */
const DATABASE = 'database';

/** Each table and its one writer: a feature folder, or a file of platform/. */
const TABLE_OWNERS: Record<string, string> = {
  // Accounts and signing in.
  users: 'users',
  admin_sessions: 'auth',
  admin_sign_ins: 'auth',
  refresh_tokens: 'auth',
  user_two_step: 'auth',
  two_step_challenges: 'auth',
  two_step_recovery_codes: 'auth',
  password_resets: 'password-reset',
  // Lists (issue 34): an admin's saved views, and their settings of each list. The saved views
  // set a list's default view through list-settings/service.ts (decision 0064).
  saved_views: 'views',
  admin_list_settings: 'list-settings',
  // The catalogue.
  products: 'products',
  code_promos: 'promos',
  countries: 'countries',
  software_releases: 'releases',
  email_templates: 'templates',
  // Sales.
  payment_sessions: 'payments',
  processed_webhook_events: 'payments',
  orders: 'orders',
  order_items: 'orders',
  order_notes: 'orders',
  order_refunds: 'refunds',
  user_product_access: 'access',
  shipments: 'shipments',
  release_notifications: 'releases',
  // Operations.
  api_keys: 'api-keys',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  rate_limiter_settings: 'rate-limiters',
  // Only the two-step requirement is written by a feature; start-up keeps its own keys there.
  system_settings: 'auth',
  audit_logs: 'platform/audit.ts',
  mail_outbox: 'platform/mail.ts',
  order_mails: 'platform/mail.ts',
  jobs: 'platform/jobs',
  job_schedules: 'platform/jobs',
  ip_blacklist: 'platform/abuse.ts',
  idempotency_keys: 'platform/idempotency.ts',
  // Rebuilt by analytics through the migration's analytics_rebuild().
  analytics_settings: 'analytics',
  // Counts and rollups kept by triggers.
  row_counts: DATABASE,
  audit_log_counts: DATABASE,
  access_groups: DATABASE,
  order_search: DATABASE,
  order_daily_stats: DATABASE,
  product_daily_sales: DATABASE,
  product_weekly_sales: DATABASE,
};

/** The schema's tables: the name each is imported by (`orderItems`) and its SQL name (`order_items`). */
const TABLES = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
const TABLE_NAMES = new Set<string>(TABLES.values());

interface Write {
  table: string;
  line: number;
}

/** The tables a source text writes, by drizzle call or raw SQL. */
function writesIn(source: string): Write[] {
  // Imported under another name: `import { users as accounts } from '…/schema/users.ts'`.
  const names = new Map(TABLES);
  for (const [, imported, alias] of source.matchAll(/\b(\w+)\s+as\s+(\w+)/g)) {
    const table = TABLES.get(imported!);
    if (table) names.set(alias!, table);
  }
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const writes: Write[] = [];
  for (const match of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
    const table = names.get(match[1]!);
    if (table) writes.push({ table, line: lineOf(match.index) });
  }
  for (const match of source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi)) {
    const table = match[1] !== undefined ? (TABLE_NAMES.has(match[1]) ? match[1] : undefined) : names.get(match[2]!);
    if (table) writes.push({ table, line: lineOf(match.index) });
  }
  return writes;
}

const SRC = import.meta.dirname;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

/** Who a file writes as: its feature folder, or itself for a platform file. */
function writerOf(file: string): string {
  const [top, name] = file.split(/[\\/]/);
  return top === 'features' ? name! : `platform/${name}`;
}

/** Every write in features/ and platform/ by anyone but its table's owner, as `file:line table (owner)`. */
function foreignWrites(read: (file: string) => string = (file) => readFileSync(join(SRC, file), 'utf8')) {
  const files = [...sourcesUnder('features'), ...sourcesUnder('platform')];
  return files.flatMap((file) =>
    writesIn(read(file))
      .filter((write) => TABLE_OWNERS[write.table] !== writerOf(file))
      .map(
        (write) => `${relative('.', file)}:${write.line} writes ${write.table} (owner: ${TABLE_OWNERS[write.table]})`,
      ),
  );
}

describe('one writer per table', () => {
  it('names an owner for every table of the schema, and only for those', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...TABLE_NAMES].sort());
  });

  it('finds drizzle writes, raw SQL writes and aliased tables, and leaves other calls alone', () => {
    const source = [
      'await tx.insert(orders).values({ id });',
      'await tx',
      '  .update(users)',
      '  .set({ name });',
      'await db.delete(orderItems).where(eq(orderItems.orderId, id));',
      "import { users as accounts } from '../../db/schema/users.ts';",
      'await db.insert(accounts).values(row);',
      'await db.execute(sql`insert into order_refunds (order_id) values (${id})`);',
      'await db.execute(sql`UPDATE "code_promos" SET usage_count = usage_count + 1`);',
      'await db.execute(sql`delete from ${apiKeys} where id = ${id}`);',
      // Not writes of a table: a Map, a hash, an upsert's own clause.
      'this.memory.delete(ip); hash.update(value);',
      'on conflict (key) do update set n = excluded.n',
    ].join('\n');
    expect(writesIn(source)).toEqual([
      { table: 'orders', line: 1 },
      { table: 'users', line: 3 },
      { table: 'order_items', line: 5 },
      { table: 'users', line: 7 },
      { table: 'order_refunds', line: 8 },
      { table: 'code_promos', line: 9 },
      { table: 'api_keys', line: 10 },
    ]);
  });

  it('fails on a feature that writes a table it does not own', () => {
    const planted = (file: string) =>
      file === join('features', 'payments', 'service.ts')
        ? 'await tx.insert(orderItems).values(items);'
        : readFileSync(join(SRC, file), 'utf8');
    expect(foreignWrites(planted)).toContain(
      `${join('features', 'payments', 'service.ts')}:1 writes order_items (owner: orders)`,
    );
  });

  it('has each table written only by its owner in features/ and platform/', () => {
    expect(foreignWrites()).toEqual([]);
  });
});
