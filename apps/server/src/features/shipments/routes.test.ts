import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staleMessage } from '@store/contract/revisions';
import { SHIPMENT_MESSAGES } from '@store/contract/shipments';
import { products } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderItems, orders, shipments } from '../../db/schema/sales.ts';
import { bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
let boxed: { id: number }; // an order with a physical item
let mixed: { id: number }; // physical and downloadable items
let digital: { id: number }; // downloadable only

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  const { db } = ctx.database;
  const [mug, app] = await db
    .insert(products)
    .values([
      { name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true },
      { name: 'App', priceUsd: 2500, internalKey: 'app', isDownloadable: true },
    ])
    .returning({ id: products.id, name: products.name, price: products.priceUsd });
  const order = (n: string, at: string) => ({
    orderNumber: n,
    customerEmail: `${n.toLowerCase()}@example.com`,
    status: 'paid',
    subtotal: 1000,
    total: 1000,
    createdAt: new Date(at),
  });
  [boxed, mixed, digital] = (await db
    .insert(orders)
    .values([
      order('ORD-1001', '2026-01-01T00:00:00Z'),
      order('ORD-1002', '2026-01-02T00:00:00Z'),
      order('ORD-1003', '2026-01-03T00:00:00Z'),
    ])
    .returning({ id: orders.id })) as [{ id: number }, { id: number }, { id: number }];
  const item = (orderId: number, p: { id: number; name: string; price: number }) => ({
    orderId,
    productId: p.id,
    productName: p.name,
    quantity: 1,
    priceAtPurchase: p.price,
  });
  await db
    .insert(orderItems)
    .values([item(boxed.id, mug!), item(mixed.id, mug!), item(mixed.id, app!), item(digital.id, app!)]);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditOf = (id: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.resourceType, 'shipments'), eq(auditLogs.resourceId, String(id)), eq(auditLogs.action, action)),
    );

const create = (over: Record<string, unknown> = {}) =>
  call('POST', '/shipments', { order_id: boxed.id, tracking_number: '1Z999', carrier: 'UPS', ...over });

describe('POST /shipments', () => {
  it('is sent with actual_delivery and read back with delivered_at, with its order number', async () => {
    const res = await create({
      tracking_number: 'TRK-READ-1',
      status: 'delivered',
      shipped_at: '2026-02-01T10:00:00.000Z',
      actual_delivery: '2026-02-03T15:30:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(
      [
        'carrier',
        'created_at',
        'delivered_at',
        'id',
        'order',
        'order_id',
        'shipped_at',
        'status',
        'tracking_number',
        'updated_at',
        'revision',
      ].sort(),
    );
    expect(body).toMatchObject({
      order_id: boxed.id,
      tracking_number: 'TRK-READ-1',
      carrier: 'UPS',
      status: 'delivered',
      shipped_at: '2026-02-01T10:00:00.000Z',
      delivered_at: '2026-02-03T15:30:00.000Z',
      order: { id: boxed.id, order_number: 'ORD-1001', customer_email: 'ord-1001@example.com' },
    });
  });

  it('defaults to pending without dates and writes a create audit row for shipments', async () => {
    const res = await create({ tracking_number: 'TRK-AUDIT' });
    const body = json<{ id: number; status: string; shipped_at: null; delivered_at: null }>(res);
    expect(body).toMatchObject({ status: 'pending', shipped_at: null, delivered_at: null });
    const [row] = await auditOf(body.id, 'create');
    expect(row).toMatchObject({ adminUserId: adminId });
    expect(row!.changes).toMatchObject({
      order_id: { after: boxed.id },
      tracking_number: { after: 'TRK-AUDIT' },
      status: { after: 'pending' },
    });
  });

  it("answers the spec's texts for a missing order, tracking number and carrier", async () => {
    const res = await call('POST', '/shipments', { order_id: '', tracking_number: '  ', carrier: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({
      order_id: 'Order is required',
      tracking_number: 'Tracking number is required',
      carrier: 'Carrier is required',
    });
  });

  it('refuses an unknown status and a delivery before the shipped date', async () => {
    const status = await create({ status: 'lost' });
    expect(status.statusCode).toBe(400);
    expect(json(status).fields).toEqual({ status: 'Status must be pending, in_transit, delivered or failed' });
    const dates = await create({ shipped_at: '2026-02-05T00:00:00Z', actual_delivery: '2026-02-01T00:00:00Z' });
    expect(dates.statusCode).toBe(400);
    expect(json(dates).fields).toEqual({ actual_delivery: 'Actual delivery cannot be before the shipped date' });
    const junk = await create({ shipped_at: 'yesterday' });
    expect(json(junk).fields).toEqual({ shipped_at: 'Shipped at must be a valid date' });
  });

  it('refuses an unknown order and an order without physical items', async () => {
    const unknown = await create({ order_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ message: 'Order not found', fields: { order_id: 'Order not found' } });
    const noGoods = await create({ order_id: digital.id });
    expect(noGoods.statusCode).toBe(400);
    expect(json(noGoods).message).toBe('This order has no physical items to ship');
    expect((await create({ order_id: mixed.id, tracking_number: 'TRK-MIXED' })).statusCode).toBe(201);
  });
});

describe('GET /shipments/orderable-orders', () => {
  it('offers only orders with at least one physical item, newest first', async () => {
    const res = await call('GET', '/shipments/orderable-orders?limit=1000');
    expect(res.statusCode).toBe(200);
    expect(json(res).orders).toEqual([
      { id: mixed.id, order_number: 'ORD-1002', customer_email: 'ord-1002@example.com', status: 'paid' },
      { id: boxed.id, order_number: 'ORD-1001', customer_email: 'ord-1001@example.com', status: 'paid' },
    ]);
    const searched = json<{ orders: { order_number: string }[] }>(
      await call('GET', '/shipments/orderable-orders?search=1001'),
    );
    expect(searched.orders.map((o) => o.order_number)).toEqual(['ORD-1001']);
  });
});

describe('GET /shipments', () => {
  it('pages 10 per page in {shipments, pagination} and searches tracking number, carrier or order number', async () => {
    await ctx.database.db.delete(shipments);
    for (let i = 1; i <= 12; i++) {
      await create({ tracking_number: `PAGE-${String(i).padStart(2, '0')}`, carrier: i === 7 ? 'DHL Express' : 'UPS' });
    }
    await create({ order_id: mixed.id, tracking_number: 'OTHER-ORDER', carrier: 'FedEx' });
    const first = json<{ shipments: { tracking_number: string }[]; pagination: unknown }>(
      await call('GET', '/shipments'),
    );
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 13, pages: 2 });
    expect(first.shipments).toHaveLength(10);
    expect(first.shipments[0]!.tracking_number).toBe('OTHER-ORDER');
    const second = json<{ shipments: unknown[] }>(await call('GET', '/shipments?page=2&limit=10'));
    expect(second.shipments).toHaveLength(3);

    const names = async (q: string) =>
      json<{ shipments: { tracking_number: string }[] }>(await call('GET', `/shipments?search=${q}`)).shipments.map(
        (s) => s.tracking_number,
      );
    expect(await names('page-1')).toEqual(['PAGE-12', 'PAGE-11', 'PAGE-10']);
    expect(await names('dhl')).toEqual(['PAGE-07']);
    expect(await names('ORD-1002')).toEqual(['OTHER-ORDER']);
    expect(await names('50%25')).toEqual([]);
  });

  it('reads one shipment; unknown or malformed ids are 404', async () => {
    const { shipments: list } = json<{ shipments: { id: number }[] }>(await call('GET', '/shipments'));
    const one = await call('GET', `/shipments/${list[0]!.id}`);
    expect(one.statusCode).toBe(200);
    for (const id of ['999999', 'abc', '-1', '1e3']) {
      const res = await call('GET', `/shipments/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(json(res).message).toBe('Shipment not found');
    }
  });
});

describe('PATCH /shipments/{id}', () => {
  it('updates everything but the order, and audits before and after', async () => {
    const { id } = json<{ id: number }>(await create({ tracking_number: 'EDIT-ME' }));
    const res = await call('PATCH', `/shipments/${id}`, {
      order_id: mixed.id,
      tracking_number: 'EDITED',
      carrier: 'DHL',
      status: 'in_transit',
      shipped_at: '2026-03-01T08:00:00.000Z',
      actual_delivery: null,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      order_id: boxed.id,
      tracking_number: 'EDITED',
      carrier: 'DHL',
      status: 'in_transit',
      shipped_at: '2026-03-01T08:00:00.000Z',
      delivered_at: null,
    });
    const [row] = await auditOf(id, 'update');
    expect(row!.changes).toEqual({
      tracking_number: { before: 'EDIT-ME', after: 'EDITED' },
      carrier: { before: 'UPS', after: 'DHL' },
      status: { before: 'pending', after: 'in_transit' },
      shipped_at: { before: null, after: '2026-03-01T08:00:00.000Z' },
    });
  });

  it('checks the delivery date against the stored shipped date, and the texts of emptied fields', async () => {
    const { id } = json<{ id: number }>(await create({ shipped_at: '2026-03-10T00:00:00Z' }));
    const res = await call('PATCH', `/shipments/${id}`, { actual_delivery: '2026-03-09T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Actual delivery cannot be before the shipped date');
    const empty = await call('PATCH', `/shipments/${id}`, { tracking_number: '', carrier: ' ' });
    expect(json(empty).fields).toEqual({
      tracking_number: 'Tracking number is required',
      carrier: 'Carrier is required',
    });
    expect((await call('PATCH', '/shipments/nope', { carrier: 'UPS' })).statusCode).toBe(404);
  });
});

describe('DELETE /shipments/{id}', () => {
  it('deletes, audits the delete, then answers 404', async () => {
    const { id } = json<{ id: number }>(await create({ tracking_number: 'DELETE-ME' }));
    expect((await call('DELETE', `/shipments/${id}`)).statusCode).toBe(204);
    const [row] = await auditOf(id, 'delete');
    expect(row!.changes).toMatchObject({ tracking_number: { before: 'DELETE-ME' } });
    expect((await call('DELETE', `/shipments/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/shipments/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /shipments/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/shipments/bulk', payload);
  let serial = 0;
  const shipment = async (status = 'pending') =>
    (
      await ctx.database.db
        .insert(shipments)
        .values({ orderId: boxed.id, trackingNumber: `BULK-${++serial}`, carrier: 'DHL', status })
        .returning()
    )[0]!;
  const rowOf = async (id: number) => (await ctx.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];

  it('sets the status of exactly the shipments named, each with its own audit row', async () => {
    const [a, b, c, other] = [await shipment(), await shipment(), await shipment(), await shipment()];
    const result = bulkResult(
      await bulk({
        action: 'set_status',
        status: 'in_transit',
        records: [a, b, c].map((s) => ({ id: s.id, revision: s.revision })),
      }),
    );
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const s of [a, b, c]) {
      expect(await rowOf(s.id)).toMatchObject({ status: 'in_transit', revision: 2, carrier: 'DHL' });
      const audits = await auditOf(s.id, 'update');
      expect(audits.map((r) => [r.changes, r.adminUserId])).toEqual([
        [{ status: { before: 'pending', after: 'in_transit' } }, adminId],
      ]);
    }
    expect(await rowOf(other.id)).toMatchObject({ status: 'pending', revision: 1 });
    expect(await auditOf(other.id, 'update')).toEqual([]);
  });

  it('changes the rest when one is stale, one already in the status and one gone, and says which and why', async () => {
    const [stale, already, fine] = [await shipment(), await shipment('delivered'), await shipment()];
    expect((await call('PATCH', `/shipments/${stale.id}`, { carrier: 'FedEx' })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'set_status',
        status: 'delivered',
        records: [
          { id: stale.id, revision: 1 },
          { id: already.id, revision: 1 },
          { id: 999_999, revision: 1 },
          { id: fine.id, revision: 1 },
        ],
      }),
    );
    expect(result).toEqual({
      succeeded: [fine.id],
      unchanged: [already.id],
      failed: [
        { id: stale.id, code: 'STALE', message: staleMessage('shipment') },
        { id: 999_999, code: 'NOT_FOUND', message: SHIPMENT_MESSAGES.notFound },
      ],
    });
    expect(await rowOf(stale.id)).toMatchObject({ status: 'pending', carrier: 'FedEx', revision: 2 });
    expect(await rowOf(already.id)).toMatchObject({ status: 'delivered', revision: 1 });
    expect(await rowOf(fine.id)).toMatchObject({ status: 'delivered', revision: 2 });
    expect(await auditOf(already.id, 'update')).toEqual([]);
  });

  it('refuses a malformed request or an unknown status with 400 naming the field, and changes nothing', async () => {
    const s = await shipment();
    const count = async () => (await auditOf(s.id, 'update')).length;
    await expectBulkRefusals(bulk, { action: 'set_status', status: 'failed', records: [{ id: s.id }] }, count);
    const unknown = await bulk({ action: 'set_status', status: 'lost', records: [{ id: s.id }] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ fields: { status: SHIPMENT_MESSAGES.invalidStatus } });
    expect(await rowOf(s.id)).toMatchObject({ status: 'pending', revision: 1 });
    expect(await count()).toBe(0);
  });
});
