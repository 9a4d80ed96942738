// CSV exports (issue 15, item 5), through the real app on a real database (PGlite; PostgreSQL
// with DATABASE_URL, and the tokens in Redis with REDIS_URL): each list's file holds exactly the
// rows the list answers over all its pages, in its order, for the same filters; the token is
// single use and short-lived; every export leaves its audit row.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditLog } from '@store/contract/audit';
import { EXPORT_TEXTS, type ExportRequest, type ExportResource, type ExportTicket } from '@store/contract/exports';
import type { Order, OrderItem } from '@store/contract/orders';
import { parseSort } from '@store/contract/pagination';
import { PROMO_SORTS, promoMatchesSearch, sortPromos } from '@store/contract/promo-view';
// eslint-disable-next-line no-restricted-imports -- with REDIS_URL, the real app rebuilt on a Redis prefix of its own
import { buildApp } from '../../app.ts';
import { codePromos, products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderItems, orders, shipments, userProductAccess } from '../../db/schema/sales.ts';
import { adminSessions, users } from '../../db/schema/users.ts';
import { neutraliseFormula as n } from '../../platform/csv.ts';
import { connectRedis, type SharedRedis } from '../../platform/redis.ts';
import { sha256 } from '../../platform/secrets.ts';
import { prepare } from '../../startup.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { EXPORT_SOURCES } from './queries.ts';
import { EXPORT_BATCH_ROWS } from './service.ts';

let ctx: TestContext;
/** The Redis the app keeps its tokens in, when the suite runs with REDIS_URL. */
let shared: SharedRedis | undefined;
let token: string;
let adminId: number;

/** The harness's app; with REDIS_URL, rebuilt on Redis under a prefix of its own. */
async function context(): Promise<TestContext> {
  const base = await createTestContext();
  const url = process.env.REDIS_URL;
  if (!url) return base;
  const { deps } = await prepare(base.config, base.database);
  const redis = await connectRedis(url, { prefix: `exports-test:${randomUUID()}:` });
  if (!(await redis.waitUntilReady(5000))) throw new Error(`Redis at ${url} is not reachable`);
  shared = redis;
  const app = await buildApp({ ...deps, redis }, { logger: false });
  await app.ready();
  return {
    ...base,
    app,
    close: async () => {
      await app.close();
      await redis.close();
      await base.close();
    },
  };
}

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
/** Creation times a minute apart, and twice the same instant, so ties are broken by id. */
const at = (i: number) => new Date(T0 + (i === 3 ? 2 : i) * 60_000);

/** Names that test the file: formulas, CSV's own characters, and text beyond the BMP. */
const TRICKY = [
  '=HYPERLINK("http://evil.example","Click")',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(A1:A2)',
  '\tTabbed',
  '\rReturned',
  'Comma, Name',
  'Quote "Q" Name',
  'Line\nBreak',
  'Zoë Ünïcødé 😀 𝄞 中文',
  'Plain Name',
];

beforeAll(async () => {
  ctx = await context();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  const { db } = ctx.database;

  const customers = await db
    .insert(users)
    .values(
      TRICKY.map((name, i) => ({
        email: `export-${i}@example.com`,
        name,
        createdAt: at(i),
        onboardingCompleted: i % 3 === 0,
        onboardingTokenHash: i % 3 === 1 ? sha256(`export-onboarding-${randomUUID()}`) : null,
      })),
    )
    .returning();
  const catalogue = await db
    .insert(products)
    .values([
      { name: '=Widget', priceUsd: 1234, internalKey: 'exp-widget', isPhysical: true, createdAt: at(1) },
      { name: 'E-book, "Deluxe"', priceUsd: 999, internalKey: 'exp-ebook', isDownloadable: true, createdAt: at(2) },
      { name: 'Lamp', priceUsd: 5, internalKey: 'exp-lamp', isPhysical: true, createdAt: at(3) },
      {
        name: 'Suite',
        description: '-annual plan',
        priceUsd: 120000,
        internalKey: 'exp-suite',
        isDownloadable: true,
        accessDurationType: 'annual',
        accessDurationMonths: 12,
        createdAt: at(4),
      },
    ])
    .returning();
  const [widget, ebook, lamp, suite] = catalogue as [
    typeof products.$inferSelect,
    typeof products.$inferSelect,
    typeof products.$inferSelect,
    typeof products.$inferSelect,
  ];
  await db.insert(codePromos).values([
    { code: 'TENOFF', discountType: 'percentage', discountValue: 10, createdAt: at(1) },
    { code: 'FIVEUSD', discountType: 'fixed', discountValue: 500, maxUses: 3, createdAt: at(2) },
    { code: 'TIE-A', discountType: 'fixed', discountValue: 1, createdAt: at(3) },
    {
      code: 'TIE-B',
      discountType: 'percentage',
      discountValue: 100,
      dateEnd: new Date('2027-01-01T00:00:00Z'),
      createdAt: at(3),
    },
  ]);

  // Orders: statuses, currencies, promo terms and items of every kind.
  const statuses = ['paid', 'pending', 'shipped', 'cancelled', 'paid', 'completed', 'On hold', 'paid'];
  for (const [i, status] of statuses.entries()) {
    const lines = [
      { product: widget, quantity: 1 + (i % 3) },
      ...(i % 2 === 0 ? [{ product: ebook, quantity: 1 }] : []),
      ...(i === 5 ? [{ product: lamp, quantity: 4 }] : []),
    ];
    const subtotal = lines.reduce((sum, l) => sum + l.product.priceUsd * l.quantity, 0);
    const discount = i === 1 ? 500 : i === 2 ? Math.round(subtotal / 10) : 0;
    const shipping = i % 2 === 1 ? 799 : 0;
    const tax = i === 4 ? 123 : 0;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `EXP-${1000 + i}`,
        userId: customers[i]!.id,
        customerEmail: customers[i]!.email,
        status,
        currency: i % 4 === 3 ? 'EUR' : 'USD',
        subtotal,
        amountDiscount: discount,
        shipping,
        tax,
        total: subtotal - discount + shipping + tax,
        paymentProvider: i % 2 === 0 ? 'stripe' : 'coinbase',
        promoCode: i === 1 ? 'FIVEUSD' : i === 2 ? 'TENOFF' : null,
        promoDiscountType: i === 1 ? 'fixed' : i === 2 ? 'percentage' : null,
        promoDiscountValue: i === 1 ? 500 : i === 2 ? 10 : null,
        shippingCountryCode: i % 2 === 1 ? 'DE' : null,
        createdAt: at(i),
      })
      .returning();
    await db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.product.id,
        productName: l.product.name,
        quantity: l.quantity,
        priceAtPurchase: l.product.priceUsd,
      })),
    );
  }
  const someOrders = await db.select().from(orders).orderBy(orders.id);
  await db.insert(shipments).values(
    someOrders.slice(0, 5).map((o, i) => ({
      orderId: o.id,
      trackingNumber: i === 0 ? '=1Z999' : `1Z-${i}`,
      carrier: i % 2 ? 'UPS' : 'DHL, Express',
      status: i === 2 ? 'delivered' : 'in_transit',
      shippedAt: i >= 1 ? at(i) : null,
      deliveredAt: i === 2 ? at(i + 10) : null,
      createdAt: at(i),
    })),
  );
  await db.insert(userProductAccess).values(
    customers.slice(0, 6).map((c, i) => ({
      userId: c.id,
      productId: i % 2 ? ebook.id : suite.id,
      expiresAt: i % 3 === 0 ? null : new Date('2027-06-01T00:00:00Z'),
      isActive: i !== 4,
      createdAt: at(i),
      grantedAt: at(i),
    })),
  );
  // Audit rows by two admins, with changes that carry formulas and CSV's characters.
  await db.insert(auditLogs).values(
    Array.from({ length: 9 }, (_, i) => ({
      adminUserId: i % 2 ? adminId : null,
      adminName: i % 2 ? TEST_ADMIN.name : '@Former Admin',
      adminEmail: i % 2 ? TEST_ADMIN.email : 'former@example.com',
      action: (['create', 'update', 'delete'] as const)[i % 3]!,
      resourceType: i % 3 === 0 ? 'users' : 'products',
      resourceId: String(100 + i),
      changes: { name: { before: `=before ${i}`, after: 'Quote "x", y' } },
      ipAddress: '203.0.113.7',
      createdAt: at(i),
    })),
  );
});
afterAll(() => ctx.close());

// ---------------------------------------------------------------------------------------------

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(token) });

/** Every page of a list, with a small page size so that paging matters. */
type Query = Record<string, string>;

async function listAll<T>(path: string, key: string, query: Query = {}, limit = 3): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...query, page: String(page), limit: String(limit) });
    const res = await get(`${path}?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<Record<string, unknown> & { pagination: { pages: number } }>(res);
    all.push(...(body[key] as T[]));
    if (page >= body.pagination.pages) return all;
  }
}

const startExport = (body: ExportRequest | Record<string, unknown>, headers: Record<string, string> = bearer(token)) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/exports', headers, payload: body as Record<string, unknown> });

/** The browser's form post: `application/x-www-form-urlencoded`, one field, no Bearer header. */
const download = (downloadToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/exports/download',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: downloadToken }).toString(),
  });

async function ticket(body: ExportRequest): Promise<ExportTicket> {
  const res = await startExport(body);
  expect(res.statusCode, res.body).toBe(201);
  return json<ExportTicket>(res);
}

/** Exports a list; the file's records, each keyed by the header. */
async function exportRecords(resource: ExportResource, query: Query = {}): Promise<Record<string, string>[]> {
  const res = await download((await ticket({ resource, query } as ExportRequest)).token);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
}

const text = (value: string | null | undefined) => n(value ?? '');
/** Cents as the file writes them: 1234 → 12.34. */
const centsToDecimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const money = (cents: number | null | undefined) => (cents == null ? '' : centsToDecimal(cents));
const str = (value: number | boolean | null | undefined) => (value == null ? '' : String(value));

// ---------------------------------------------------------------------------------------------

describe('POST /exports then the download', () => {
  it('answers a single-use token, its expiry and the file name', async () => {
    const before = Date.now();
    const t = await ticket({ resource: 'orders', query: {} });
    expect(t.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(t.expires_at) - before).toBeGreaterThan(55_000);
    expect(Date.parse(t.expires_at) - before).toBeLessThanOrEqual(61_000);
    expect(t.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('streams a UTF-8 CSV attachment, not cached, with a byte order mark, a header row and CRLF lines', async () => {
    const t = await ticket({ resource: 'promos', query: {} });
    const res = await download(t.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${t.filename}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,code,discount_type,discount_percentage,discount_amount,currency,max_uses,usage_count,date_start,date_end,is_enabled,created_at,updated_at',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 4 + 1);
  });

  it('refuses a token used once already, with 410 and a clear text', async () => {
    const t = await ticket({ resource: 'users', query: {} });
    expect((await download(t.token)).statusCode).toBe(200);
    const again = await download(t.token);
    expect(again.statusCode).toBe(410);
    expect(json(again)).toMatchObject({ code: 'GONE', message: EXPORT_TEXTS.tokenGone });
    expect(again.headers['content-disposition']).toBeUndefined();
  });

  it('refuses an unknown token and an empty one', async () => {
    const unknown = await download('x'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(json(unknown)).toMatchObject({ code: 'GONE', message: EXPORT_TEXTS.tokenGone });
    const empty = await download('');
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ code: 'VALIDATION_FAILED', message: EXPORT_TEXTS.tokenRequired });
  });

  it('refuses a token after its minute', async () => {
    const t = await ticket({ resource: 'users', query: {} });
    const redis = shared?.client();
    if (redis) {
      // Redis keeps the token for its minute and then drops it by itself: its time to live is
      // read, then run out at once.
      const key = `${shared!.prefix}export-token:${sha256(t.token)}`;
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await redis.pexpire(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await download(t.token)).statusCode).toBe(410);
      return;
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await download(t.token);
      expect(res.statusCode).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs the admin token to start an export', async () => {
    const res = await startExport({ resource: 'users', query: {} }, {});
    expect(res.statusCode).toBe(401);
    const forged = await startExport({ resource: 'users', query: {} }, bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a download whose admin session ended after the token was given', async () => {
    const other = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await startExport({ resource: 'users', query: {} }, bearer(other.token));
    const t = json<ExportTicket>(res);
    await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(other.token) });
    const after = await download(t.token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['content-disposition']).toBeUndefined();
  });

  it('validates the list and its query with the list’s own schema', async () => {
    const unknown = await startExport({ resource: 'countries', query: {} });
    expect(unknown.statusCode).toBe(400);
    const badFilter = await startExport({ resource: 'audit', query: { action: 'explode' } });
    expect(badFilter.statusCode).toBe(400);
    expect(json(badFilter)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'query.action': expect.any(String) },
    });
  });

  it('lets only the panel frame the download (an error answer can be read in its hidden frame)', async () => {
    const res = await download('y'.repeat(43));
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await get('/users');
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('each list exports exactly its rows, in its order, for its filters', () => {
  it('users (e-mail and name search; never the onboarding link)', async () => {
    type User = {
      id: number;
      email: string;
      name: string;
      is_admin: boolean;
      onboarding_completed: boolean;
      has_onboarding_link: boolean;
      created_at: string;
      updated_at: string;
    };
    const expected = (u: User) => ({
      id: String(u.id),
      email: text(u.email),
      name: text(u.name),
      is_admin: String(u.is_admin),
      onboarding_completed: String(u.onboarding_completed),
      has_onboarding_link: String(u.has_onboarding_link),
      created_at: u.created_at,
      updated_at: u.updated_at,
    });
    for (const query of <Query[]>[
      {},
      { search: 'EXPORT-' },
      { search: 'name' },
      { search: 'nobody-at-all' },
      { sort: 'name' },
      { sort: '-email', search: 'EXPORT-' },
    ]) {
      const list = await listAll<User>('/users', 'users', query);
      const file = await exportRecords('users', query);
      expect(file, JSON.stringify(query)).toEqual(list.map(expected));
    }
    const file = await exportRecords('users', { search: 'export-' });
    expect(Object.keys(file[0]!)).not.toContain('onboarding_link');
    expect(file.map((r) => r.name)).toContain(`'${TRICKY[0]}`);
    expect(file.map((r) => r.name)).toContain(TRICKY[9]);
  });

  it('products (name search; price as a decimal in USD)', async () => {
    type Product = { id: number; name: string; description: string; price_usd: number; created_at: string };
    const expected = (p: Product) => ({
      id: String(p.id),
      name: text(p.name),
      description: text(p.description),
      price: money(p.price_usd),
      currency: 'USD',
      created_at: p.created_at,
    });
    for (const query of <Query[]>[{}, { search: 'e' }, { sort: '-price' }]) {
      const list = await listAll<Product>('/products', 'products', query);
      const file = await exportRecords('products', query);
      expect(file.map((r) => pick(r, Object.keys(expected(list[0]!))))).toEqual(list.map(expected));
    }
    const file = await exportRecords('products', { search: 'widget' });
    expect(file).toEqual([expect.objectContaining({ name: "'=Widget", price: '12.34', currency: 'USD' })]);
  });

  it('orders (status and search; money in the order’s currency; items summarised)', async () => {
    const expected = async (o: Order) => {
      const items = json<{ items: OrderItem[] }>(await get(`/orders/${o.id}/items`)).items;
      return {
        id: String(o.id),
        order_number: text(o.order_number),
        created_at: o.created_at,
        status: text(o.status),
        currency: o.currency,
        subtotal: money(o.subtotal),
        amount_discount: money(o.amount_discount),
        tax: money(o.tax),
        shipping: money(o.shipping),
        total: money(o.total),
        payment_provider: text(o.payment_provider),
        user_id: str(o.user.id),
        user_email: text(o.user.email),
        promo_code: text(o.promoCode?.code),
        promo_discount_type: text(o.promoCode?.discount_type),
        promo_discount_percentage: str(o.promoCode?.discount_percentage),
        promo_discount_amount_usd: money(o.promoCode?.discount_amount),
        shipping_country_code: text(o.shipping_country_code),
        item_count: String(items.reduce((sum, i) => sum + i.quantity, 0)),
        items: text(items.map((i) => `${i.quantity}× ${i.product.name}`).join('; ')),
        updated_at: o.updated_at,
      };
    };
    for (const query of <Query[]>[
      {},
      { status: 'paid' },
      { status: 'On hold' },
      { search: 'EXP-100' },
      { search: 'coinbase' },
      { sort: '-total' },
      { sort: 'customer_email', status: 'paid' },
      { sort: 'status' },
    ]) {
      const list = await listAll<Order>('/orders', 'orders', query);
      const file = await exportRecords('orders', query);
      expect(file, JSON.stringify(query)).toEqual(await Promise.all(list.map(expected)));
    }
    const [fixed] = await exportRecords('orders', { search: 'EXP-1001' });
    expect(fixed).toMatchObject({
      promo_code: 'FIVEUSD',
      promo_discount_amount_usd: '5.00',
      shipping: '7.99',
      items: '2× =Widget',
      item_count: '2',
    });
    const [many] = await exportRecords('orders', { search: 'EXP-1005' });
    expect(many).toMatchObject({ items: '3× =Widget; 4× Lamp', item_count: '7', total: '45.21' });
  });

  it('promo codes (percentage and fixed amounts apart; ties on the creation time by id)', async () => {
    type Promo = {
      id: number;
      code: string;
      discount_type: 'percentage' | 'fixed';
      discount_value: number;
      max_uses: number | null;
      usage_count: number;
      date_start: string;
      date_end: string | null;
      is_enabled: boolean;
      created_at: string;
      updated_at: string;
    };
    const expected = (p: Promo) => ({
      id: String(p.id),
      code: p.code,
      discount_type: p.discount_type,
      discount_percentage: p.discount_type === 'percentage' ? String(p.discount_value) : '',
      discount_amount: p.discount_type === 'fixed' ? money(p.discount_value) : '',
      currency: p.discount_type === 'fixed' ? 'USD' : '',
      max_uses: str(p.max_uses),
      usage_count: String(p.usage_count),
      date_start: p.date_start,
      date_end: p.date_end ?? '',
      is_enabled: String(p.is_enabled),
      created_at: p.created_at,
      updated_at: p.updated_at,
    });
    const list = await listAll<Promo>('/promos', 'data');
    const file = await exportRecords('promos', {});
    expect(file).toEqual(list.map(expected));
    expect(file.map((r) => r.code)).toEqual(['TIE-B', 'TIE-A', 'FIVEUSD', 'TENOFF']);

    // The screen searches and sorts the list itself (spec 001 §2); the file follows the same rules.
    const shown = (search: string, sort: string | undefined) =>
      sortPromos(
        list.filter((p) => promoMatchesSearch(p, search)),
        parseSort(sort, PROMO_SORTS),
      ).map((p) => p.code);
    for (const [search, sort] of [
      ['t', '-discount'],
      ['$5.00', undefined],
      ['10%', 'code'],
      ['tie', '-expiry'],
      ['', 'uses'],
      ['nothing like it', undefined],
    ] as const) {
      const codes = (await exportRecords('promos', { search, ...(sort ? { sort } : {}) })).map((r) => r.code);
      expect(codes, `search ${search}, sort ${sort}`).toEqual(shown(search, sort));
    }
    expect(shown('t', '-discount')).toEqual(['TIE-B', 'TENOFF', 'TIE-A']);
    expect(shown('$5.00', undefined)).toEqual(['FIVEUSD']);
  });

  it('promo codes in batches by position: every shown row once, in order, however small the batch', async () => {
    const promos = EXPORT_SOURCES.promos;
    const query = { search: 'i', sort: { field: 'uses', direction: 'desc' } } as const;
    const order = promos.order();
    const whole = await promos.batch({ db: ctx.database.db, timeZone: 'UTC' }, query, order, null, 100);
    const pieces: string[] = [];
    let after = null;
    for (;;) {
      const batch = await promos.batch({ db: ctx.database.db, timeZone: 'UTC' }, query, order, after, 1);
      if (batch.rows === 0) break;
      expect(batch.rows).toBe(1);
      pieces.push(...batch.chunks);
      after = batch.last;
    }
    expect(whole.rows).toBe(3);
    expect(pieces.join('')).toBe(whole.chunks.join(''));
  });

  it('user access (user search over the join)', async () => {
    type Grant = {
      id: number;
      user_id: number;
      product_id: number;
      expires_at: string | null;
      is_active: boolean;
      granted_at: string;
      created_at: string;
      updated_at: string;
      user: { name: string; email: string };
      product: { name: string };
    };
    const expected = (g: Grant) => ({
      id: String(g.id),
      user_id: String(g.user_id),
      user_name: text(g.user.name),
      user_email: text(g.user.email),
      product_id: String(g.product_id),
      product_name: text(g.product.name),
      is_active: String(g.is_active),
      expires_at: g.expires_at ?? '',
      granted_at: g.granted_at,
      created_at: g.created_at,
      updated_at: g.updated_at,
    });
    for (const query of <Query[]>[{}, { search: 'export-1' }, { search: 'quote' }]) {
      const list = await listAll<Grant>('/access', 'access', query);
      const file = await exportRecords('access', query);
      expect(file, JSON.stringify(query)).toEqual(list.map(expected));
    }
  });

  it('shipments (tracking, carrier or order number search)', async () => {
    type Shipment = {
      id: number;
      order_id: number;
      tracking_number: string;
      carrier: string;
      status: string;
      shipped_at: string | null;
      delivered_at: string | null;
      created_at: string;
      updated_at: string;
      order: { order_number: string; customer_email: string };
    };
    const expected = (s: Shipment) => ({
      id: String(s.id),
      order_id: String(s.order_id),
      order_number: text(s.order.order_number),
      customer_email: text(s.order.customer_email),
      tracking_number: text(s.tracking_number),
      carrier: text(s.carrier),
      status: s.status,
      shipped_at: s.shipped_at ?? '',
      delivered_at: s.delivered_at ?? '',
      created_at: s.created_at,
      updated_at: s.updated_at,
    });
    for (const query of <Query[]>[
      {},
      { search: 'express' },
      { search: 'EXP-1002' },
      { search: '1z' },
      { sort: 'order_number' },
      { sort: '-shipped_at' },
      { sort: 'delivered_at' },
    ]) {
      const list = await listAll<Shipment>('/shipments', 'shipments', query);
      const file = await exportRecords('shipments', query);
      expect(file, JSON.stringify(query)).toEqual(list.map(expected));
    }
  });

  it('audit logs (admin search, action and resource type; changes as JSON)', async () => {
    const expected = (l: AuditLog) => ({
      id: String(l.id),
      created_at: l.created_at,
      admin_user_id: str(l.admin_user_id),
      admin_name: text(l.adminUser.name),
      admin_email: text(l.adminUser.email),
      action: l.action,
      resource_type: l.resource_type,
      resource_id: text(l.resource_id),
      changes: l.changes,
      ip_address: text(l.ip_address),
    });
    for (const query of <Query[]>[
      {},
      { search: 'former' },
      { action: 'update' },
      { resource_type: 'users', action: '' },
      { action: 'export', resource_type: 'users' },
      { sort: 'admin_name', action: 'update' },
      { sort: '-resource_type', action: 'update' },
    ]) {
      // The list first: the export adds its own row once it has read.
      const list = await listAll<AuditLog>('/audit', 'audit_logs', query);
      const file = await exportRecords('audit', query);
      // The changes as JSON text (its keys in the database's order, the list's in its schema's).
      const read = file.map((r) => ({ ...r, changes: r.changes === '' ? null : (JSON.parse(r.changes!) as unknown) }));
      expect(read, JSON.stringify(query)).toEqual(list.map(expected));
    }
  });
});

function pick(record: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, record[k]!]));
}

describe('the audit row of an export', () => {
  it('says who exported which list with which filters, and how many rows', async () => {
    const query = { status: 'paid', search: 'EXP' };
    const file = await exportRecords('orders', query);
    const [row] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export'), eq(auditLogs.resourceType, 'orders')))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(row).toMatchObject({
      adminUserId: adminId,
      adminName: TEST_ADMIN.name,
      adminEmail: TEST_ADMIN.email,
      resourceId: null,
      ipAddress: '127.0.0.1',
      changes: { filters: { after: query }, rows: { after: file.length }, complete: { after: true } },
    });
    expect(file.length).toBe(3);
    // And the audit screen reads it like any other row.
    const listed = json<{ audit_logs: AuditLog[] }>(await get(`/audit?action=export&resource_type=orders&limit=1`));
    expect(listed.audit_logs[0]).toMatchObject({ action: 'export', resource_type: 'orders', resource_id: null });
  });

  it('names the audit log itself when the audit log is exported', async () => {
    await exportRecords('audit', { action: 'delete' });
    const [row] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceType, 'audit_logs'))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ action: 'export', changes: { filters: { after: { action: 'delete' } } } });
  });
});

describe('a big export', () => {
  it(`reads 25,000 rows in batches of ${EXPORT_BATCH_ROWS} and sends every one, as the list does`, async () => {
    const { db } = ctx.database;
    const tag = randomUUID().slice(0, 8);
    await db.execute(sql`
      insert into users (email, name, created_at)
      select 'bulk-' || ${tag} || '-' || g || '@example.com', 'Bulk ' || g,
             timestamptz '2025-01-01' + (g % 5000) * interval '1.000001 second'
      from generate_series(1, 25000) g`);
    const batches = vi.spyOn(EXPORT_SOURCES.users, 'batch');
    try {
      const file = await exportRecords('users', { search: `bulk-${tag}` });
      expect(file).toHaveLength(25_000);
      expect(batches).toHaveBeenCalledTimes(Math.ceil(25_000 / EXPORT_BATCH_ROWS));
      // The list's own rows, over its pages of 10,000.
      const list = await listAll<{ id: number }>('/users', 'users', { search: `bulk-${tag}` }, 10_000);
      expect(file.map((r) => Number(r.id))).toEqual(list.map((u) => u.id));
    } finally {
      batches.mockRestore();
    }
    const [row] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export'), eq(auditLogs.resourceType, 'users')))
      .orderBy(sql`${auditLogs.id} desc`)
      .limit(1);
    expect(row!.changes).toMatchObject({ rows: { after: 25_000 }, complete: { after: true } });
    // 25,000 rows through a trigram index take a while on a busy machine's embedded database.
  }, 120_000);
});

describe('a browser that goes away', () => {
  it('stops the reading, and the audit row says how many rows were sent', async () => {
    const { db } = ctx.database;
    const tag = randomUUID().slice(0, 8);
    await db.execute(sql`
      insert into users (email, name) select 'gone-' || ${tag} || '-' || g || '@example.com', 'Gone ' || g
      from generate_series(1, ${EXPORT_BATCH_ROWS * 3}) g`);
    // The second batch waits until the browser has gone: then no third one may be read.
    const users$ = EXPORT_SOURCES.users;
    const read = users$.batch.bind(users$);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batches = vi.spyOn(users$, 'batch').mockImplementation(async (...args) => {
      if (batches.mock.calls.length === 2) await gate;
      return read(...args);
    });
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const t = await ticket({ resource: 'users', query: { search: `gone-${tag}` } });
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/exports/download',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      req.end(new URLSearchParams({ token: t.token }).toString());
      const [res] = (await once(req, 'response')) as [IncomingMessage];
      expect(res.statusCode).toBe(200);
      await once(res, 'data');
      req.destroy();
      // Once the server has seen the connection close, the waiting batch comes back.
      await until(async () => (await connections()) === 0);
      release();
      const row = await until(async () => {
        const [last] = await db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'export'), eq(auditLogs.resourceType, 'users')))
          .orderBy(sql`${auditLogs.id} desc`)
          .limit(1);
        return (last?.changes as { filters?: { after?: { search?: string } } } | null)?.filters?.after?.search ===
          `gone-${tag}`
          ? last
          : undefined;
      });
      expect(row!.changes).toMatchObject({ rows: { after: EXPORT_BATCH_ROWS }, complete: { after: false } });
      expect(batches).toHaveBeenCalledTimes(2);
    } finally {
      release();
      batches.mockRestore();
    }
  });
});

describe('other requests during an export', () => {
  it('are answered between two batches: no transaction or connection is held across them', async () => {
    const { db } = ctx.database;
    const tag = randomUUID().slice(0, 8);
    await db.execute(sql`
      insert into users (email, name) select 'between-' || ${tag} || '-' || g || '@example.com', 'Between ' || g
      from generate_series(1, ${EXPORT_BATCH_ROWS + 10}) g`);
    const users$ = EXPORT_SOURCES.users;
    const read = users$.batch.bind(users$);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting!: () => void;
    const atGate = new Promise<void>((resolve) => (waiting = resolve));
    const batches = vi.spyOn(users$, 'batch').mockImplementation(async (...args) => {
      if (batches.mock.calls.length === 2) {
        waiting();
        await gate;
      }
      return read(...args);
    });
    try {
      const t = await ticket({ resource: 'users', query: { search: `between-${tag}` } });
      const file = download(t.token);
      await atGate;
      // Half-way through the export: a read and a write of the same table go through.
      const list = await get(`/users?search=between-${tag}&limit=1`);
      expect(list.statusCode).toBe(200);
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(token),
        payload: { email: `between-${tag}-new@example.com`, password: 'between-pass-1', name: 'Added meanwhile' },
      });
      expect(added.statusCode).toBe(201);
      release();
      const res = await file;
      expect(res.statusCode).toBe(200);
      // The row added meanwhile is newer than the first batch: it is not in the file.
      const records = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(records).toHaveLength(EXPORT_BATCH_ROWS + 10);
    } finally {
      release();
      batches.mockRestore();
    }
  });
});

const connections = () =>
  new Promise<number>((resolve, reject) =>
    ctx.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );

/** Polls until `check` gives a value (at most 5 s). */
async function until<T>(check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a session check at download time', () => {
  it('refuses a token whose admin is no longer an admin', async () => {
    const { db } = ctx.database;
    const [staff] = await db
      .insert(users)
      .values({
        email: `export-staff-${randomUUID()}@example.com`,
        name: 'Staff',
        isAdmin: true,
        adminRole: 'administrator',
        passwordHash: null,
      })
      .returning();
    const sessionId = randomUUID();
    await db
      .insert(adminSessions)
      .values({ id: sessionId, userId: staff!.id, expiresAt: new Date(Date.now() + 60_000) });
    const signer = (await prepare(ctx.config, ctx.database)).deps.signer;
    const staffToken = await signer.sign({ userId: staff!.id, sessionId });
    const t = json<ExportTicket>(await startExport({ resource: 'users', query: {} }, bearer(staffToken)));
    await db.update(users).set({ isAdmin: false, adminRole: null }).where(eq(users.id, staff!.id));
    const res = await download(t.token);
    expect(res.statusCode).toBe(403);
  });
});
