import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, type Promo, type PromoListResponse } from '@store/contract/promos';
import { codePromos } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/sales.ts';
import { staleMessage } from '@store/contract/revisions';
import { auditRowsOf, bulkResult, expectBulkRefusals } from '../../test/bulk.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let serial = 0;
/** A valid create body with a code of its own. */
const body = (over: Record<string, unknown> = {}) => ({
  code: `CODE-${++serial}`,
  discount_type: 'percentage',
  discount_value: 10,
  max_uses: null,
  date_start: null,
  date_end: null,
  is_enabled: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<Promo> {
  const res = await call('POST', '/promos', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return json<Promo>(res);
}

const auditRows = (resourceId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resourceType, 'code_promos'),
        eq(auditLogs.resourceId, String(resourceId)),
        eq(auditLogs.action, action),
      ),
    )
    .orderBy(desc(auditLogs.id));

describe('POST /promos', () => {
  it('creates a promo with the spec fields, defaults the start to now, and writes its audit row', async () => {
    const before = Date.now();
    const res = await call('POST', '/promos', {
      code: 'SPRING_SALE-25',
      discount_type: 'percentage',
      discount_value: 25,
      max_uses: 100,
      date_start: null,
      date_end: null,
      is_enabled: true,
    });
    expect(res.statusCode).toBe(201);
    const promo = json<Promo>(res);
    expect(Object.keys(promo).sort()).toEqual(
      [
        'id',
        'code',
        'discount_type',
        'discount_value',
        'max_uses',
        'usage_count',
        'date_start',
        'date_end',
        'is_enabled',
        'created_at',
        'updated_at',
        'revision',
      ].sort(),
    );
    expect(promo).toMatchObject({
      code: 'SPRING_SALE-25',
      discount_type: 'percentage',
      discount_value: 25,
      max_uses: 100,
      usage_count: 0,
      date_end: null,
      is_enabled: true,
    });
    const start = Date.parse(promo.date_start);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now() + 1000);

    const [audit] = await auditRows(promo.id, 'create');
    expect(audit).toMatchObject({ adminUserId: adminId, resourceType: 'code_promos', action: 'create' });
    expect(audit!.changes).toMatchObject({
      code: { after: 'SPRING_SALE-25' },
      discount_value: { after: 25 },
      max_uses: { after: 100 },
    });
  });

  it('keeps a fixed discount in cents, empty max uses as unlimited and empty dates as now / none', async () => {
    const promo = await create({
      discount_type: 'fixed',
      discount_value: 1250,
      max_uses: '',
      date_start: '',
      date_end: '',
    });
    expect(promo).toMatchObject({ discount_type: 'fixed', discount_value: 1250, max_uses: null, date_end: null });
    expect(Math.abs(Date.parse(promo.date_start) - Date.now())).toBeLessThan(5000);
  });

  it('stores the given start and end dates', async () => {
    const promo = await create({ date_start: '2030-01-01T09:00:00+02:00', date_end: '2030-02-01T00:00:00Z' });
    expect(promo.date_start).toBe('2030-01-01T07:00:00.000Z');
    expect(promo.date_end).toBe('2030-02-01T00:00:00.000Z');
  });

  it('creates a disabled promo and a percentage of exactly 100', async () => {
    expect(await create({ is_enabled: false, discount_value: 100 })).toMatchObject({
      is_enabled: false,
      discount_value: 100,
    });
  });

  it.each([
    ['a missing code', { code: undefined }, 'code', PROMO_MESSAGES.codeRequired],
    ['an empty code', { code: '   ' }, 'code', PROMO_MESSAGES.codeRequired],
    ['a code with lowercase letters', { code: 'spring10' }, 'code', PROMO_MESSAGES.codeFormat],
    ['a code with spaces', { code: 'SPRING 10' }, 'code', PROMO_MESSAGES.codeFormat],
    ['a code with symbols', { code: 'SPRING!' }, 'code', PROMO_MESSAGES.codeFormat],
    ['a discount of 0', { discount_value: 0 }, 'discount_value', PROMO_MESSAGES.valuePositive],
    ['a negative discount', { discount_value: -5 }, 'discount_value', PROMO_MESSAGES.valuePositive],
    ['a missing discount', { discount_value: undefined }, 'discount_value', PROMO_MESSAGES.valuePositive],
    ['a text discount', { discount_value: 'ten' }, 'discount_value', PROMO_MESSAGES.valuePositive],
    ['a percentage above 100', { discount_value: 101 }, 'discount_value', PROMO_MESSAGES.percentageMax],
    ['a fractional percentage', { discount_value: 12.5 }, 'discount_value', PROMO_MESSAGES.valueWhole],
    ['negative max uses', { max_uses: -1 }, 'max_uses', PROMO_MESSAGES.maxUsesNegative],
    ['fractional max uses', { max_uses: 1.5 }, 'max_uses', PROMO_MESSAGES.maxUsesWhole],
    ['an unknown discount type', { discount_type: 'bogus' }, 'discount_type', PROMO_MESSAGES.discountType],
    ['an unreadable start date', { date_start: 'tomorrow' }, 'date_start', PROMO_MESSAGES.dateStart],
    ['an end date without a zone', { date_end: '2030-01-01T10:00' }, 'date_end', PROMO_MESSAGES.dateEnd],
    [
      'an end before the start',
      { date_start: '2030-02-01T00:00:00Z', date_end: '2030-01-01T00:00:00Z' },
      'date_end',
      PROMO_MESSAGES.dateOrder,
    ],
    [
      'an end in the past with no start (start = now)',
      { date_end: '2020-01-01T00:00:00Z' },
      'date_end',
      PROMO_MESSAGES.dateOrder,
    ],
    ['a non-boolean enabled flag', { is_enabled: 'yes' }, 'is_enabled', PROMO_MESSAGES.enabled],
  ])('refuses %s with 400 and the text', async (_name, over, field, text) => {
    const res = await call('POST', '/promos', body(over));
    expect(res.statusCode).toBe(400);
    const error = json<{ message: string; error: string; code: string; fields: Record<string, string> }>(res);
    expect(error.fields[field]).toBe(text);
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('reports every broken rule at once, the cross-field ones included', async () => {
    const res = await call('POST', '/promos', body({ code: '', discount_value: 150, max_uses: -1 }));
    expect(json(res).fields).toEqual({
      code: PROMO_MESSAGES.codeRequired,
      discount_value: PROMO_MESSAGES.percentageMax,
      max_uses: PROMO_MESSAGES.maxUsesNegative,
    });
  });

  it.each([['null'], ['"text"'], ['[]'], ['42']])('answers 400, never 500, for the body %s', async (raw) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/promos',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/promos/1',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(patch.statusCode).toBe(400);
  });

  it('accepts a fixed discount above 100 (cents, not percent)', async () => {
    expect((await create({ discount_type: 'fixed', discount_value: 50_000 })).discount_value).toBe(50_000);
  });

  it('refuses a duplicate code with 409 and a clear message, without a second audit row', async () => {
    const first = await create({ code: 'ONLY-ONCE' });
    const res = await call('POST', '/promos', body({ code: 'ONLY-ONCE' }));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'A promo code ONLY-ONCE already exists', code: 'CONFLICT' });
    expect(await auditRows(first.id, 'create')).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous creations of a code win; the other gets 409, never 500', async () => {
    const payload = body({ code: 'RACE-ONE' });
    const results = await Promise.all([call('POST', '/promos', payload), call('POST', '/promos', payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/promos', payload: body() });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /promos', () => {
  it("answers {data, pagination}, newest first, and accepts the panel's limit 10000", async () => {
    const a = await create();
    const b = await create();
    const res = await call('GET', '/promos?page=1&limit=10000');
    expect(res.statusCode).toBe(200);
    const list = json<PromoListResponse>(res);
    expect(Object.keys(list).sort()).toEqual(['data', 'pagination']);
    expect(list.pagination).toMatchObject({ page: 1, limit: 10000, pages: 1 });
    expect(list.pagination.total).toBe(list.data.length);
    const ids = list.data.map((p) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
  });

  it('pages on request', async () => {
    const res = await call('GET', '/promos?page=2&limit=2');
    const list = json<PromoListResponse>(res);
    expect(list.data).toHaveLength(2);
    expect(list.pagination).toMatchObject({ page: 2, limit: 2 });
  });

  it('refuses a page of 0 with 400', async () => {
    expect((await call('GET', '/promos?page=0')).statusCode).toBe(400);
  });
});

describe('GET /promos/{id}', () => {
  it('answers the promo', async () => {
    const promo = await create();
    const res = await call('GET', `/promos/${promo.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(promo);
  });

  it.each(['999999', 'abc', '0', '-1', '99999999999999999999'])('answers 404 for the id %s', async (id) => {
    const res = await call('GET', `/promos/${id}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(PROMO_MESSAGES.notFound);
  });
});

describe('PATCH /promos/{id}', () => {
  it('accepts the enable toggle alone and records the change in the audit log', async () => {
    const promo = await create();
    const res = await call('PATCH', `/promos/${promo.id}`, { is_enabled: false });
    expect(res.statusCode).toBe(200);
    expect(json<Promo>(res)).toMatchObject({
      ...promo,
      is_enabled: false,
      updated_at: expect.any(String),
      revision: 2,
    });
    const [audit] = await auditRows(promo.id, 'update');
    expect(audit!.changes).toEqual({ is_enabled: { before: true, after: false } });
  });

  it('updates every field but the code', async () => {
    const promo = await create({ discount_type: 'percentage', discount_value: 20 });
    const res = await call('PATCH', `/promos/${promo.id}`, {
      discount_type: 'fixed',
      discount_value: 999,
      max_uses: 5,
      date_start: '2031-01-01T00:00:00Z',
      date_end: '2031-06-01T00:00:00Z',
      is_enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      code: promo.code,
      discount_type: 'fixed',
      discount_value: 999,
      max_uses: 5,
      date_start: '2031-01-01T00:00:00.000Z',
      date_end: '2031-06-01T00:00:00.000Z',
      is_enabled: false,
    });
  });

  it('clears the end date and max uses with null, and an empty start date means now', async () => {
    const promo = await create({ max_uses: 3, date_start: '2031-01-01T00:00:00Z', date_end: '2031-06-01T00:00:00Z' });
    const res = await call('PATCH', `/promos/${promo.id}`, { max_uses: null, date_end: null, date_start: '' });
    expect(json(res)).toMatchObject({ max_uses: null, date_end: null });
    expect(Math.abs(Date.parse(json<Promo>(res).date_start) - Date.now())).toBeLessThan(5000);
  });

  it('refuses to change the code (400) but accepts the same code', async () => {
    const promo = await create();
    const refused = await call('PATCH', `/promos/${promo.id}`, { code: 'SOMETHING-ELSE', is_enabled: false });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      message: PROMO_MESSAGES.codeFixed,
      fields: { code: PROMO_MESSAGES.codeFixed },
    });
    expect(json<Promo>(await call('GET', `/promos/${promo.id}`)).is_enabled).toBe(true);
    const same = await call('PATCH', `/promos/${promo.id}`, { code: promo.code, discount_value: 15 });
    expect(json(same)).toMatchObject({ code: promo.code, discount_value: 15 });
  });

  it('checks the percentage cap against the stored type when only the value changes', async () => {
    const promo = await create({ discount_value: 50 });
    const res = await call('PATCH', `/promos/${promo.id}`, { discount_value: 150 });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ discount_value: PROMO_MESSAGES.percentageMax });
    const fixed = await create({ discount_type: 'fixed', discount_value: 5000 });
    const toPercent = await call('PATCH', `/promos/${fixed.id}`, { discount_type: 'percentage' });
    expect(json(toPercent).fields).toEqual({ discount_value: PROMO_MESSAGES.percentageMax });
  });

  it('refuses max uses below the number of times the code was used', async () => {
    const promo = await create({ max_uses: 10 });
    await ctx.database.db.update(codePromos).set({ usageCount: 4 }).where(eq(codePromos.id, promo.id));
    const res = await call('PATCH', `/promos/${promo.id}`, { max_uses: 3 });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ max_uses: PROMO_MESSAGES.maxUsesBelowUsage(4) });
    const ok = await call('PATCH', `/promos/${promo.id}`, { max_uses: 4 });
    expect(json(ok)).toMatchObject({ max_uses: 4, usage_count: 4 });
  });

  it('refuses an end date before the stored start date', async () => {
    const promo = await create({ date_start: '2031-01-01T00:00:00Z' });
    const res = await call('PATCH', `/promos/${promo.id}`, { date_end: '2030-12-31T00:00:00Z' });
    expect(json(res).fields).toEqual({ date_end: PROMO_MESSAGES.dateOrder });
  });

  it.each([
    [{ discount_value: 0 }, 'discount_value', PROMO_MESSAGES.valuePositive],
    [{ max_uses: -2 }, 'max_uses', PROMO_MESSAGES.maxUsesNegative],
    [{ discount_type: 'percentage', discount_value: 101 }, 'discount_value', PROMO_MESSAGES.percentageMax],
  ])('refuses %o with the spec text', async (payload, field, text) => {
    const promo = await create();
    const res = await call('PATCH', `/promos/${promo.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('PATCH', '/promos/999999', { is_enabled: true })).statusCode).toBe(404);
    expect((await call('PATCH', '/promos/nope', { is_enabled: true })).statusCode).toBe(404);
  });
});

describe('DELETE /promos/{id}', () => {
  it('deletes the promo with an audit row; it is then not found', async () => {
    const promo = await create();
    const res = await call('DELETE', `/promos/${promo.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/promos/${promo.id}`)).statusCode).toBe(404);
    const [audit] = await auditRows(promo.id, 'delete');
    expect(audit!.changes).toMatchObject({ code: { before: promo.code } });
    expect((await call('DELETE', `/promos/${promo.id}`)).statusCode).toBe(404);
  });

  it("keeps the orders that used it, with their snapshot of the promo's terms", async () => {
    const promo = await create({ code: 'USED-BY-ORDER', discount_value: 10 });
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        orderNumber: 'ORD-PROMO-1',
        customerEmail: 'buyer@example.com',
        status: 'paid',
        subtotal: 1000,
        amountDiscount: 100,
        total: 900,
        promoCodeId: promo.id,
        promoCode: promo.code,
        promoDiscountType: 'percentage',
        promoDiscountValue: 10,
      })
      .returning();
    expect((await call('DELETE', `/promos/${promo.id}`)).statusCode).toBe(204);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ promoCodeId: null, promoCode: 'USED-BY-ORDER', promoDiscountValue: 10, total: 900 });
  });
});

describe('an expired promo', () => {
  it('can be created with past dates and is listed as it is', async () => {
    const promo = await create({
      date_start: new Date(Date.now() - 10 * DAY).toISOString(),
      date_end: new Date(Date.now() - DAY).toISOString(),
    });
    expect(Date.parse(promo.date_end!)).toBeLessThan(Date.now());
  });
});

describe('POST /promos/bulk', () => {
  const bulk = (payload: unknown) => call('POST', '/promos/bulk', payload);
  const rowOf = async (id: number) => (await ctx.database.db.select().from(codePromos).where(eq(codePromos.id, id)))[0];

  it('disables exactly the promos named, each with its own audit row, and leaves the others alone', async () => {
    const [a, b, c, other] = [await create(), await create(), await create(), await create()];
    const result = bulkResult(
      await bulk({ action: 'disable', records: [a, b, c].map((p) => ({ id: p.id, revision: p.revision })) }),
    );
    expect(result).toEqual({ succeeded: [a.id, b.id, c.id], unchanged: [], failed: [] });
    for (const promo of [a, b, c]) {
      expect(await rowOf(promo.id)).toMatchObject({ isEnabled: false, revision: 2 });
    }
    expect(await rowOf(other.id)).toMatchObject({ isEnabled: true, revision: 1 });
    const audits = (await auditRowsOf(ctx.database.db, 'code_promos', [a.id, b.id, c.id, other.id])).filter(
      (r) => r.action !== 'create',
    );
    expect(audits.map((r) => [Number(r.resourceId), r.action, r.changes, r.adminUserId])).toEqual(
      [a, b, c].map((p) => [p.id, 'update', { is_enabled: { before: true, after: false } }, adminId]),
    );
  });

  it('enables the rest when one promo is stale, one already enabled and one gone, and says which and why', async () => {
    const [stale, on, fine] = [
      await create({ is_enabled: false }),
      await create(),
      await create({ is_enabled: false }),
    ];
    expect((await call('PATCH', `/promos/${stale.id}`, { max_uses: 9 })).statusCode).toBe(200);
    const result = bulkResult(
      await bulk({
        action: 'enable',
        records: [
          { id: stale.id, revision: 1 },
          { id: on.id, revision: 1 },
          { id: 999_999 },
          { id: fine.id, revision: 1 },
        ],
      }),
    );
    expect(result).toEqual({
      succeeded: [fine.id],
      unchanged: [on.id],
      failed: [
        { id: stale.id, code: 'STALE', message: staleMessage('promo code') },
        { id: 999_999, code: 'NOT_FOUND', message: PROMO_MESSAGES.notFound },
      ],
    });
    expect(await rowOf(stale.id)).toMatchObject({ isEnabled: false, maxUses: 9, revision: 2 });
    expect(await rowOf(on.id)).toMatchObject({ isEnabled: true, revision: 1 });
    expect(await rowOf(fine.id)).toMatchObject({ isEnabled: true, revision: 2 });
    const audits = await auditRowsOf(ctx.database.db, 'code_promos', [stale.id, on.id, fine.id]);
    // The stale promo's own edit and the one enabled: nothing for the promo left as it was.
    expect(audits.map((r) => [Number(r.resourceId), r.action])).toEqual([
      [stale.id, 'create'],
      [on.id, 'create'],
      [fine.id, 'create'],
      [stale.id, 'update'],
      [fine.id, 'update'],
    ]);
  });

  it('deletes the promos named, each with its audit row', async () => {
    const [a, b, kept] = [await create(), await create(), await create()];
    const result = bulkResult(await bulk({ action: 'delete', records: [{ id: a.id }, { id: b.id, revision: 1 }] }));
    expect(result).toEqual({ succeeded: [a.id, b.id], unchanged: [], failed: [] });
    expect(await rowOf(a.id)).toBeUndefined();
    expect(await rowOf(b.id)).toBeUndefined();
    expect(await rowOf(kept.id)).toBeDefined();
    const audits = await auditRows(a.id, 'delete');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({ code: { before: a.code } });
    expect(await auditRows(b.id, 'delete')).toHaveLength(1);
  });

  it('refuses a malformed request with 400 naming the field, and writes nothing', async () => {
    const promo = await create();
    await expectBulkRefusals(
      bulk,
      { action: 'disable', records: [{ id: promo.id }] },
      async () => (await auditRowsOf(ctx.database.db, 'code_promos', [promo.id])).length,
    );
    expect(await rowOf(promo.id)).toMatchObject({ isEnabled: true, revision: 1 });
  });
});
