// The `sort` parameter of every server-paged list, through the API on a real database: each
// allowlisted field sorts ascending and descending with ties broken by the row's key in the same
// direction (nulls last ascending, first descending), an unknown field is a 400 naming `sort`,
// and without a sort each list keeps its default order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SORTS } from '@store/contract/audit';
import { COUNTRY_SORTS } from '@store/contract/countries';
import { ORDER_SORTS } from '@store/contract/orders';
import { PRODUCT_SORTS } from '@store/contract/products';
import { RELEASE_SORTS } from '@store/contract/releases';
import { SHIPMENT_SORTS } from '@store/contract/shipments';
import { TEMPLATE_SORTS } from '@store/contract/templates';
import { USER_SORTS } from '@store/contract/users';
import { countries, emailTemplates, products, softwareReleases } from '../db/schema/catalog.ts';
import { auditLogs } from '../db/schema/operations.ts';
import { orders, shipments } from '../db/schema/sales.ts';
import { users } from '../db/schema/users.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
let token: string;

type Value = string | number | null;
type Row = Record<string, unknown>;
type Direction = 'asc' | 'desc';

interface SortedList<F extends string = string> {
  name: string;
  path: string;
  /** The key of the list's envelope that holds the rows. */
  rows: string;
  /** The row's key, the tie-break (the id; a country's code). */
  key: (row: Row) => string | number;
  /** Each allowlisted field, read from the row as the wire shows it. */
  fields: Record<F, (row: Row) => Value>;
  /** Fields whose values are unique, so the data cannot hold a tie on them. */
  unique: readonly F[];
  /** The order without a sort. */
  defaultOrder: { read: (row: Row) => Value; direction: Direction }[];
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
const str = (v: unknown) => v as string;
const num = (v: unknown) => v as number | null;
const nested = (row: Row, parent: string, field: string) => (row[parent] as Row)[field] as Value;

/** PostgreSQL's order: nulls after every value ascending (and so before them descending). */
function compareValues(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function sortedKeys(rows: Row[], list: SortedList, by: { read: (row: Row) => Value; direction: Direction }[]) {
  const keyed = [...by, { read: list.key, direction: by[0]!.direction }];
  return [...rows]
    .sort((a, b) => {
      for (const { read, direction } of keyed) {
        const c = compareValues(read(a), read(b));
        if (c !== 0) return direction === 'desc' ? -c : c;
      }
      return 0;
    })
    .map(list.key);
}

const newestFirst = [
  { read: (r: Row) => str(r.created_at), direction: 'desc' as const },
  { read: (r: Row) => r.id as number, direction: 'desc' as const },
];

const LISTS = [
  {
    name: 'users',
    path: '/users',
    rows: 'users',
    key: (r) => r.id as number,
    fields: { name: (r) => str(r.name), email: (r) => str(r.email), created_at: (r) => str(r.created_at) },
    unique: ['email'],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof USER_SORTS)[number]>,
  {
    name: 'products',
    path: '/products',
    rows: 'products',
    key: (r) => r.id as number,
    fields: { name: (r) => str(r.name), price: (r) => num(r.price_usd), created_at: (r) => str(r.created_at) },
    unique: [],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof PRODUCT_SORTS)[number]>,
  {
    name: 'orders',
    path: '/orders',
    rows: 'orders',
    key: (r) => r.id as number,
    fields: {
      order_number: (r) => str(r.order_number),
      customer_email: (r) => nested(r, 'user', 'email'),
      created_at: (r) => str(r.created_at),
      total: (r) => num(r.total),
      status: (r) => str(r.status),
    },
    unique: ['order_number'],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof ORDER_SORTS)[number]>,
  {
    name: 'shipments',
    path: '/shipments',
    rows: 'shipments',
    key: (r) => r.id as number,
    fields: {
      order_number: (r) => nested(r, 'order', 'order_number'),
      tracking_number: (r) => str(r.tracking_number),
      carrier: (r) => str(r.carrier),
      status: (r) => str(r.status),
      shipped_at: (r) => r.shipped_at as string | null,
      delivered_at: (r) => r.delivered_at as string | null,
    },
    unique: [],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof SHIPMENT_SORTS)[number]>,
  {
    name: 'countries',
    path: '/countries',
    rows: 'countries',
    key: (r) => str(r.code),
    fields: {
      code: (r) => str(r.code),
      name: (r) => str(r.name),
      shipping_cost: (r) => num(r.shipping_cost),
      updated_at: (r) => str(r.updated_at),
    },
    unique: ['code'],
    defaultOrder: [
      { read: (r) => str(r.name), direction: 'asc' },
      { read: (r) => str(r.code), direction: 'asc' },
    ],
  } satisfies SortedList<(typeof COUNTRY_SORTS)[number]>,
  {
    name: 'releases',
    path: '/releases',
    rows: 'releases',
    key: (r) => r.id as number,
    fields: {
      product_name: (r) => nested(r, 'product', 'name'),
      version: (r) => str(r.version),
      platform: (r) => str(r.platform),
      file_size: (r) => num(r.file_size),
      release_date: (r) => str(r.release_date),
    },
    unique: [],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof RELEASE_SORTS)[number]>,
  {
    name: 'templates',
    path: '/templates',
    rows: 'templates',
    key: (r) => r.id as number,
    fields: { name: (r) => str(r.name), subject: (r) => str(r.subject), updated_at: (r) => str(r.updated_at) },
    unique: [],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof TEMPLATE_SORTS)[number]>,
  {
    name: 'audit',
    path: '/audit',
    rows: 'audit_logs',
    key: (r) => r.id as number,
    fields: {
      created_at: (r) => str(r.created_at),
      admin_name: (r) => nested(r, 'adminUser', 'name'),
      action: (r) => str(r.action),
      resource_type: (r) => str(r.resource_type),
    },
    unique: [],
    defaultOrder: newestFirst,
  } satisfies SortedList<(typeof AUDIT_SORTS)[number]>,
] as SortedList[];

const ALLOWED: Record<string, readonly string[]> = {
  users: USER_SORTS,
  products: PRODUCT_SORTS,
  orders: ORDER_SORTS,
  shipments: SHIPMENT_SORTS,
  countries: COUNTRY_SORTS,
  releases: RELEASE_SORTS,
  templates: TEMPLATE_SORTS,
  audit: AUDIT_SORTS,
};

/**
 * Rows with ties on every field that can have them (the tie-break decides their order), values
 * whose order is the same in every collation (one letter case, the same punctuation), nulls in
 * the nullable columns, and an order by each field that differs from the default order.
 */
async function seed() {
  const { db } = ctx.database;
  await db.insert(users).values([
    { email: 'delta@sort.test', name: 'Delta', createdAt: at(1) },
    { email: 'bravo@sort.test', name: 'Bravo', createdAt: at(3) },
    { email: 'charlie@sort.test', name: 'Delta', createdAt: at(3) },
    { email: 'echo@sort.test', name: 'Alpha', createdAt: at(2) },
    { email: 'foxtrot@sort.test', name: 'Bravo', createdAt: at(0) },
  ]);
  const [widget, gadget, widget2, bundle] = await db
    .insert(products)
    .values([
      { name: 'Widget', priceUsd: 900, internalKey: 'widget', isDownloadable: true, createdAt: at(1) },
      { name: 'Gadget', priceUsd: 500, internalKey: 'gadget', isDownloadable: true, createdAt: at(2) },
      { name: 'Widget', priceUsd: 500, internalKey: 'widget-2', isDownloadable: true, createdAt: at(2) },
      { name: 'Bundle', priceUsd: 1500, internalKey: 'bundle', isDownloadable: true, createdAt: at(0) },
    ])
    .returning();
  const order = (orderNumber: string, email: string, minutes: number, total: number, status: string) => ({
    orderNumber,
    customerEmail: email,
    createdAt: at(minutes),
    subtotal: total,
    total,
    status,
  });
  const [o1, o2, o3, o4] = await db
    .insert(orders)
    .values([
      order('ORD-1003', 'bravo@sort.test', 1, 2000, 'paid'),
      order('ORD-1001', 'alpha@sort.test', 2, 1000, 'shipped'),
      order('ORD-1004', 'bravo@sort.test', 2, 1000, 'paid'),
      order('ORD-1002', 'charlie@sort.test', 0, 3000, 'pending'),
      order('ORD-1005', 'alpha@sort.test', 3, 500, 'refund requested'),
    ])
    .returning();
  const shipment = (
    orderId: number,
    trackingNumber: string,
    carrier: string,
    status: string,
    shipped: number | null,
    delivered: number | null,
    created: number,
  ) => ({
    orderId,
    trackingNumber,
    carrier,
    status,
    shippedAt: shipped === null ? null : at(shipped),
    deliveredAt: delivered === null ? null : at(delivered),
    createdAt: at(created),
  });
  await db
    .insert(shipments)
    .values([
      shipment(o1!.id, 'TRK-300', 'UPS', 'delivered', 1, 5, 0),
      shipment(o2!.id, 'TRK-100', 'DHL', 'in_transit', 2, null, 1),
      shipment(o1!.id, 'TRK-200', 'UPS', 'pending', null, null, 1),
      shipment(o4!.id, 'TRK-100', 'DHL', 'delivered', 2, 5, 3),
      shipment(o3!.id, 'TRK-400', 'FedEx', 'failed', 1, null, 2),
    ]);
  await db.insert(countries).values([
    { code: 'AT', name: 'Austria', shippingCost: 1000, updatedAt: at(1) },
    { code: 'CG', name: 'Congo', shippingCost: 700, updatedAt: at(3) },
    { code: 'BE', name: 'Belgium', shippingCost: 500, updatedAt: at(2) },
    { code: 'CA', name: 'Canada', shippingCost: 1000, updatedAt: at(2) },
    { code: 'DK', name: 'Denmark', shippingCost: 700, updatedAt: at(0) },
    { code: 'CD', name: 'Congo', shippingCost: 1200, updatedAt: at(1) },
  ]);
  const release = (
    productId: number,
    version: string,
    platform: string,
    fileSize: number | null,
    released: number,
    created: number,
  ) => ({
    productId,
    version,
    platform,
    fileSize,
    releaseDate: at(released),
    createdAt: at(created),
    downloadUrl: 'https://downloads.example.com/file',
    checksumSha256: 'a'.repeat(64),
  });
  await db
    .insert(softwareReleases)
    .values([
      release(widget!.id, '2.0.0', 'windows', 1000, 1, 0),
      release(gadget!.id, '1.0.0', 'linux', null, 2, 1),
      release(widget2!.id, '1.0.0', 'macos', 1000, 2, 1),
      release(widget!.id, '1.5.0', 'windows', 2000, 0, 2),
      release(bundle!.id, '3.0.0', 'linux', null, 3, 0),
    ]);
  const template = (key: string, name: string, subject: string, updated: number, created: number) => ({
    templateKey: key,
    name,
    subject,
    bodyText: 'Hello',
    updatedAt: at(updated),
    createdAt: at(created),
  });
  await db
    .insert(emailTemplates)
    .values([
      template('order-shipped', 'Order shipped', 'Your order is on its way', 1, 2),
      template('receipt', 'Receipt', 'Your receipt', 2, 0),
      template('receipt-copy', 'Receipt', 'Your order is on its way', 2, 1),
    ]);
  const audit = (adminName: string, action: string, resourceType: string, minutes: number) => ({
    adminName,
    adminEmail: `${adminName.split(' ')[0]!.toLowerCase()}@store.test`,
    action,
    resourceType,
    resourceId: '1',
    createdAt: at(minutes),
  });
  await db
    .insert(auditLogs)
    .values([
      audit('Store Admin', 'update', 'orders', 1),
      audit('Alice Martin', 'create', 'users', 2),
      audit('Store Admin', 'delete', 'orders', 2),
      audit('Bruno Keller', 'update', 'countries', 0),
      audit('Alice Martin', 'update', 'users', 3),
    ]);
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  await seed();
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: bearer(token) });

/** Every row of a list (one page of 1000), checked to be the whole list. */
async function all(list: SortedList, query = ''): Promise<Row[]> {
  const res = await get(`${list.path}?page=1&limit=1000${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<Record<string, unknown> & { pagination: { total: number } }>(res);
  const rows = body[list.rows] as Row[];
  expect(rows).toHaveLength(body.pagination.total);
  return rows;
}

describe.each(LISTS)('GET $path?sort=…', (list) => {
  it.each(Object.keys(list.fields))(
    'sorts by %s both ways, ties broken by the key in the same direction',
    async (field) => {
      const read = list.fields[field]!;
      const ascending = (await all(list, `&sort=${field}`)).map((r) => ({ row: r, key: list.key(r) }));
      const rows = ascending.map((r) => r.row);
      const keys = ascending.map((r) => r.key);
      expect(keys).toEqual(sortedKeys(rows, list, [{ read, direction: 'asc' }]));
      // The data is worth the test: a tie for the key to break (unless the field is unique).
      if (!list.unique.includes(field)) {
        const values = rows.map(read);
        expect(new Set(values).size, `${list.name}: no tie on ${field}`).toBeLessThan(values.length);
      }
      const descending = (await all(list, `&sort=-${field}`)).map(list.key);
      expect(descending).toEqual([...keys].reverse());
    },
  );

  it('keeps its default order without a sort (and with an empty one)', async () => {
    const rows = await all(list);
    expect(rows.map(list.key)).toEqual(sortedKeys(rows, list, list.defaultOrder));
    expect((await all(list, '&sort=')).map(list.key)).toEqual(rows.map(list.key));
  });

  it('refuses an unknown field with a 400 that names sort and the fields allowed', async () => {
    for (const sort of ['nope', '-password_hash', 'id', '-', '--name', 'name,email']) {
      const res = await get(`${list.path}?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode, sort).toBe(400);
      const body = json<{ code: string; fields: Record<string, string> }>(res);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.sort).toBe(
        `Sort by one of: ${ALLOWED[list.name]!.join(', ')} (put - in front for descending)`,
      );
    }
  });
});

describe('sorting with paging, search and filters', () => {
  it('pages through a sorted list without losing or repeating a row', async () => {
    const list = LISTS.find((l) => l.name === 'users')!;
    const whole = (await all(list, '&sort=-name')).map(list.key);
    const paged: (string | number)[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 2); page++) {
      const res = await get(`/users?page=${page}&limit=2&sort=-name`);
      paged.push(...json<{ users: Row[] }>(res).users.map(list.key));
    }
    expect(paged).toEqual(whole);
  });

  it('sorts what a search or a filter finds', async () => {
    const users = json<{ users: { email: string }[] }>(await get('/users?search=sort.test&sort=email')).users;
    expect(users.map((u) => u.email)).toEqual([
      'bravo@sort.test',
      'charlie@sort.test',
      'delta@sort.test',
      'echo@sort.test',
      'foxtrot@sort.test',
    ]);
    const paid = json<{ orders: { order_number: string }[] }>(await get('/orders?status=paid&sort=-order_number'));
    expect(paid.orders.map((o) => o.order_number)).toEqual(['ORD-1004', 'ORD-1003']);
    const updates = json<{ audit_logs: { id: number; adminUser: { name: string } }[] }>(
      await get('/audit?action=update&sort=-admin_name'),
    ).audit_logs;
    expect(updates.map((a) => a.adminUser.name)).toEqual(['Store Admin', 'Bruno Keller', 'Alice Martin']);
  });
});
