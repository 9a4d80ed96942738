import { z } from 'zod';
import { pageQuery, PaginationSchema, SearchParam, sortParam } from './pagination.ts';
import { requiredString } from './validation.ts';
import { RevisionSchema } from './revisions.ts';
import { bulkBodySchema } from './bulk.ts';

/** spec 000 §9: the products list shows 10 per page. */
export const PRODUCTS_PAGE_SIZE = 10;

/** spec 000 §9: access duration types; months are at least 1 (null for lifetime). */
export const ACCESS_DURATION_TYPES = ['lifetime', 'monthly', 'annual'] as const;
export type AccessDurationType = (typeof ACCESS_DURATION_TYPES)[number];
export const MIN_DURATION_MONTHS = 1;
/** A hundred years: anything longer is a typo, and lifetime exists for "forever". */
export const MAX_DURATION_MONTHS = 1200;
/** $10,000,000.00: above any price this store sets, far below where cents lose precision. */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** spec 000 §5 and §8: the texts the products screen and the products calls show. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  priceAboveZero: 'USD price must be greater than 0',
  priceTooHigh: 'USD price must be at most $10,000,000.00',
  priceWholeCents: 'USD price must be a whole number of cents',
  internalKeyRequired: 'Internal key is required',
  monthsMin: `Duration must be at least ${MIN_DURATION_MONTHS} month`,
  monthsMax: `Duration must be at most ${MAX_DURATION_MONTHS} months`,
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  empty: 'No products found',
  notFound: 'Product not found',
  internalKeyTaken: 'A product with this internal key already exists',
} as const;

/** spec 000 §3 "Product". Money in cents; months null for lifetime. */
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_usd: z.number().int(),
  is_physical: z.boolean(),
  is_downloadable: z.boolean(),
  access_duration_type: z.enum(ACCESS_DURATION_TYPES),
  access_duration_months: z.number().int().nullable(),
  internal_key: z.string(),
  stripe_product_id: z.string().nullable(),
  stripe_price_id: z.string().nullable(),
  coinbase_product_id: z.string().nullable(),
  coinbase_price_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** The fields the products list can be sorted by; `price` is `price_usd`. */
export const PRODUCT_SORTS = ['name', 'price', 'created_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORTS)[number];

export const ProductsQuerySchema = pageQuery(PRODUCTS_PAGE_SIZE).extend({
  search: SearchParam,
  sort: sortParam(PRODUCT_SORTS),
});
export type ProductsQuery = z.infer<typeof ProductsQuerySchema>;

export const ProductsResponseSchema = z.object({ products: z.array(ProductSchema), pagination: PaginationSchema });
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** An optional id at a payment provider: blank means none (stored as null). */
const providerId = () =>
  z
    .string()
    .trim()
    .max(255, { error: 'Must be at most 255 characters' })
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

const priceCents = () =>
  z
    .number({ error: PRODUCT_MESSAGES.priceAboveZero })
    .int({ error: PRODUCT_MESSAGES.priceWholeCents })
    .gt(0, { error: PRODUCT_MESSAGES.priceAboveZero })
    .max(MAX_PRICE_CENTS, { error: PRODUCT_MESSAGES.priceTooHigh });

const durationMonths = () =>
  z
    .number({ error: PRODUCT_MESSAGES.monthsMin })
    .int({ error: PRODUCT_MESSAGES.monthsMin })
    .min(MIN_DURATION_MONTHS, { error: PRODUCT_MESSAGES.monthsMin })
    .max(MAX_DURATION_MONTHS, { error: PRODUCT_MESSAGES.monthsMax })
    .nullable();

/** The product fields of spec 000 §3 as the panel sends them (POST and PATCH). */
const productFields = {
  name: requiredString(PRODUCT_MESSAGES.nameRequired, 200),
  description: z.string().max(5000, { error: 'Must be at most 5000 characters' }).default(''),
  price_usd: priceCents(),
  is_physical: z.boolean().default(false),
  is_downloadable: z.boolean().default(false),
  access_duration_type: z.enum(ACCESS_DURATION_TYPES).default('lifetime'),
  access_duration_months: durationMonths().optional(),
  internal_key: requiredString(PRODUCT_MESSAGES.internalKeyRequired, 100),
  stripe_product_id: providerId(),
  stripe_price_id: providerId(),
  coinbase_product_id: providerId(),
  coinbase_price_id: providerId(),
};

/** Months must be given unless the type is lifetime (where they are ignored and stored as null). */
function requireMonths(
  value: { access_duration_type?: AccessDurationType | undefined; access_duration_months?: number | null | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (value.access_duration_type && value.access_duration_type !== 'lifetime' && value.access_duration_months == null) {
    ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.monthsMin, path: ['access_duration_months'] });
  }
}

/** POST /products. */
export const ProductCreateBodySchema = z.object(productFields).superRefine(requireMonths);
export type ProductCreateBody = z.infer<typeof ProductCreateBodySchema>;

/**
 * PATCH /products/{id}: the fields to change. Defaults do not apply (an absent field keeps its
 * value); the type/months pair is checked by the server against the stored product merged with
 * the change, so switching from annual to monthly may keep the stored months.
 */
export const ProductUpdateBodySchema = z.object({
  name: productFields.name.optional(),
  description: z.string().max(5000, { error: 'Must be at most 5000 characters' }).optional(),
  price_usd: priceCents().optional(),
  is_physical: z.boolean().optional(),
  is_downloadable: z.boolean().optional(),
  access_duration_type: z.enum(ACCESS_DURATION_TYPES).optional(),
  access_duration_months: durationMonths().optional(),
  internal_key: productFields.internal_key.optional(),
  stripe_product_id: providerId(),
  stripe_price_id: providerId(),
  coinbase_product_id: providerId(),
  coinbase_price_id: providerId(),
});
export type ProductUpdateBody = z.infer<typeof ProductUpdateBodySchema>;

/** `POST /products/bulk` (issue 15): delete up to 1,000 products; one in use is refused. */
export const PRODUCT_BULK_ACTIONS = ['delete'] as const;
export const ProductBulkBodySchema = bulkBodySchema(PRODUCT_BULK_ACTIONS);
export type ProductBulkBody = z.infer<typeof ProductBulkBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const PRODUCT_PATHS = { list: '/products', bulk: '/products/bulk', item: '/products/:id' } as const;
