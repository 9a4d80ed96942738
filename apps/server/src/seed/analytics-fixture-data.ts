// A small, hand-built store for the Analytics browser test (SEED_FIXTURE=analytics): known
// orders at known instants, so the test can work out every figure on its own from this file.
// Pure data on purpose (no imports): the server seeds it and the browser test reads it.
//
// Times are UTC instants; the store runs in ANALYTICS_FIXTURE_TIME_ZONE (New York, UTC-5 in
// January and February). FX-1003 is placed at 23:30 on January 15th New York time, which is
// already January 16th in UTC: it must count on the 15th.

export const ANALYTICS_FIXTURE_TIME_ZONE = 'America/New_York';

export interface FixtureItem {
  /** A key of `products`, or null for a product deleted since (its name kept on the item). */
  product: FixtureProductKey | null;
  name: string;
  quantity: number;
  price: number;
}

export interface FixtureOrder {
  number: string;
  status: string;
  at: string;
  customer: string;
  items: FixtureItem[];
  discount: number;
  shipping: number;
  tax: number;
  promo: { code: string; type: 'percentage' | 'fixed'; value: number } | null;
  country: string | null;
}

export const FIXTURE_PRODUCTS = {
  lamp: { name: 'Fixture Desk Lamp', price: 4500, physical: true, downloadable: false },
  editor: { name: 'Fixture Photo Editor', price: 2900, physical: false, downloadable: true },
  notebook: { name: 'Fixture Notebook', price: 1200, physical: true, downloadable: false },
} as const;
export type FixtureProductKey = keyof typeof FIXTURE_PRODUCTS;

export const FIXTURE_COUNTRIES = [
  { code: 'US', name: 'United States', shipping: 500 },
  { code: 'CA', name: 'Canada', shipping: 900 },
  { code: 'GB', name: 'United Kingdom', shipping: 1200 },
] as const;

export const FIXTURE_PROMOS = [
  { code: 'WELCOME10', type: 'percentage', value: 10 },
  { code: 'FLAT5', type: 'fixed', value: 500 },
] as const;

export const FIXTURE_CUSTOMERS = [
  { email: 'ana@fixture.test', name: 'Ana Fixture', at: '2025-01-05T15:00:00Z' },
  // 23:30 on January 15th in New York
  { email: 'ben@fixture.test', name: 'Ben Fixture', at: '2025-01-16T04:30:00Z' },
  { email: 'cy@fixture.test', name: 'Cy Fixture', at: '2025-02-03T14:00:00Z' },
] as const;

/** Access grants: active and lifetime, inactive, active until 2099. */
export const FIXTURE_ACCESS = [
  { customer: 'ana@fixture.test', product: 'editor', active: true, expires: null },
  { customer: 'ben@fixture.test', product: 'editor', active: false, expires: null },
  { customer: 'cy@fixture.test', product: 'editor', active: true, expires: '2099-01-01T00:00:00Z' },
] as const;

const item = (product: FixtureProductKey, quantity: number, price: number = FIXTURE_PRODUCTS[product].price) => ({
  product,
  name: FIXTURE_PRODUCTS[product].name,
  quantity,
  price,
});
const none = { discount: 0, shipping: 0, tax: 0, promo: null, country: null };

export const FIXTURE_ORDERS: FixtureOrder[] = [
  {
    ...none,
    number: 'FX-1001',
    status: 'paid',
    at: '2025-01-06T14:00:00Z',
    customer: 'ana@fixture.test',
    items: [item('lamp', 1)],
    shipping: 500,
    country: 'US',
  },
  {
    ...none,
    number: 'FX-1002',
    status: 'completed',
    at: '2025-01-10T20:00:00Z',
    customer: 'ana@fixture.test',
    items: [item('editor', 2)],
    discount: 580,
    promo: { code: 'WELCOME10', type: 'percentage', value: 10 },
  },
  {
    // 23:30 on January 15th in New York (04:30 on the 16th in UTC)
    ...none,
    number: 'FX-1003',
    status: 'shipped',
    at: '2025-01-16T04:30:00Z',
    customer: 'ben@fixture.test',
    items: [item('lamp', 1), item('notebook', 3)],
    discount: 500,
    shipping: 900,
    promo: { code: 'FLAT5', type: 'fixed', value: 500 },
    country: 'CA',
  },
  {
    ...none,
    number: 'FX-1004',
    status: 'cancelled',
    at: '2025-01-15T18:00:00Z',
    customer: 'ben@fixture.test',
    items: [item('editor', 1)],
  },
  {
    ...none,
    number: 'FX-1005',
    status: 'pending',
    at: '2025-01-20T15:00:00Z',
    customer: 'ana@fixture.test',
    items: [item('notebook', 1)],
    shipping: 500,
    country: 'US',
  },
  {
    // 00:30 on January 16th in New York
    ...none,
    number: 'FX-1006',
    status: 'processing',
    at: '2025-01-16T05:30:00Z',
    customer: 'ben@fixture.test',
    items: [{ product: null, name: 'Fixture Retired Widget', quantity: 2, price: 1500 }],
  },
  {
    // a custom status an admin typed: shown grey, never revenue
    ...none,
    number: 'FX-1007',
    status: 'on hold',
    at: '2025-01-22T16:00:00Z',
    customer: 'ana@fixture.test',
    items: [item('editor', 1)],
  },
  {
    ...none,
    number: 'FX-1008',
    status: 'completed',
    at: '2025-02-04T15:00:00Z',
    customer: 'cy@fixture.test',
    items: [item('lamp', 2)],
    shipping: 1200,
    tax: 900,
    country: 'GB',
  },
  {
    ...none,
    number: 'FX-1009',
    status: 'paid',
    at: '2025-02-10T15:00:00Z',
    customer: 'cy@fixture.test',
    items: [item('editor', 1)],
    discount: 290,
    promo: { code: 'WELCOME10', type: 'percentage', value: 10 },
  },
];

export function fixtureSubtotal(order: FixtureOrder): number {
  return order.items.reduce((sum, i) => sum + i.quantity * i.price, 0);
}

export function fixtureTotal(order: FixtureOrder): number {
  return fixtureSubtotal(order) - order.discount + order.shipping + order.tax;
}
