// The command palette's search (issue 18, item 1; decision 0030), on the real app and database:
// what each group finds, the five-per-group limit, the groups each role gets, and bad input.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@store/contract/roles';
import { SEARCH_GROUP_LIMIT, SEARCH_MESSAGES, type SearchResponse } from '@store/contract/search';
import { products } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { explain } from '../../test/plans.ts';
import { orderHitQueries } from '../orders/service.ts';
import { userHitQueries, userWordHitQuery } from '../users/service.ts';

let ctx: TestContext;
let token: string;
const tokens = new Map<AdminRole, string>();

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  tokens.set('owner', token);
  const { db } = ctx.database;
  await db.insert(orders).values([
    ...['ORD-2025-000123', 'ORD-2025-001123', 'ORD-2024-000124', 'ORD-2025-000200'].map((orderNumber, i) => ({
      orderNumber,
      customerEmail: i === 0 ? 'Jane.Doe@Example.com' : `buyer${i}@example.com`,
      status: 'paid',
      subtotal: 1000 * (i + 1),
      total: 1000 * (i + 1),
    })),
    // Seven orders of one customer: more than a group shows.
    ...Array.from({ length: 7 }, (_, i) => ({
      orderNumber: `ORD-2023-00050${i}`,
      customerEmail: 'repeat@example.com',
      status: 'completed',
      subtotal: 500,
      total: 500,
      createdAt: new Date(Date.UTC(2023, 0, 1 + i)),
    })),
    { orderNumber: 'ORD-2025-100%', customerEmail: 'percent@example.com', status: 'paid', subtotal: 1, total: 1 },
  ]);
  await db.insert(users).values([
    { email: 'jane.doe@example.com', name: 'Jane Doe' },
    { email: 'jdoe@example.org', name: 'Émile Zola' },
    { email: 'mark@example.com', name: 'Mark Janeway' },
  ]);
  await db.insert(products).values([
    { name: 'Desk Lamp', priceUsd: 2500, internalKey: 'desk-lamp' },
    { name: 'Lamp Shade', priceUsd: 900, internalKey: 'lamp-shade' },
    { name: 'Chair', priceUsd: 9900, internalKey: 'chair' },
  ]);
  for (const role of ['administrator', 'support', 'catalogue', 'analyst'] as const) {
    const email = `search-${role}-${randomUUID()}@example.com`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(token),
      payload: { email, password: 'search-role-pass', name: `Role ${role}`, is_admin: true, admin_role: role },
    });
    expect(created.statusCode, created.body).toBe(201);
    tokens.set(role, (await loginAs(ctx.app, email, 'search-role-pass')).token);
  }
});
afterAll(() => ctx.close());

const search = (q: string | undefined, as: string = token) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/search',
    query: q === undefined ? {} : { q },
    headers: bearer(as),
  });

async function found(q: string, as?: string): Promise<SearchResponse> {
  const res = await search(q, as);
  expect(res.statusCode, res.body).toBe(200);
  return json<SearchResponse>(res);
}

const numbers = (r: SearchResponse) => r.orders?.map((o) => o.order_number);

describe('GET /search: orders', () => {
  it('finds an order by its whole number, ignoring case, with what the palette shows of it', async () => {
    const r = await found('ord-2025-000123');
    expect(r.orders).toEqual([
      {
        id: expect.any(Number),
        order_number: 'ORD-2025-000123',
        customer_email: 'Jane.Doe@Example.com',
        status: 'paid',
        total: 1000,
        currency: 'USD',
        created_at: expect.any(String),
      },
    ]);
  });

  it('finds orders by the start of the number, in number order', async () => {
    expect(numbers(await found('ORD-2025-00'))).toEqual(['ORD-2025-000123', 'ORD-2025-000200', 'ORD-2025-001123']);
  });

  it('finds orders by the end of the number, so the digits alone find one', async () => {
    expect(numbers(await found('000123'))).toEqual(['ORD-2025-000123']);
    expect(numbers(await found('123'))?.sort()).toEqual(['ORD-2025-000123', 'ORD-2025-001123']);
  });

  it('finds orders by the start of the customer’s e-mail, ignoring case, their newest first', async () => {
    expect(numbers(await found('JANE.DOE@'))).toEqual(['ORD-2025-000123']);
    const repeat = await found('repeat@');
    expect(numbers(repeat)).toEqual([
      'ORD-2023-000506',
      'ORD-2023-000505',
      'ORD-2023-000504',
      'ORD-2023-000503',
      'ORD-2023-000502',
    ]);
  });

  it('answers at most five orders, each once', async () => {
    const r = await found('ord-');
    expect(r.orders).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(new Set(r.orders!.map((o) => o.id)).size).toBe(SEARCH_GROUP_LIMIT);
  });

  it('reads LIKE’s wildcards as themselves', async () => {
    // '%' is the last character of one number only, not every order.
    expect(numbers(await found('%'))).toEqual(['ORD-2025-100%']);
    expect(numbers(await found('ORD-2025-100%'))).toEqual(['ORD-2025-100%']);
    expect(numbers(await found('ORD_2025'))).toEqual([]);
  });
});

describe('GET /search: users and products', () => {
  it('finds users by the start of the name or the e-mail, ignoring case', async () => {
    const byName = await found('jane');
    // The name's start first, then a later word of a name: 'Mark Janeway'.
    expect(byName.users?.map((u) => u.email)).toEqual(['jane.doe@example.com', 'mark@example.com']);
    const byEmail = await found('JDOE@');
    expect(byEmail.users).toEqual([
      { id: expect.any(Number), name: 'Émile Zola', email: 'jdoe@example.org', is_admin: false },
    ]);
    // From three letters a later word of the name counts too: 'Mark Janeway' by his surname.
    expect((await found('janeway')).users?.map((u) => u.name)).toEqual(['Mark Janeway']);
    expect((await found('DOE')).users?.map((u) => u.name)).toEqual(['Jane Doe']);
    // Never the middle of a word, and not from fewer than three letters.
    expect((await found('aneway')).users).toEqual([]);
    expect((await found('ja')).users?.map((u) => u.name)).toEqual(['Jane Doe']);
  });

  it('finds a name that starts with a letter outside ASCII', async () => {
    expect((await found('Émile')).users?.map((u) => u.name)).toEqual(['Émile Zola']);
  });

  it('finds products by any part of the name, in name order', async () => {
    expect((await found('lamp')).products?.map((p) => p.name)).toEqual(['Desk Lamp', 'Lamp Shade']);
    expect((await found('lamp')).products?.[0]).toEqual({ id: expect.any(Number), name: 'Desk Lamp', price_usd: 2500 });
  });

  it('answers empty groups for an empty or blank search', async () => {
    expect(await found('')).toEqual({ orders: [], users: [], products: [] });
    expect(await found('   ')).toEqual({ orders: [], users: [], products: [] });
    const res = await search(undefined);
    expect(json(res)).toEqual({ orders: [], users: [], products: [] });
  });
});

describe('GET /search: roles (decision 0027)', () => {
  it('answers each role only the groups of the areas it can view, never a 403', async () => {
    const groups = async (role: AdminRole) => Object.keys(await found('ord', tokens.get(role)!)).sort();
    expect(await groups('owner')).toEqual(['orders', 'products', 'users']);
    expect(await groups('administrator')).toEqual(['orders', 'products', 'users']);
    expect(await groups('support')).toEqual(['orders', 'users']);
    expect(await groups('catalogue')).toEqual(['products']);
    expect(await groups('analyst')).toEqual([]);
  });

  it('is refused without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/search?q=ord' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /search: bad input', () => {
  it('refuses a search longer than 100 characters with 400 naming q', async () => {
    const res = await search('x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { q: SEARCH_MESSAGES.tooLong } });
    expect((await search('x'.repeat(100))).statusCode).toBe(200);
  });

  it('refuses a NUL character with 400 naming q', async () => {
    const res = await search('ord\u0000');
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields).toHaveProperty('q');
  });

  it('answers any other text, control characters and any script, with empty groups and never a 500', async () => {
    for (const q of [
      '\u0001\u001f\u007f',
      '\\',
      "'; drop table orders; --",
      '😀',
      'ש\u202eלום',
      'ß',
      'İstanbul',
      '\t',
      '[a-z]*',
    ]) {
      const res = await search(q);
      expect(res.statusCode, `${JSON.stringify(q)}: ${res.body}`).toBe(200);
      expect(json<SearchResponse>(res).orders).toEqual([]);
    }
    const repeated = await ctx.app.inject({ method: 'GET', url: '/api/admin/search?q=a&q=b', headers: bearer(token) });
    expect(repeated.statusCode).toBeLessThan(500);
  });

  it('writes no audit row: it is a read', async () => {
    const auditRows = async () =>
      (
        (await ctx.database.db.execute(sql`select count(*)::int as n from audit_logs`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await auditRows();
    await found('ord');
    expect(await auditRows()).toBe(before);
  });
});

describe('GET /search at scale: each query is a range of its own index', () => {
  it('reads 20,000 orders and users through the prefix indexes, never the whole table', async () => {
    const { db } = ctx.database;
    await db.execute(sql`
      insert into orders (order_number, customer_email, status, subtotal, total, created_at)
      select 'ORD-2022-' || lpad(i::text, 6, '0'), 'scale' || i || '@example.com', 'paid', 100, 100,
             now() - make_interval(mins => i)
      from generate_series(1, 20000) as i`);
    await db.execute(sql`
      insert into users (email, name)
      select 'scale' || i || '@example.com', 'Scale Customer ' || i from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze orders`);
    await db.execute(sql`analyze users`);
    const [number, suffix, email] = orderHitQueries(db, 'ord-2022-01', SEARCH_GROUP_LIMIT);
    const [name, userEmail] = userHitQueries(db, 'scale', SEARCH_GROUP_LIMIT);
    const plans = {
      orders_number_prefix_idx: await explain(ctx.database, number),
      orders_number_suffix_idx: await explain(ctx.database, suffix),
      orders_email_prefix_idx: await explain(ctx.database, email),
      users_name_prefix_idx: await explain(ctx.database, name),
      users_email_prefix_idx: await explain(ctx.database, userEmail),
    };
    for (const [index, plan] of Object.entries(plans)) {
      expect(plan, plan).toMatch(new RegExp(`Index Scan using ${index}`));
      expect(plan, plan).not.toMatch(/Seq Scan|Sort\s+\(/);
    }
    // A later word of a name: the trigram index finds the matches, only they are sorted.
    const word = await explain(ctx.database, userWordHitQuery(db, 'scale', SEARCH_GROUP_LIMIT));
    expect(word, word).toMatch(/Bitmap Index Scan on users_name_trgm_idx/);
    expect(word, word).not.toMatch(/Seq Scan/);
    expect((await found('ord-2022-0199')).orders).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(numbers(await found('2022-020000'))).toEqual(['ORD-2022-020000']);
    // 40,000 rows written through their trigram indexes take a while on a busy machine's embedded database.
  }, 120_000);
});
