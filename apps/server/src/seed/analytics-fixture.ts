// SEED_FIXTURE=analytics (test only): puts the hand-built store of analytics-fixture-data.ts into
// an empty database at start-up, so the Analytics browser test has orders at known instants.
// Orders can only come from payment completion through the API, and never at a chosen time;
// this is the honest way to get "an order at 23:30 local". Refuses a store that has orders.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { codePromos, countries, products } from '../db/schema/catalog.ts';
import { orderItems, orders, userProductAccess } from '../db/schema/sales.ts';
import { users } from '../db/schema/users.ts';
import {
  FIXTURE_ACCESS,
  FIXTURE_COUNTRIES,
  FIXTURE_CUSTOMERS,
  FIXTURE_ORDERS,
  FIXTURE_PRODUCTS,
  FIXTURE_PROMOS,
  fixtureSubtotal,
  fixtureTotal,
  type FixtureProductKey,
} from './analytics-fixture-data.ts';

/** Seeds the fixture into a store without orders; returns false (and does nothing) otherwise. */
export async function seedAnalyticsFixture(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(orders);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const productIds = new Map<FixtureProductKey, number>();
    for (const [key, p] of Object.entries(FIXTURE_PRODUCTS) as [
      FixtureProductKey,
      (typeof FIXTURE_PRODUCTS)[FixtureProductKey],
    ][]) {
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          priceUsd: p.price,
          isPhysical: p.physical,
          isDownloadable: p.downloadable,
          internalKey: `fixture-${key}`,
        })
        .returning({ id: products.id });
      productIds.set(key, row!.id);
    }
    await tx
      .insert(countries)
      .values(FIXTURE_COUNTRIES.map((c) => ({ code: c.code, name: c.name, shippingCost: c.shipping })));
    const promoRows = await tx
      .insert(codePromos)
      .values(
        FIXTURE_PROMOS.map((p) => ({
          code: p.code,
          discountType: p.type,
          discountValue: p.value,
          usageCount: FIXTURE_ORDERS.filter((o) => o.promo?.code === p.code).length,
          dateStart: new Date('2025-01-01T00:00:00Z'),
        })),
      )
      .returning({ id: codePromos.id, code: codePromos.code });
    const customerRows = await tx
      .insert(users)
      .values(
        FIXTURE_CUSTOMERS.map((c) => ({
          email: c.email,
          name: c.name,
          onboardingCompleted: true,
          createdAt: new Date(c.at),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const customerId = (email: string) => customerRows.find((c) => c.email === email)!.id;

    for (const o of FIXTURE_ORDERS) {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: o.number,
          userId: customerId(o.customer),
          customerEmail: o.customer,
          status: o.status,
          subtotal: fixtureSubtotal(o),
          amountDiscount: o.discount,
          shipping: o.shipping,
          tax: o.tax,
          total: fixtureTotal(o),
          paymentProvider: 'stripe',
          promoCodeId: o.promo ? promoRows.find((p) => p.code === o.promo!.code)!.id : null,
          promoCode: o.promo?.code ?? null,
          promoDiscountType: o.promo?.type ?? null,
          promoDiscountValue: o.promo?.value ?? null,
          shippingCountryCode: o.country,
          createdAt: new Date(o.at),
          updatedAt: new Date(o.at),
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(
        o.items.map((i) => ({
          orderId: order!.id,
          productId: i.product ? productIds.get(i.product)! : null,
          productName: i.name,
          quantity: i.quantity,
          priceAtPurchase: i.price,
        })),
      );
    }
    await tx.insert(userProductAccess).values(
      FIXTURE_ACCESS.map((a) => ({
        userId: customerId(a.customer),
        productId: productIds.get(a.product)!,
        isActive: a.active,
        expiresAt: a.expires ? new Date(a.expires) : null,
      })),
    );
  });
  return true;
}
