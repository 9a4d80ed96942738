// Access bought with an order, on its own against the real database: new grants, the extension of
// an active grant (one active grant per customer and product) and lifetime staying lifetime.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orders, userProductAccess } from '../../db/schema/sales.ts';
import { users } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { grantPurchasedAccess, type PurchasedProduct } from './service.ts';

let ctx: TestContext;
let catalogue: Record<'lifetime' | 'annual' | 'monthly' | 'mug', PurchasedProduct>;
let sequence = 0;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const selection = {
    id: products.id,
    isDownloadable: products.isDownloadable,
    accessDurationType: products.accessDurationType,
    accessDurationMonths: products.accessDurationMonths,
  };
  const [lifetime, annual, monthly, mug] = await ctx.database.db
    .insert(products)
    .values([
      { name: 'Forever App', priceUsd: 4900, internalKey: 'forever', isDownloadable: true },
      {
        name: 'Yearly App',
        priceUsd: 2900,
        internalKey: 'yearly',
        isDownloadable: true,
        accessDurationType: 'annual',
        accessDurationMonths: 12,
      },
      {
        name: 'Monthly App',
        priceUsd: 900,
        internalKey: 'monthly',
        isDownloadable: true,
        accessDurationType: 'monthly',
        accessDurationMonths: 1,
      },
      { name: 'Mug', priceUsd: 1500, internalKey: 'mug', isPhysical: true },
    ])
    .returning(selection);
  catalogue = { lifetime: lifetime!, annual: annual!, monthly: monthly!, mug: mug! };
});
afterAll(() => ctx.close());

/** A customer with a paid order to grant from. */
async function buyer() {
  sequence += 1;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email: `grantee${sequence}@example.com`, name: `Grantee ${sequence}` })
    .returning();
  return { userId: user!.id, orderId: await orderOf(user!.id) };
}

async function orderOf(userId: number) {
  sequence += 1;
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      orderNumber: `ORD-TEST-${sequence}`,
      userId,
      customerEmail: `grantee-order${sequence}@example.com`,
      subtotal: 0,
      total: 0,
    })
    .returning({ id: orders.id });
  return order!.id;
}

const grantsOf = (userId: number, productId: number) =>
  ctx.database.db
    .select()
    .from(userProductAccess)
    .where(and(eq(userProductAccess.userId, userId), eq(userProductAccess.productId, productId)))
    .orderBy(userProductAccess.id);

const monthsFromNow = (at: Date) => (at.getTime() - Date.now()) / (30.44 * DAY);

describe('grantPurchasedAccess', () => {
  it('grants each downloadable product once, for its duration from now, and nothing for a physical one', async () => {
    const { userId, orderId } = await buyer();
    const { annual, lifetime, mug } = catalogue;
    await grantPurchasedAccess(ctx.database.db, { userId, orderId, products: [annual, mug, lifetime, annual] });
    const [yearly] = await grantsOf(userId, annual.id);
    expect((await grantsOf(userId, annual.id)).length).toBe(1);
    expect(yearly).toMatchObject({ orderId, isActive: true, revision: 1 });
    expect(monthsFromNow(yearly!.expiresAt!)).toBeGreaterThan(11.5);
    expect(monthsFromNow(yearly!.expiresAt!)).toBeLessThan(12.5);
    expect(await grantsOf(userId, lifetime.id)).toEqual([expect.objectContaining({ orderId, expiresAt: null })]);
    expect(await grantsOf(userId, mug.id)).toEqual([]);
  });

  it("extends an active grant from its expiry, keeping the grant's first order", async () => {
    const { userId, orderId } = await buyer();
    const [existing] = await ctx.database.db
      .insert(userProductAccess)
      .values({ userId, productId: catalogue.annual.id, orderId, expiresAt: new Date('2040-07-15T10:00:00Z') })
      .returning();
    const second = await orderOf(userId);
    await grantPurchasedAccess(ctx.database.db, { userId, orderId: second, products: [catalogue.annual] });
    expect(await grantsOf(userId, catalogue.annual.id)).toEqual([
      expect.objectContaining({
        id: existing!.id,
        orderId,
        expiresAt: new Date('2041-07-15T10:00:00Z'),
        revision: existing!.revision + 1,
      }),
    ]);
  });

  it('extends an active grant that has expired from now, not from its expiry', async () => {
    const { userId, orderId } = await buyer();
    await ctx.database.db
      .insert(userProductAccess)
      .values({ userId, productId: catalogue.monthly.id, expiresAt: new Date(Date.now() - 60 * DAY) });
    await grantPurchasedAccess(ctx.database.db, { userId, orderId, products: [catalogue.monthly] });
    const grants = await grantsOf(userId, catalogue.monthly.id);
    expect(grants).toHaveLength(1);
    expect(monthsFromNow(grants[0]!.expiresAt!)).toBeGreaterThan(0.9);
    expect(monthsFromNow(grants[0]!.expiresAt!)).toBeLessThan(1.1);
  });

  it('keeps lifetime on either side lifetime', async () => {
    const { userId, orderId } = await buyer();
    await ctx.database.db.insert(userProductAccess).values({ userId, productId: catalogue.annual.id, expiresAt: null });
    await ctx.database.db
      .insert(userProductAccess)
      .values({ userId, productId: catalogue.lifetime.id, expiresAt: new Date(Date.now() + 30 * DAY) });
    await grantPurchasedAccess(ctx.database.db, { userId, orderId, products: [catalogue.annual, catalogue.lifetime] });
    expect(await grantsOf(userId, catalogue.annual.id)).toEqual([expect.objectContaining({ expiresAt: null })]);
    expect(await grantsOf(userId, catalogue.lifetime.id)).toEqual([expect.objectContaining({ expiresAt: null })]);
  });

  it('leaves a switched-off grant alone and adds an active one beside it', async () => {
    const { userId, orderId } = await buyer();
    const [off] = await ctx.database.db
      .insert(userProductAccess)
      .values({ userId, productId: catalogue.annual.id, expiresAt: new Date('2040-07-15T10:00:00Z'), isActive: false })
      .returning();
    await grantPurchasedAccess(ctx.database.db, { userId, orderId, products: [catalogue.annual] });
    const grants = await grantsOf(userId, catalogue.annual.id);
    expect(grants).toHaveLength(2);
    expect(grants[0]).toEqual(off);
    expect(grants[1]).toMatchObject({ orderId, isActive: true });
    expect(monthsFromNow(grants[1]!.expiresAt!)).toBeLessThan(12.5);
  });

  it('gives one active grant, extended once per order, when orders of one customer complete at once', async () => {
    const { userId } = await buyer();
    const orderIds = await Promise.all(Array.from({ length: 10 }, () => orderOf(userId)));
    await Promise.all(
      orderIds.map((orderId) =>
        ctx.database.db.transaction((tx) =>
          grantPurchasedAccess(tx, { userId, orderId, products: [catalogue.annual] }),
        ),
      ),
    );
    const grants = await grantsOf(userId, catalogue.annual.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]!.revision).toBe(10);
    expect(monthsFromNow(grants[0]!.expiresAt!)).toBeGreaterThan(119);
    expect(monthsFromNow(grants[0]!.expiresAt!)).toBeLessThan(121);
  });
});
