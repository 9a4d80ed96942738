// The demo store on a real (in-memory PGlite) database: sizes, money that adds up, every status
// the panel shows, the system templates, and the same store again from the same seed.
import { randomBytes } from 'node:crypto';
import { CUSTOMER_TEMPLATE_KEYS } from '@store/contract/templates';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@store/contract/orders';
import { openPglite, runMigrations, type Database } from '../db/client.ts';
import { codePromos, emailTemplates, softwareReleases } from '../db/schema/catalog.ts';
import { auditLogs, rateLimiterSettings } from '../db/schema/operations.ts';
import { orderItems, orders, paymentSessions, shipments, userProductAccess } from '../db/schema/sales.ts';
import { users } from '../db/schema/users.ts';
import { seedDemoStore, type DemoSummary } from './demo.ts';
import { seedRateLimiters } from '../features/rate-limiters/service.ts';
import { DEFAULT_RATE_LIMITERS } from '../platform/rate-limiter-defaults.ts';
import { seedSystemTemplates, SYSTEM_TEMPLATES } from '../features/templates/system.ts';
import { DEMO_TEMPLATES } from './templates.ts';
import type { OnboardingLinks } from '../features/users/accounts.ts';
import { createSecretSealer, SEALING_PURPOSES } from '../platform/sealed.ts';
import { sha256 } from '../platform/secrets.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const YEAR_AGO = new Date('2025-06-15T12:00:00Z');
const DEMO_LINKS: OnboardingLinks = {
  publicUrl: 'http://localhost:3000',
  sealer: createSecretSealer({ keys: [randomBytes(32)], signingSecrets: [] }, SEALING_PURPOSES.onboardingLink),
};
const SLOW = 120_000;

async function freshStore(): Promise<Database> {
  const database = await openPglite();
  await runMigrations(database);
  await database.db.insert(users).values({
    email: 'admin@example.com',
    name: 'Ada Admin',
    isAdmin: true,
    adminRole: 'administrator',
    onboardingCompleted: true,
    passwordHash: 'not-a-real-hash',
  });
  return database;
}

/** Raw SQL rows (the db type is shared by PGlite and pg, so `execute` is untyped). */
async function query<T = Record<string, unknown>>(database: Database, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const orderFingerprint = (database: Database) =>
  database.db
    .select({ number: orders.orderNumber, email: orders.customerEmail, status: orders.status, total: orders.total })
    .from(orders)
    .orderBy(asc(orders.orderNumber));

describe('seedDemoStore', () => {
  let store: Database;
  let summary: DemoSummary;
  let seedMs = 0;

  beforeAll(async () => {
    store = await freshStore();
    const started = performance.now();
    summary = await seedDemoStore(store.db, DEMO_LINKS, { seed: 1, now: NOW });
    seedMs = performance.now() - started;
  }, SLOW);

  afterAll(async () => {
    await store?.close();
  });

  it('fills every table with a store-sized amount of rows', () => {
    console.info(`demo seed: ${Math.round(seedMs)} ms`, summary);
    expect(summary.customers).toBe(300);
    expect(summary.products).toBeGreaterThanOrEqual(25);
    expect(summary.countries).toBe(25);
    expect(summary.promoCodes).toBe(12);
    expect(summary.orders).toBe(2_000);
    expect(summary.orderItems).toBeGreaterThanOrEqual(2_000);
    expect(summary.orderItems).toBeLessThanOrEqual(6_000);
    expect(summary.paymentSessions).toBe(8);
    expect(summary.productAccess).toBeGreaterThan(100);
    expect(summary.shipments).toBe(60);
    expect(summary.softwareReleases).toBeGreaterThanOrEqual(40);
    // The system's, the customer's every store gets (migrations 0021, 0026), and the demo's examples.
    const customerTemplates = CUSTOMER_TEMPLATE_KEYS.length;
    expect(summary.emailTemplates).toBe(SYSTEM_TEMPLATES.length + customerTemplates + DEMO_TEMPLATES.length);
    expect(summary.apiKeys).toBeGreaterThanOrEqual(3);
    expect(summary.auditLogs).toBeGreaterThanOrEqual(250);
    expect(summary.auditLogs).toBeLessThanOrEqual(350);
  });

  it('leaves the admin untouched and gives customers lower-case, unique e-mails and all three onboarding states', async () => {
    const rows = await store.db.select().from(users);
    const admin = rows.find((u) => u.isAdmin);
    expect(admin?.email).toBe('admin@example.com');
    expect(admin?.passwordHash).toBe('not-a-real-hash');
    expect(rows.filter((u) => u.isAdmin)).toHaveLength(1);
    const customers = rows.filter((u) => !u.isAdmin);
    expect(customers.every((u) => u.email === u.email.toLowerCase())).toBe(true);
    expect(new Set(rows.map((u) => u.email)).size).toBe(rows.length);
    const completed = customers.filter((u) => u.onboardingCompleted);
    const pending = customers.filter((u) => !u.onboardingCompleted && u.onboardingTokenHash);
    const noLink = customers.filter((u) => !u.onboardingCompleted && !u.onboardingTokenHash);
    expect(completed.length).toBeGreaterThan(customers.length / 2);
    expect(completed.every((u) => u.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(pending.length).toBeGreaterThan(0);
    // Kept as SHA-256, with the token sealed beside it for the panel (decision 0058).
    expect(pending.every((u) => /^[0-9a-f]{64}$/.test(u.onboardingTokenHash ?? ''))).toBe(true);
    const shown = pending.map((u) => DEMO_LINKS.sealer.open(u.onboardingLinkSealed!));
    expect(shown.every((token, i) => sha256(token) === pending[i]!.onboardingTokenHash)).toBe(true);
    expect(shown.every((token) => /^[A-Za-z0-9_-]{40,}$/.test(token))).toBe(true);
    expect(noLink.length).toBeGreaterThan(0);
    expect(customers.every((u) => u.createdAt >= YEAR_AGO && u.createdAt <= NOW)).toBe(true);
  });

  it('keeps every order total = subtotal - discount + shipping + tax, and items that add up to the subtotal', async () => {
    const mismatched = await query(
      store,
      sql`
      select o.order_number
      from ${orders} o
      join (select order_id, sum(quantity * price_at_purchase) as items from ${orderItems} group by order_id) i
        on i.order_id = o.id
      where o.total <> o.subtotal - o.amount_discount + o.shipping + o.tax
         or o.subtotal <> i.items
         or o.total < 0`,
    );
    expect(mismatched).toEqual([]);
    const itemless = await query(
      store,
      sql`select count(*)::int as n from ${orders} o where not exists (select 1 from ${orderItems} i where i.order_id = o.id)`,
    );
    expect(itemless).toEqual([{ n: 0 }]);
  });

  it('has orders in all six statuses, cancelled ones, and admin-typed custom statuses', async () => {
    const rows = await store.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    for (const status of ORDER_STATUSES) expect(byStatus.get(status) ?? 0, status).toBeGreaterThan(0);
    const cancelled = byStatus.get('cancelled') ?? 0;
    expect(cancelled).toBeGreaterThan(2_000 * 0.02);
    expect(cancelled).toBeLessThan(2_000 * 0.1);
    const custom = rows.filter((r) => !(ORDER_STATUSES as readonly string[]).includes(r.status));
    expect(custom.length).toBeGreaterThan(0);
  });

  it('snapshots the customer, the promo terms and the shipping country on orders', async () => {
    const inconsistent = await query(
      store,
      sql`
      select count(*)::int as n from ${orders} o
      left join ${users} u on u.id = o.user_id
      left join ${codePromos} p on p.id = o.promo_code_id
      where u.email is distinct from o.customer_email
         or (o.promo_code_id is not null and (p.code <> o.promo_code or p.discount_type <> o.promo_discount_type
             or p.discount_value <> o.promo_discount_value or o.amount_discount = 0))
         or (o.promo_code_id is null and (o.promo_code is not null or o.amount_discount <> 0))
         or (o.shipping > 0 and o.shipping_country_code is null)`,
    );
    expect(inconsistent).toEqual([{ n: 0 }]);
    const numbers = await store.db.select({ n: orders.orderNumber }).from(orders);
    expect(numbers.every((r) => /^ORD-20(25|26)-\d{6}$/.test(r.n))).toBe(true);
    const euros = await store.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.currency, 'EUR'));
    expect(euros[0]?.n).toBeGreaterThan(0);
    expect(euros[0]?.n).toBeLessThan(2_000 * 0.15);
  });

  it('never lets a promo exceed max_uses, and counts exactly the orders that used it', async () => {
    const rows = await query<{ code: string; max_uses: number | null; usage_count: number; used: number }>(
      store,
      sql`
      select p.code, p.max_uses, p.usage_count, count(o.id)::int as used
      from ${codePromos} p left join ${orders} o on o.promo_code_id = p.id
      group by p.id`,
    );
    for (const promo of rows) {
      expect(promo.usage_count, promo.code).toBe(promo.used);
      if (promo.max_uses !== null) expect(promo.usage_count, promo.code).toBeLessThanOrEqual(promo.max_uses);
    }
    const promos = await store.db.select().from(codePromos);
    expect(promos.some((p) => p.maxUses === null)).toBe(true);
    expect(promos.some((p) => p.maxUses !== null && p.usageCount === p.maxUses)).toBe(true);
    expect(promos.some((p) => !p.isEnabled)).toBe(true);
    expect(promos.some((p) => p.dateEnd !== null && p.dateEnd < NOW)).toBe(true);
    expect(new Set(promos.map((p) => p.discountType))).toEqual(new Set(['percentage', 'fixed']));
  });

  it('grants access per downloadable purchase: one active grant per customer and product, some expired or inactive', async () => {
    const grants = await store.db.select().from(userProductAccess);
    const active = grants.filter((g) => g.isActive);
    expect(new Set(active.map((g) => `${g.userId}|${g.productId}`)).size).toBe(active.length);
    expect(grants.some((g) => !g.isActive)).toBe(true);
    expect(grants.some((g) => g.expiresAt === null)).toBe(true);
    expect(grants.some((g) => g.expiresAt !== null && g.expiresAt < NOW)).toBe(true);
    expect(grants.some((g) => g.expiresAt !== null && g.expiresAt > NOW)).toBe(true);
  });

  it('ships physical orders with consistent shipment dates and every shipment status', async () => {
    const rows = await store.db.select().from(shipments);
    expect(new Set(rows.map((s) => s.status))).toEqual(new Set(['pending', 'in_transit', 'delivered', 'failed']));
    for (const s of rows) {
      expect(s.shippedAt === null, s.trackingNumber).toBe(s.status === 'pending');
      expect(s.deliveredAt !== null, s.trackingNumber).toBe(s.status === 'delivered');
      if (s.shippedAt && s.deliveredAt) expect(s.deliveredAt >= s.shippedAt).toBe(true);
    }
    const unshippable = await query(
      store,
      sql`
      select count(*)::int as n from ${shipments} s join ${orders} o on o.id = s.order_id
      where o.shipping_country_code is null`,
    );
    expect(unshippable).toEqual([{ n: 0 }]);
  });

  it('keeps one latest release per product and platform', async () => {
    const rows = await store.db.select().from(softwareReleases);
    const latest = rows.filter((r) => r.isLatest).map((r) => `${r.productId}|${r.platform}`);
    expect(new Set(latest).size).toBe(latest.length);
    expect(new Set(latest)).toEqual(new Set(rows.map((r) => `${r.productId}|${r.platform}`)));
    expect(rows.every((r) => r.downloadUrl.startsWith('https://') && /^[0-9a-f]{64}$/.test(r.checksumSha256))).toBe(
      true,
    );
  });

  it('has pending checkouts whose expected amount adds up', async () => {
    const rows = await store.db.select().from(paymentSessions);
    expect(rows.every((s) => s.status === 'pending')).toBe(true);
    expect(new Set(rows.map((s) => s.provider))).toEqual(new Set(['stripe', 'coinbase']));
    for (const s of rows) expect(s.amountExpected).toBe(s.subtotal - s.amountDiscount + s.shipping + s.tax);
    expect(
      rows
        .filter((s) => s.provider === 'stripe')
        .every((s) => s.sessionId.startsWith('cs_test_') && s.sessionId.length > 20),
    ).toBe(true);
  });

  it('includes the onboarding template with its placeholders', async () => {
    const [onboarding] = await store.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.templateKey, 'onboarding'));
    expect(onboarding?.isActive).toBe(true);
    expect(onboarding?.subject).toContain('{{store_name}}');
    for (const body of [onboarding?.bodyHtml, onboarding?.bodyText]) {
      expect(body).toContain('{{name}}');
      expect(body).toContain('{{onboarding_link}}');
    }
    // Running the startup seed again changes nothing.
    expect(await seedSystemTemplates(store.db)).toBe(0);
  });

  it('writes an audit trail by the admin over all nine resource types and three actions', async () => {
    const rows = await store.db.select().from(auditLogs);
    expect(new Set(rows.map((r) => r.resourceType)).size).toBe(9);
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(['create', 'update', 'delete']));
    expect(rows.every((r) => r.adminName === 'Ada Admin' && r.adminEmail === 'admin@example.com')).toBe(true);
    expect(rows.every((r) => r.createdAt >= YEAR_AGO && r.createdAt <= NOW)).toBe(true);
    const statusChange = rows.find((r) => r.resourceType === 'orders');
    expect(statusChange?.changes).toEqual({ status: { before: expect.any(String), after: expect.any(String) } });
  });

  it('refuses to seed a store that already has data', async () => {
    await expect(seedDemoStore(store.db, DEMO_LINKS, { seed: 1, now: NOW })).rejects.toThrow(/empty store/);
  });

  it(
    'builds the same store from the same seed',
    async () => {
      const second = await freshStore();
      try {
        await seedDemoStore(second.db, DEMO_LINKS, { seed: 1, now: NOW });
        expect(await orderFingerprint(second)).toEqual(await orderFingerprint(store));
      } finally {
        await second.close();
      }
    },
    SLOW,
  );
});

describe('seedRateLimiters', () => {
  it(
    'inserts the defaults once and keeps edited limiters',
    async () => {
      const database = await openPglite();
      try {
        await runMigrations(database);
        expect(await seedRateLimiters(database.db)).toBe(DEFAULT_RATE_LIMITERS.length);
        await database.db
          .update(rateLimiterSettings)
          .set({ maxRequests: 5 })
          .where(eq(rateLimiterSettings.limiterName, 'admin_login'));
        expect(await seedRateLimiters(database.db)).toBe(0);
        const [login] = await database.db
          .select()
          .from(rateLimiterSettings)
          .where(eq(rateLimiterSettings.limiterName, 'admin_login'));
        expect(login?.maxRequests).toBe(5);
        expect(login?.windowMs).toBe(15 * 60_000);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});
