// The storefront API (DESIGN §3 "The storefront API"): what an external shop front (e.g. a site
// builder) calls with an X-API-Key to list products and countries, check a promo code and start
// a checkout. The checkout's amount is always computed by the server.
import { z } from 'zod';
import type { ApiKeyScope } from './api-keys.ts';
import { emailField } from './validation.ts';
import { ACCESS_DURATION_TYPES } from './products.ts';
import { DISCOUNT_TYPES } from './promos.ts';

export const STOREFRONT_BASE = '/api/v1';
export const CHECKOUT_PROVIDERS = ['stripe', 'coinbase'] as const;
export const CHECKOUT_CURRENCIES = ['USD'] as const;
export const MAX_CHECKOUT_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 100;

export const STOREFRONT_TEXTS = {
  keyRequired: 'API key required: send it in the X-API-Key header',
  keyInvalid: 'Invalid API key',
  keyRevoked: 'This API key has been revoked',
  keyExpired: 'This API key has expired',
  keyRolled: 'This API key was rolled and its grace period has ended; use its new secret',
  keyInQuery: 'API keys must be sent in the X-API-Key header, never in the URL',
  emailRequired: 'Email is required',
  itemsRequired: 'At least one item is required',
  tooManyItems: `At most ${MAX_CHECKOUT_ITEMS} different items per checkout`,
  productId: 'Each item needs a product_id',
  quantity: `Quantity must be a whole number from 1 to ${MAX_ITEM_QUANTITY}`,
  provider: 'Provider must be stripe or coinbase',
  currency: 'Only USD is supported',
  countryFormat: 'Country code must be 2 uppercase letters (ISO 3166-1 alpha-2)',
  countryRequired: 'A country code is required to ship physical products',
  countryNotServed: (code: string) => `We do not ship to ${code}`,
  productNotFound: (id: number) => `Product ${id} not found`,
  promoRequired: 'Promo code is required',
  promoNotFound: 'Promo code not found',
  promoDisabled: 'This promo code is disabled',
  promoNotStarted: 'This promo code is not active yet',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has reached its usage limit',
} as const;

/** Public product fields only (DESIGN §3): no internal key, no provider ids. */
export const StorefrontProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_usd: z.number().int().describe('cents'),
  is_physical: z.boolean(),
  is_downloadable: z.boolean(),
  access_duration_type: z.enum(ACCESS_DURATION_TYPES),
  access_duration_months: z.number().int().nullable(),
});
export type StorefrontProduct = z.infer<typeof StorefrontProductSchema>;
export const StorefrontProductsResponseSchema = z.object({ products: z.array(StorefrontProductSchema) });

export const StorefrontCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  shipping_cost: z.number().int().describe('cents'),
});
export const StorefrontCountriesResponseSchema = z.object({ countries: z.array(StorefrontCountrySchema) });

const promoCodeText = z
  .string({ error: STOREFRONT_TEXTS.promoRequired })
  .trim()
  .min(1, { error: STOREFRONT_TEXTS.promoRequired, abort: true })
  .max(50, { error: STOREFRONT_TEXTS.promoNotFound })
  .transform((v) => v.toUpperCase());

export const ValidatePromoBodySchema = z.object({ code: promoCodeText });
export const ValidatePromoResponseSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().int().describe('percent, or cents for a fixed discount'),
});
export type ValidatePromoResponse = z.infer<typeof ValidatePromoResponseSchema>;

export const CheckoutItemSchema = z.object({
  product_id: z.number({ error: STOREFRONT_TEXTS.productId }).int({ error: STOREFRONT_TEXTS.productId }).positive({
    error: STOREFRONT_TEXTS.productId,
  }),
  quantity: z
    .number({ error: STOREFRONT_TEXTS.quantity })
    .int({ error: STOREFRONT_TEXTS.quantity })
    .min(1, { error: STOREFRONT_TEXTS.quantity })
    .max(MAX_ITEM_QUANTITY, { error: STOREFRONT_TEXTS.quantity })
    .default(1),
});

/** DESIGN §3: POST /api/v1/checkout. */
export const CheckoutBodySchema = z.object({
  email: emailField().transform((v) => v.toLowerCase()),
  items: z
    .array(CheckoutItemSchema, { error: STOREFRONT_TEXTS.itemsRequired })
    .min(1, { error: STOREFRONT_TEXTS.itemsRequired })
    .max(MAX_CHECKOUT_ITEMS, { error: STOREFRONT_TEXTS.tooManyItems }),
  provider: z.enum(CHECKOUT_PROVIDERS, { error: STOREFRONT_TEXTS.provider }),
  promo_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    promoCodeText.optional().nullable(),
  ),
  country_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: STOREFRONT_TEXTS.countryFormat })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: STOREFRONT_TEXTS.countryFormat })
      .optional()
      .nullable(),
  ),
  currency: z
    .string({ error: STOREFRONT_TEXTS.currency })
    .trim()
    .toUpperCase()
    .pipe(z.enum(CHECKOUT_CURRENCIES, { error: STOREFRONT_TEXTS.currency }))
    .default('USD'),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
export type CheckoutInput = z.input<typeof CheckoutBodySchema>;

/** DESIGN §3: 201 {session_id, provider, amount_expected, currency, status: 'pending'} plus the breakdown. */
export const CheckoutResponseSchema = z.object({
  session_id: z.string().describe('Stripe checkout session id, or Coinbase charge code'),
  provider: z.enum(CHECKOUT_PROVIDERS),
  amount_expected: z.number().int().describe('cents'),
  currency: z.string(),
  status: z.literal('pending'),
  subtotal: z.number().int(),
  amount_discount: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const STOREFRONT_PATHS = {
  products: '/products',
  countries: '/countries',
  validatePromo: '/promos/validate',
  checkout: '/checkout',
} as const;

/**
 * The scope each storefront route needs (decision 0060), the one place that says so: the guard
 * refuses a key without it (403) and refuses any storefront route missing from this map.
 */
export const STOREFRONT_SCOPES = {
  products: 'products:read',
  countries: 'countries:read',
  validatePromo: 'promos:validate',
  checkout: 'checkout:write',
} as const satisfies Record<keyof typeof STOREFRONT_PATHS, ApiKeyScope>;
