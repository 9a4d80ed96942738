// Audit entries name their records (decision 0033): the list and one entry carry the record's
// name now, or the name it was recorded with once deleted, and the order an entry is about.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse, AuditLog } from '@store/contract/audit';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { writeAudit, writeExportAudit } from '../../platform/audit.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

async function entries(query = 'limit=100'): Promise<AuditLog[]> {
  const res = await call('GET', `/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return json<AuditListResponse>(res).audit_logs;
}
const entryOf = (list: AuditLog[], type: string, id: string | number, action = 'update') =>
  list.find((e) => e.resource_type === type && e.resource_id === String(id) && e.action === action);

describe('what an audit entry names', () => {
  it('names an order by its number, and a note of it by the order, in the list and in one entry', async () => {
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        orderNumber: 'ORD-2026-001204',
        customerEmail: 'buyer@example.com',
        status: 'paid',
        subtotal: 1000,
        total: 1000,
      })
      .returning({ id: orders.id });
    expect((await call('PATCH', `/orders/${order!.id}`, { status: 'shipped' })).statusCode).toBe(200);
    const note = await call('POST', `/orders/${order!.id}/notes`, { body: 'Left at the door' });
    expect(note.statusCode).toBe(201);
    const noteId = json<{ id: number }>(note).id;

    const list = await entries();
    const changed = entryOf(list, 'orders', order!.id)!;
    expect(changed.resource_label).toBe('ORD-2026-001204');
    expect(changed.order).toEqual({ id: order!.id, order_number: 'ORD-2026-001204' });
    expect(changed.changes?.status).toEqual({ before: 'paid', after: 'shipped' });
    const noted = entryOf(list, 'order_notes', noteId, 'create')!;
    expect(noted.order).toEqual({ id: order!.id, order_number: 'ORD-2026-001204' });

    const one = await call('GET', `/audit/${changed.id}`);
    expect(json<AuditLog>(one).order).toEqual({ id: order!.id, order_number: 'ORD-2026-001204' });

    // Deleted, the note still names its order: its entry recorded the order's id.
    expect((await call('DELETE', `/orders/${order!.id}/notes/${noteId}`)).statusCode).toBe(204);
    const removed = entryOf(await entries(), 'order_notes', noteId, 'delete');
    expect(removed?.order?.order_number).toBe('ORD-2026-001204');
  });

  it('names a product by its current name, and by its recorded name once deleted', async () => {
    const created = await call('POST', '/products', {
      name: 'Felt Desk Mat',
      price_usd: 2900,
      internal_key: 'felt-mat',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = json<{ id: number }>(created);
    expect((await call('PATCH', `/products/${id}`, { name: 'XL Felt Desk Mat' })).statusCode).toBe(200);
    let list = await entries();
    // Both the creation and the rename read as the product's name now.
    expect(entryOf(list, 'products', id, 'create')?.resource_label).toBe('XL Felt Desk Mat');
    expect(entryOf(list, 'products', id)?.resource_label).toBe('XL Felt Desk Mat');
    expect(entryOf(list, 'products', id)?.order).toBeNull();

    expect((await call('DELETE', `/products/${id}`)).statusCode).toBe(204);
    list = await entries();
    expect(entryOf(list, 'products', id, 'delete')?.resource_label).toBe('XL Felt Desk Mat');
    expect(entryOf(list, 'products', id, 'create')?.resource_label).toBe('Felt Desk Mat');
  });

  it('names a user by name, a rate limiter by its name, and leaves an export unnamed', async () => {
    const created = await call('POST', '/users', {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      password: 'correct horse battery',
    });
    expect(created.statusCode).toBe(201);
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await ctx.database.db.transaction(async (tx) => {
      const actor = { id: admin!.id, name: admin!.name, email: admin!.email, ip: '203.0.113.7' };
      await writeAudit(tx, actor, { action: 'update', resourceType: 'rate_limiter_settings', resourceId: 'admin' });
      await writeExportAudit(tx, actor, { resourceType: 'users', filters: {}, rows: 1, complete: true });
    });
    const list = await entries();
    expect(entryOf(list, 'users', json<{ id: number }>(created).id, 'create')?.resource_label).toBe('Ada Lovelace');
    expect(entryOf(list, 'rate_limiter_settings', 'admin')?.resource_label).toBe('admin');
    const exported = list.find((e) => e.action === 'export')!;
    expect(exported.resource_label).toBeNull();
    expect(exported.order).toBeNull();
    // Every entry of the page has both fields, named or null.
    for (const e of list) {
      expect(e).toHaveProperty('resource_label');
      expect(e).toHaveProperty('order');
    }
  });
});
