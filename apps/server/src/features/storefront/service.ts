// The storefront API (DESIGN §3): public product and country lists, promo code checks, and the
// checkout that opens a pending payment session (the payments feature's, payments/service.ts). Amounts are computed here, never taken from the
// caller: products' prices × quantities, minus the promo, plus the country's shipping when any
// item is physical. Tax is 0: the store has no tax rules (yet), and the column is kept for them.
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  STOREFRONT_TEXTS,
  type CheckoutBody,
  type CheckoutResponse,
  type StorefrontProduct,
  type ValidatePromoResponse,
} from '@store/contract/storefront';
import type { Db } from '../../db/client.ts';
import { countries, products } from '../../db/schema/catalog.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { openPaymentSession } from '../payments/service.ts';
import { discountOf, usablePromo, type PromoRefusal, type PromoRow } from '../promos/service.ts';

export { authenticateApiKey } from '../api-keys/service.ts';
export { UsageRecorder } from './usage.ts';

export async function listStorefrontProducts(db: Db): Promise<StorefrontProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price_usd: products.priceUsd,
      is_physical: products.isPhysical,
      is_downloadable: products.isDownloadable,
      access_duration_type: products.accessDurationType,
      access_duration_months: products.accessDurationMonths,
    })
    .from(products)
    .orderBy(asc(products.name), asc(products.id));
}

export async function listStorefrontCountries(db: Db) {
  return db
    .select({ code: countries.code, name: countries.name, shipping_cost: countries.shippingCost })
    .from(countries)
    .orderBy(asc(countries.name));
}

const PROMO_REFUSALS: Record<PromoRefusal, string> = {
  notFound: STOREFRONT_TEXTS.promoNotFound,
  disabled: STOREFRONT_TEXTS.promoDisabled,
  notStarted: STOREFRONT_TEXTS.promoNotStarted,
  expired: STOREFRONT_TEXTS.promoExpired,
  usedUp: STOREFRONT_TEXTS.promoUsedUp,
};

/** The promo of a code the caller sent in `field`: a 404 when there is none, a 400 when it does not apply now. */
async function promoOf(db: Db, code: string, field: string): Promise<PromoRow> {
  const promo = await usablePromo(db, code);
  if (promo === 'notFound') throw new AppError('NOT_FOUND', PROMO_REFUSALS.notFound);
  if (typeof promo === 'string') throw invalid(field, PROMO_REFUSALS[promo]);
  return promo;
}

export async function validatePromo(db: Db, code: string): Promise<ValidatePromoResponse> {
  const promo = await promoOf(db, code, 'code');
  return {
    valid: true,
    code: promo.code,
    discount_type: promo.discountType === 'fixed' ? 'fixed' : 'percentage',
    discount_value: promo.discountValue,
  };
}

/** Stripe-like checkout session ids and Coinbase-like charge codes. */
export function newSessionId(provider: CheckoutBody['provider']): string {
  if (provider === 'stripe') return `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export async function createCheckout(
  db: Db,
  log: FastifyBaseLogger,
  apiKeyId: number,
  body: CheckoutBody,
): Promise<CheckoutResponse> {
  // The same product twice is one line with the quantities added.
  const quantities = new Map<number, number>();
  for (const item of body.items)
    quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);

  const rows = await db
    .select({ id: products.id, priceUsd: products.priceUsd, isPhysical: products.isPhysical })
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let subtotal = 0;
  let physical = false;
  for (const [index, item] of body.items.entries()) {
    if (!byId.has(item.product_id)) {
      throw invalid(`items.${index}.product_id`, STOREFRONT_TEXTS.productNotFound(item.product_id));
    }
  }
  for (const [id, quantity] of quantities) {
    const product = byId.get(id)!;
    subtotal += product.priceUsd * quantity;
    physical ||= product.isPhysical;
  }

  let shipping = 0;
  let countryCode: string | null = body.country_code ?? null;
  if (physical) {
    if (!countryCode) throw invalid('country_code', STOREFRONT_TEXTS.countryRequired);
    const [country] = await db.select().from(countries).where(eq(countries.code, countryCode));
    if (!country) throw invalid('country_code', STOREFRONT_TEXTS.countryNotServed(countryCode));
    shipping = country.shippingCost;
  } else if (countryCode) {
    const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode));
    if (!country) countryCode = null; // nothing ships: an unknown country is simply not recorded
  }

  let discount = 0;
  let promoCode: string | null = null;
  if (body.promo_code) {
    const promo = await promoOf(db, body.promo_code, 'promo_code');
    discount = discountOf(promo, subtotal);
    promoCode = promo.code;
  }

  const tax = 0;
  const amountExpected = subtotal - discount + shipping + tax;
  const sessionId = newSessionId(body.provider);
  const session = await openPaymentSession(db, {
    sessionId,
    provider: body.provider,
    userEmail: body.email,
    items: [...quantities].map(([product_id, quantity]) => ({ product_id, quantity })),
    promoCode,
    countryCode,
    subtotal,
    amountDiscount: discount,
    shipping,
    tax,
    amountExpected,
    currency: body.currency,
    apiKeyId,
  });
  log.info({ session_id: sessionId, api_key_id: apiKeyId, amount: amountExpected }, 'checkout session opened');
  return {
    session_id: session.sessionId,
    provider: body.provider,
    amount_expected: session.amountExpected,
    currency: session.currency,
    status: 'pending',
    subtotal,
    amount_discount: discount,
    shipping,
    tax,
  };
}
