// Using a promo code on its own, against the real database: the checks the storefront asks for,
// and the redemption a payment completion makes. On PostgreSQL the concurrent redemptions really
// race; on PGlite (one connection) they run one after another; either way the cap holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codePromos } from '../../db/schema/catalog.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { discountOf, redeemPromo, usablePromo } from './service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function promo(values: Partial<typeof codePromos.$inferInsert> & { code: string }) {
  const [row] = await ctx.database.db
    .insert(codePromos)
    .values({ discountType: 'fixed', discountValue: 500, ...values })
    .returning();
  return row!;
}

async function usageOf(code: string) {
  const [row] = await ctx.database.db
    .select({ usageCount: codePromos.usageCount })
    .from(codePromos)
    .where(eq(codePromos.code, code));
  return row!.usageCount;
}

describe('usablePromo', () => {
  it('answers the first rule a code breaks, and the promo when it applies up to its bounds', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    await promo({ code: 'OFFANDOLD', isEnabled: false, dateStart: new Date(now.getTime() - 9 * DAY), dateEnd: now });
    await promo({ code: 'SOONANDGONE', dateStart: new Date(now.getTime() + DAY), maxUses: 1, usageCount: 1 });
    await promo({ code: 'EDGES', dateStart: now, dateEnd: now, maxUses: 3, usageCount: 2 });
    expect(await usablePromo(ctx.database.db, 'MISSING', now)).toBe('notFound');
    expect(await usablePromo(ctx.database.db, 'OFFANDOLD', now)).toBe('disabled');
    expect(await usablePromo(ctx.database.db, 'SOONANDGONE', now)).toBe('notStarted');
    expect(await usablePromo(ctx.database.db, 'EDGES', now)).toMatchObject({ code: 'EDGES', usageCount: 2 });
    expect(await usablePromo(ctx.database.db, 'EDGES', new Date(now.getTime() + 1))).toBe('expired');
  });
});

describe('discountOf', () => {
  it('rounds percentage discounts to the cent and caps a fixed one at the subtotal', () => {
    expect(discountOf({ discountType: 'percentage', discountValue: 15 }, 999)).toBe(150);
    expect(discountOf({ discountType: 'fixed', discountValue: 100 }, 50)).toBe(50);
  });
});

describe('redeemPromo', () => {
  it('counts each use while uses are left, then answers the promo without counting', async () => {
    const created = await promo({ code: 'TWICE', maxUses: 2 });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await redeemPromo(ctx.database.db, 'TWICE'));
    expect(answers.map((a) => a?.counted)).toEqual([true, true, false]);
    // The terms an order keeps are the promo's, also when the use was not counted.
    expect(answers[2]!.promo).toMatchObject({
      id: created.id,
      code: 'TWICE',
      discountType: 'fixed',
      discountValue: 500,
    });
    expect(await usageOf('TWICE')).toBe(2);
  });

  it('counts every use of a code without max_uses, and answers undefined for an unknown code', async () => {
    await promo({ code: 'ENDLESS', maxUses: null, usageCount: 41 });
    expect((await redeemPromo(ctx.database.db, 'ENDLESS'))?.counted).toBe(true);
    expect(await usageOf('ENDLESS')).toBe(42);
    expect(await redeemPromo(ctx.database.db, 'NOSUCHCODE')).toBeUndefined();
  });

  it('never passes max_uses when many transactions redeem one code at once', async () => {
    await promo({ code: 'RACE5', maxUses: 5 });
    const results = await Promise.all(
      Array.from({ length: 40 }, () => ctx.database.db.transaction((tx) => redeemPromo(tx, 'RACE5'))),
    );
    expect(results.filter((r) => r?.counted)).toHaveLength(5);
    expect(results.every((r) => r?.promo.code === 'RACE5')).toBe(true);
    expect(await usageOf('RACE5')).toBe(5);
  });
});
