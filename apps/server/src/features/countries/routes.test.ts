import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_MESSAGES, type Country, type CountryListResponse } from '@store/contract/countries';
import { countries } from '../../db/schema/catalog.ts';
import { auditLogs } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/sales.ts';
import { bearer, createTestContext, json, loginAs, TEST_ADMIN, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let token: string;
let adminId: number;

// Twelve countries, so the list has two pages of 10.
const SEEDED: [code: string, name: string, cost: number][] = [
  ['AT', 'Austria', 1100],
  ['BE', 'Belgium', 1000],
  ['CA', 'Canada', 900],
  ['DK', 'Denmark', 1200],
  ['FI', 'Finland', 1300],
  ['GB', 'United Kingdom', 1200],
  ['IE', 'Ireland', 1200],
  ['JP', 'Japan', 1600],
  ['MX', 'Mexico', 1200],
  ['NO', 'Norway', 1500],
  ['SE', 'Sweden', 1300],
  ['US', 'United States', 500],
];

beforeAll(async () => {
  ctx = await createTestContext();
  const session = await loginAs(ctx.app, TEST_ADMIN.email, TEST_ADMIN.password);
  token = session.token;
  adminId = session.user.id;
  await ctx.database.db
    .insert(countries)
    .values(SEEDED.map(([code, name, shippingCost]) => ({ code, name, shippingCost })));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const auditRows = (code: string, action: string) =>
  ctx.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.resourceType, 'countries'), eq(auditLogs.resourceId, code), eq(auditLogs.action, action)))
    .orderBy(desc(auditLogs.id));

const list = async (query: string) => {
  const res = await call('GET', `/countries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<CountryListResponse>(res);
};

describe('GET /countries', () => {
  it('answers {countries, pagination} with the read names, 10 per page by default, by name', async () => {
    const first = await list('');
    expect(Object.keys(first).sort()).toEqual(['countries', 'pagination']);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.countries).toHaveLength(10);
    expect(first.countries[0]).toEqual({
      code: 'AT',
      name: 'Austria',
      shipping_cost: 1100,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      revision: 1,
    });
    const second = await list('?page=2&limit=10');
    expect(second.countries.map((c) => c.code)).toEqual(['GB', 'US']); // United Kingdom, United States
  });

  it('searches by code or by name, case-insensitively', async () => {
    expect((await list('?search=jp')).countries.map((c) => c.code)).toEqual(['JP']);
    expect((await list('?search=united')).countries.map((c) => c.code)).toEqual(['GB', 'US']);
    expect((await list('?search=LAND')).countries.map((c) => c.code)).toEqual(['FI', 'IE']);
    const none = await list('?search=atlantis');
    expect(none).toEqual({ countries: [], pagination: { page: 1, limit: 10, total: 0, pages: 1 } });
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect((await list('?search=%25')).countries).toEqual([]);
    expect((await list('?search=_')).countries).toEqual([]);
  });
});

describe('GET /countries/{id}', () => {
  it('answers the country by its code (in any case)', async () => {
    const res = await call('GET', '/countries/us');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ code: 'US', name: 'United States', shipping_cost: 500 });
  });

  it.each(['ZZ', 'USA', '1', '%20'])('answers 404 for %s', async (code) => {
    const res = await call('GET', `/countries/${code}`);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(COUNTRY_MESSAGES.notFound);
  });
});

describe('POST /countries', () => {
  it('creates from the sent names and answers the read names, with an audit row', async () => {
    const res = await call('POST', '/countries', {
      country_code: 'DE',
      country_name: 'Germany',
      shipping_cost_usd_cents: 1000,
    });
    expect(res.statusCode).toBe(201);
    const country = json<Country>(res);
    expect(country).toEqual({
      code: 'DE',
      name: 'Germany',
      shipping_cost: 1000,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      revision: 1,
    });
    const [audit] = await auditRows('DE', 'create');
    expect(audit).toMatchObject({ adminUserId: adminId, resourceType: 'countries' });
    expect(audit!.changes).toEqual({
      code: { after: 'DE' },
      name: { after: 'Germany' },
      shipping_cost: { after: 1000 },
    });
  });

  it('accepts free shipping (0)', async () => {
    const res = await call('POST', '/countries', {
      country_code: 'LU',
      country_name: 'Luxembourg',
      shipping_cost_usd_cents: 0,
    });
    expect(json(res)).toMatchObject({ code: 'LU', shipping_cost: 0 });
  });

  it('reports every broken rule at once', async () => {
    const res = await call('POST', '/countries', { country_code: 'x', country_name: '', shipping_cost_usd_cents: -1 });
    expect(json(res).fields).toEqual({
      country_code: COUNTRY_MESSAGES.codeFormat,
      country_name: COUNTRY_MESSAGES.nameRequired,
      shipping_cost_usd_cents: COUNTRY_MESSAGES.shippingCost,
    });
  });

  it('lets exactly one of two simultaneous creations of a code win; the other gets 409, never 500', async () => {
    const payload = { country_code: 'PE', country_name: 'Peru', shipping_cost_usd_cents: 2000 };
    const results = await Promise.all([call('POST', '/countries', payload), call('POST', '/countries', payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a duplicate code with 409 and a clear message', async () => {
    const res = await call('POST', '/countries', {
      country_code: 'US',
      country_name: 'Again',
      shipping_cost_usd_cents: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'A country with code US already exists', code: 'CONFLICT' });
    expect(json<Country>(await call('GET', '/countries/US')).name).toBe('United States');
  });

  it.each([
    ['a missing code', { country_code: undefined }, 'country_code', COUNTRY_MESSAGES.codeFormat],
    ['an empty code', { country_code: '' }, 'country_code', COUNTRY_MESSAGES.codeFormat],
    ['a lowercase code', { country_code: 'fr' }, 'country_code', COUNTRY_MESSAGES.codeFormat],
    ['a three-letter code', { country_code: 'FRA' }, 'country_code', COUNTRY_MESSAGES.codeFormat],
    ['a code with digits', { country_code: 'F1' }, 'country_code', COUNTRY_MESSAGES.codeFormat],
    ['a code that is not a country', { country_code: 'XX' }, 'country_code', COUNTRY_MESSAGES.codeUnknown('XX')],
    ['a withdrawn code', { country_code: 'UK' }, 'country_code', COUNTRY_MESSAGES.codeUnknown('UK')],
    ['a missing name', { country_name: undefined }, 'country_name', COUNTRY_MESSAGES.nameRequired],
    ['a blank name', { country_name: '  ' }, 'country_name', COUNTRY_MESSAGES.nameRequired],
    [
      'a missing cost',
      { shipping_cost_usd_cents: undefined },
      'shipping_cost_usd_cents',
      COUNTRY_MESSAGES.shippingCost,
    ],
    ['a negative cost', { shipping_cost_usd_cents: -1 }, 'shipping_cost_usd_cents', COUNTRY_MESSAGES.shippingCost],
    ['a fractional cost', { shipping_cost_usd_cents: 9.5 }, 'shipping_cost_usd_cents', COUNTRY_MESSAGES.shippingCost],
    ['a text cost', { shipping_cost_usd_cents: 'free' }, 'shipping_cost_usd_cents', COUNTRY_MESSAGES.shippingCost],
  ])('refuses %s with 400 and the text', async (_name, over, field, text) => {
    const res = await call('POST', '/countries', {
      country_code: 'FR',
      country_name: 'France',
      shipping_cost_usd_cents: 1100,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
    expect((await call('GET', '/countries/FR')).statusCode).toBe(404);
  });
});

describe('PATCH /countries/{code}', () => {
  it('updates name and cost, keeps the code, and records the change', async () => {
    const res = await call('PATCH', '/countries/CA', {
      country_name: 'Canada (all provinces)',
      shipping_cost_usd_cents: 950,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ code: 'CA', name: 'Canada (all provinces)', shipping_cost: 950 });
    const [audit] = await auditRows('CA', 'update');
    expect(audit!.changes).toEqual({
      name: { before: 'Canada', after: 'Canada (all provinces)' },
      shipping_cost: { before: 900, after: 950 },
    });
  });

  it('accepts one field alone', async () => {
    const res = await call('PATCH', '/countries/mx', { shipping_cost_usd_cents: 1250 });
    expect(json(res)).toMatchObject({ code: 'MX', name: 'Mexico', shipping_cost: 1250 });
  });

  it('refuses to change the code (400) and accepts the same code', async () => {
    const refused = await call('PATCH', '/countries/NO', { country_code: 'SE', country_name: 'Norway' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toEqual({ country_code: COUNTRY_MESSAGES.codeFixed });
    const same = await call('PATCH', '/countries/NO', { country_code: 'NO', country_name: 'Kingdom of Norway' });
    expect(json(same)).toMatchObject({ code: 'NO', name: 'Kingdom of Norway' });
  });

  it.each([
    [{ country_name: '' }, 'country_name', COUNTRY_MESSAGES.nameRequired],
    [{ shipping_cost_usd_cents: -5 }, 'shipping_cost_usd_cents', COUNTRY_MESSAGES.shippingCost],
  ])('refuses %o with the text', async (payload, field, text) => {
    const res = await call('PATCH', '/countries/SE', payload);
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields[field]).toBe(text);
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call('PATCH', '/countries/ZW', { country_name: 'Zimbabwe' })).statusCode).toBe(404);
    expect((await call('PATCH', '/countries/12345', { country_name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /countries/{code}', () => {
  it('deletes with an audit row; orders keep their copy of the code', async () => {
    await ctx.database.db.insert(orders).values({
      orderNumber: 'ORD-DK-1',
      customerEmail: 'dane@example.com',
      status: 'paid',
      subtotal: 1000,
      shipping: 1200,
      total: 2200,
      shippingCountryCode: 'DK',
    });
    const res = await call('DELETE', '/countries/DK');
    expect(res.statusCode).toBe(204);
    expect((await call('GET', '/countries/DK')).statusCode).toBe(404);
    const [audit] = await auditRows('DK', 'delete');
    expect(audit!.changes).toEqual({
      code: { before: 'DK' },
      name: { before: 'Denmark' },
      shipping_cost: { before: 1200 },
    });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, 'ORD-DK-1'));
    expect(order!.shippingCountryCode).toBe('DK');
    expect((await call('DELETE', '/countries/DK')).statusCode).toBe(404);
  });
});
