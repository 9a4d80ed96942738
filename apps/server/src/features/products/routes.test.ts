import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductsResponse } from '@store/contract/products';
import { products as productsTable, softwareReleases } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orderItems, orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { staleMessage } from '@store/contract/revisions';
import { bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';
import { deletionBlocker } from './service.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

async function createProduct(fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/products', {
    name: unique('Widget'),
    price_usd: 1999,
    internal_key: unique('widget'),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<Product>(res);
}

async function auditOf(resourceId: number, action: 'create' | 'update' | 'delete') {
  return ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'products'),
        eq(auditLogs.resourceId, String(resourceId)),
        eq(auditLogs.action, action),
      ),
    )
    .orderBy(desc(auditLogs.id));
}

async function customer() {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: `${unique('buyer')}@example.com`, name: 'Buyer' })
    .returning();
  return row!;
}

describe('POST /products', () => {
  it('creates a product with every field of spec §3, money in cents, with an audit row', async () => {
    const key = unique('pro-suite');
    const res = await call('POST', '/products', {
      name: 'Pro Suite',
      description: 'Everything for professionals',
      price_usd: 4999,
      is_physical: false,
      is_downloadable: true,
      access_duration_type: 'annual',
      access_duration_months: 12,
      internal_key: key,
      stripe_product_id: 'prod_123',
      stripe_price_id: 'price_123',
      coinbase_product_id: '',
      coinbase_price_id: null,
    });
    expect(res.statusCode).toBe(201);
    const product = json<Product>(res);
    expect(product).toMatchObject({
      name: 'Pro Suite',
      description: 'Everything for professionals',
      price_usd: 4999,
      is_physical: false,
      is_downloadable: true,
      access_duration_type: 'annual',
      access_duration_months: 12,
      internal_key: key,
      stripe_product_id: 'prod_123',
      stripe_price_id: 'price_123',
      coinbase_product_id: null,
      coinbase_price_id: null,
    });
    expect(product.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [audit] = await auditOf(product.id, 'create');
    expect(audit!.changes).toMatchObject({ name: { after: 'Pro Suite' }, price_usd: { after: 4999 } });
  });

  it('defaults to a lifetime, non-physical, non-downloadable product and stores no months for lifetime', async () => {
    const product = await createProduct({ access_duration_months: 6 });
    expect(product).toMatchObject({
      description: '',
      is_physical: false,
      is_downloadable: false,
      access_duration_type: 'lifetime',
      access_duration_months: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ name: '   ' }, 'name', 'Product name is required'],
    [{ name: undefined }, 'name', 'Product name is required'],
    [{ price_usd: 0 }, 'price_usd', 'USD price must be greater than 0'],
    [{ price_usd: -100 }, 'price_usd', 'USD price must be greater than 0'],
    [{ price_usd: undefined }, 'price_usd', 'USD price must be greater than 0'],
    [{ price_usd: '19.99' }, 'price_usd', 'USD price must be greater than 0'],
    [{ price_usd: 19.99 }, 'price_usd', 'USD price must be a whole number of cents'],
    [{ price_usd: 1e12 }, 'price_usd', 'USD price must be at most $10,000,000.00'],
    [{ internal_key: '' }, 'internal_key', 'Internal key is required'],
    [{ internal_key: undefined }, 'internal_key', 'Internal key is required'],
    [{ access_duration_type: 'monthly' }, 'access_duration_months', 'Duration must be at least 1 month'],
    [
      { access_duration_type: 'monthly', access_duration_months: 0 },
      'access_duration_months',
      'Duration must be at least 1 month',
    ],
    [
      { access_duration_type: 'annual', access_duration_months: null },
      'access_duration_months',
      'Duration must be at least 1 month',
    ],
    [{ access_duration_type: 'weekly', access_duration_months: 1 }, 'access_duration_type', undefined],
    [{ is_physical: 'yes' }, 'is_physical', undefined],
  ])('refuses %j', async (override, field, text) => {
    const res = await call('POST', '/products', {
      name: 'Thing',
      price_usd: 1000,
      internal_key: unique('thing'),
      ...override,
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ code: string; fields: Record<string, string> }>(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toBeDefined();
    if (text) expect(body.fields[field]).toBe(text);
  });

  it('refuses an internal key that is already used with 409', async () => {
    const existing = await createProduct();
    const res = await call('POST', '/products', { name: 'Other', price_usd: 100, internal_key: existing.internal_key });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', message: 'A product with this internal key already exists' });
  });

  it('requires a signed-in admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/products', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /products', () => {
  let tag: string;
  beforeAll(async () => {
    tag = unique('Gadget');
    for (let i = 1; i <= 11; i++) await createProduct({ name: `${tag} Model ${String(i).padStart(2, '0')}` });
  });

  it('pages by 10, newest first, and searches by part of the name in any letter case', async () => {
    const first = json<ProductsResponse>(await call('GET', `/products?search=${tag.toLowerCase()}`));
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 11, pages: 2 });
    expect(first.products[0]!.name).toBe(`${tag} Model 11`);
    const second = json<ProductsResponse>(await call('GET', `/products?search=${tag.toUpperCase()}&page=2`));
    expect(second.products.map((p) => p.name)).toEqual([`${tag} Model 01`]);
    const one = json<ProductsResponse>(await call('GET', `/products?search=${encodeURIComponent(`model 07`)}`));
    expect(one.products.map((p) => p.name)).toContain(`${tag} Model 07`);
  });

  it('does not search the description or the key, and treats wildcards as text', async () => {
    await createProduct({ name: unique('Plain'), description: 'zebra-striped', internal_key: unique('zebra') });
    const res = json<ProductsResponse>(await call('GET', '/products?search=zebra'));
    expect(res.products).toEqual([]);
    expect(json<ProductsResponse>(await call('GET', '/products?search=%25')).products).toEqual([]);
  });
});

describe('GET /products/{id}', () => {
  it('answers the product, and 404 for unknown or malformed ids', async () => {
    const product = await createProduct();
    expect(json(await call('GET', `/products/${product.id}`))).toEqual(product);
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await call(method, `/products/${id}`, method === 'PATCH' ? { name: 'X' } : undefined);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(json(res).message).toBe('Product not found');
      }
    }
  });
});

describe('PATCH /products/{id}', () => {
  it('changes the fields sent, keeps the others, and records before/after', async () => {
    const product = await createProduct({ description: 'first' });
    const res = await call('PATCH', `/products/${product.id}`, { price_usd: 2500, name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    const updated = json<Product>(res);
    expect(updated).toMatchObject({ name: 'Renamed', price_usd: 2500, description: 'first' });
    const [audit] = await auditOf(product.id, 'update');
    expect(audit!.changes).toEqual({
      name: { before: product.name, after: 'Renamed' },
      price_usd: { before: 1999, after: 2500 },
    });
  });

  it('accepts the full form the panel sends', async () => {
    const product = await createProduct();
    const res = await call('PATCH', `/products/${product.id}`, {
      name: 'Full',
      description: 'd',
      price_usd: 1999,
      is_physical: true,
      is_downloadable: false,
      access_duration_type: 'monthly',
      access_duration_months: 3,
      internal_key: product.internal_key,
      stripe_product_id: null,
      stripe_price_id: 'price_x',
      coinbase_product_id: null,
      coinbase_price_id: null,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ access_duration_type: 'monthly', access_duration_months: 3, is_physical: true });
  });

  it('checks the duration against the stored product: months kept, cleared for lifetime, required otherwise', async () => {
    const product = await createProduct({ access_duration_type: 'annual', access_duration_months: 12 });
    const monthly = await call('PATCH', `/products/${product.id}`, { access_duration_type: 'monthly' });
    expect(json(monthly)).toMatchObject({ access_duration_type: 'monthly', access_duration_months: 12 });
    const lifetime = await call('PATCH', `/products/${product.id}`, { access_duration_type: 'lifetime' });
    expect(json(lifetime)).toMatchObject({ access_duration_type: 'lifetime', access_duration_months: null });
    const missing = await call('PATCH', `/products/${product.id}`, { access_duration_type: 'monthly' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields).toEqual({ access_duration_months: 'Duration must be at least 1 month' });
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ price_usd: 0 }, 'price_usd', 'USD price must be greater than 0'],
    [{ internal_key: ' ' }, 'internal_key', 'Internal key is required'],
    [{ access_duration_months: 0 }, 'access_duration_months', 'Duration must be at least 1 month'],
  ])('refuses %j and changes nothing', async (payload, field, text) => {
    const product = await createProduct();
    const res = await call('PATCH', `/products/${product.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
    expect(json(await call('GET', `/products/${product.id}`))).toEqual(product);
  });

  it("refuses another product's internal key with 409", async () => {
    const a = await createProduct();
    const b = await createProduct();
    const res = await call('PATCH', `/products/${b.id}`, { internal_key: a.internal_key });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('A product with this internal key already exists');
  });
});

describe('DELETE /products/{id}', () => {
  it('deletes a product with an audit row; its order items keep their snapshot', async () => {
    const product = await createProduct();
    const buyer = await customer();
    const { db } = ctx.database;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: unique('ORD'),
        userId: buyer.id,
        customerEmail: buyer.email,
        status: 'paid',
        subtotal: 1999,
        total: 1999,
      })
      .returning();
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        quantity: 1,
        priceAtPurchase: 1999,
      })
      .returning();
    // An access grant that has ended does not block the deletion.
    await db.insert(userProductAccess).values([
      { userId: buyer.id, productId: product.id, isActive: false },
      { userId: buyer.id, productId: product.id, isActive: true, expiresAt: new Date(Date.now() - 86_400_000) },
    ]);

    const res = await call('DELETE', `/products/${product.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/products/${product.id}`)).statusCode).toBe(404);
    const [kept] = await db.select().from(orderItems).where(eq(orderItems.id, item!.id));
    expect(kept).toMatchObject({ productId: null, productName: product.name, priceAtPurchase: 1999, quantity: 1 });
    const [audit] = await auditOf(product.id, 'delete');
    expect(audit!.changes).toMatchObject({ name: { before: product.name } });
  });

  it('refuses while customers have active access or releases exist, and says what blocks it', async () => {
    const product = await createProduct({ is_downloadable: true });
    const { db } = ctx.database;
    const buyers = [await customer(), await customer(), await customer()];
    await db.insert(userProductAccess).values([
      { userId: buyers[0]!.id, productId: product.id },
      { userId: buyers[1]!.id, productId: product.id, expiresAt: new Date(Date.now() + 86_400_000) },
      { userId: buyers[2]!.id, productId: product.id },
    ]);
    const release = (version: string) => ({
      productId: product.id,
      version,
      platform: 'windows',
      downloadUrl: 'https://example.com/app.zip',
      checksumSha256: 'a'.repeat(64),
      releaseDate: new Date(),
    });
    await db.insert(softwareReleases).values([release('1.0.0'), release('1.1.0')]);

    const res = await call('DELETE', `/products/${product.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'CONFLICT',
      message: 'This product has 3 active access grants and 2 software releases; revoke or delete them first.',
    });
    expect((await call('GET', `/products/${product.id}`)).statusCode).toBe(200);

    await db.delete(softwareReleases).where(eq(softwareReleases.productId, product.id));
    const grantsOnly = await call('DELETE', `/products/${product.id}`);
    expect(json(grantsOnly).message).toBe('This product has 3 active access grants; revoke them first.');
    expect(await auditOf(product.id, 'delete')).toEqual([]);
    const [still] = await db.select().from(productsTable).where(eq(productsTable.id, product.id));
    expect(still).toBeDefined();
  });

  it('words the blocker for one of each', () => {
    expect(deletionBlocker(1, 0)).toBe('This product has 1 active access grant; revoke it first.');
    expect(deletionBlocker(0, 1)).toBe('This product has 1 software release; delete it first.');
    expect(deletionBlocker(1, 1)).toBe(
      'This product has 1 active access grant and 1 software release; revoke or delete them first.',
    );
    expect(deletionBlocker(0, 0)).toBeNull();
  });
});

describe('POST /products/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/products/bulk', payload);
  const exists = async (id: number) =>
    (await ctx.database.db.select().from(productsTable).where(eq(productsTable.id, id))).length > 0;

  it('deletes exactly the products named, each with its own audit row', async () => {
    const [a, b, c, other] = [
      await createProduct(),
      await createProduct(),
      await createProduct(),
      await createProduct(),
    ];
    const result = bulkResult(
      await bulk({ action: 'delete', records: [a, b, c].map((p) => ({ id: p.id, revision: p.revision })) }),
    );
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const product of [a, b, c]) {
      expect(await exists(product.id)).toBe(false);
      const audits = await auditOf(product.id, 'delete');
      expect(audits).toHaveLength(1);
      expect(audits[0]!.changes).toMatchObject({ name: { before: product.name }, price_usd: { before: 1999 } });
    }
    expect(await exists(other.id)).toBe(true);
  });

  it('keeps the products in use or changed since, says why, and deletes the others', async () => {
    const { db } = ctx.database;
    const [granted, released, stale, free] = [
      await createProduct({ is_downloadable: true }),
      await createProduct({ is_downloadable: true }),
      await createProduct(),
      await createProduct(),
    ];
    await db.insert(userProductAccess).values({ userId: (await customer()).id, productId: granted.id });
    // An expired grant blocks nothing, as with a single delete.
    await db
      .insert(userProductAccess)
      .values({ userId: (await customer()).id, productId: free.id, expiresAt: new Date(Date.now() - 86_400_000) });
    await db.insert(softwareReleases).values({
      productId: released.id,
      version: '1.0.0',
      platform: 'linux',
      downloadUrl: 'https://example.com/app.zip',
      checksumSha256: 'a'.repeat(64),
      releaseDate: new Date(),
    });
    expect((await call('PATCH', `/products/${stale.id}`, { price_usd: 2999 })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'delete',
        records: [granted, released, stale, free].map((p) => ({ id: p.id, revision: p.revision })),
      }),
    );
    expect(result).toEqual({
      succeeded: [free.id],
      unchanged: [],
      failed: [
        { id: granted.id, code: 'CONFLICT', message: 'This product has 1 active access grant; revoke it first.' },
        { id: released.id, code: 'CONFLICT', message: 'This product has 1 software release; delete it first.' },
        { id: stale.id, code: 'STALE', message: staleMessage('product') },
      ],
    });
    for (const kept of [granted, released, stale]) {
      expect(await exists(kept.id)).toBe(true);
      expect(await auditOf(kept.id, 'delete')).toEqual([]);
    }
    expect(await exists(free.id)).toBe(false);
    expect(await auditOf(free.id, 'delete')).toHaveLength(1);
  });

  it('refuses a malformed request with 400 naming the field, and deletes nothing', async () => {
    const product = await createProduct();
    await expectBulkRefusals(
      bulk,
      { action: 'delete', records: [{ id: product.id }] },
      async () => (await auditOf(product.id, 'delete')).length,
    );
    expect(await exists(product.id)).toBe(true);
  });
});
