// Promo codes (spec 001 §2 "Promo Codes", §3, §4, §5, §7, §8, §9): the wire shapes, the rules
// and their texts. The panel's form and the server validate with these same schemas.
import { z } from 'zod';
import { pageQuery, PaginationSchema } from './pagination.ts';
import { dateTimeField } from './validation.ts';
import { RevisionSchema } from './revisions.ts';
import { bulkBodySchema } from './bulk.ts';

/** spec 001 §9: all promos are fetched with limit 10000 and paged 10 per page in the browser. */
export const PROMO_FETCH_LIMIT = 10000;
export const PROMO_PAGE_SIZE = 10;

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** spec 001 §5: the code's characters. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;
export const PROMO_CODE_MAX_LENGTH = 50;
/** A fixed discount above $10,000,000 is a typing mistake, not a promotion. */
export const MAX_FIXED_DISCOUNT_CENTS = 1_000_000_000;
/** `max_uses` is a PostgreSQL integer. */
export const MAX_PROMO_USES = 2_147_483_647;

export const PROMO_MESSAGES = {
  // spec 001 §5, verbatim
  codeRequired: 'Promo code is required',
  codeFormat: 'Code must contain only uppercase letters, numbers, hyphens, and underscores',
  valuePositive: 'Discount value must be greater than 0',
  percentageMax: 'Percentage cannot exceed 100',
  maxUsesNegative: 'Max uses cannot be negative',
  // spec 001 §8, verbatim
  createFailed: 'Failed to create promo code',
  updateFailed: 'Failed to update promo code',
  // ours, where the spec is silent
  codeTooLong: `Code must be at most ${PROMO_CODE_MAX_LENGTH} characters`,
  discountType: 'Discount type must be percentage or fixed',
  valueWhole: 'Discount value must be a whole number',
  valueTooLarge: 'Discount value is too large',
  maxUsesWhole: 'Max uses must be a whole number',
  maxUsesTooLarge: 'Max uses is too large',
  dateStart: 'Start date must be a valid date',
  dateEnd: 'End date must be a valid date',
  dateOrder: 'End date cannot be before the start date',
  enabled: 'Enabled must be true or false',
  codeFixed: 'The promo code cannot be changed after creation',
  notFound: 'Promo code not found',
  duplicate: (code: string) => `A promo code ${code} already exists`,
  maxUsesBelowUsage: (usage: number) =>
    `Max uses cannot be lower than the number of times the code was already used (${usage})`,
} as const;

/** An empty value (or only spaces) means "not given": null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const promoCode = z
  .string({ error: PROMO_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: PROMO_MESSAGES.codeRequired })
  .max(PROMO_CODE_MAX_LENGTH, { error: PROMO_MESSAGES.codeTooLong })
  .regex(PROMO_CODE_PATTERN, { error: PROMO_MESSAGES.codeFormat });

const discountType = z.enum(DISCOUNT_TYPES, { error: PROMO_MESSAGES.discountType });

const discountValue = z
  .number({ error: PROMO_MESSAGES.valuePositive })
  .gt(0, { error: PROMO_MESSAGES.valuePositive })
  .int({ error: PROMO_MESSAGES.valueWhole })
  .max(MAX_FIXED_DISCOUNT_CENTS, { error: PROMO_MESSAGES.valueTooLarge });

/** spec 001 §5: empty max uses means unlimited (null). */
const maxUses = z.preprocess(
  blankToNull,
  z
    .number({ error: PROMO_MESSAGES.maxUsesWhole })
    .int({ error: PROMO_MESSAGES.maxUsesWhole })
    .min(0, { error: PROMO_MESSAGES.maxUsesNegative })
    .max(MAX_PROMO_USES, { error: PROMO_MESSAGES.maxUsesTooLarge })
    .nullable(),
);

/** The rules that tie fields together, checked on a whole promo (the create body, or a row merged with a PATCH). */
export interface PromoTerms {
  discount_type: DiscountType;
  discount_value: number;
  /** null = now (spec 001 §5: an empty start date defaults to now). */
  date_start: string | Date | null;
  date_end: string | Date | null;
}

export function promoTermIssues(
  terms: PromoTerms,
  now: Date = new Date(),
): { path: keyof PromoTerms; message: string }[] {
  // Also run on a body whose fields failed their own checks (so a form shows every text at
  // once): a value of the wrong kind is skipped here, its own text already says what is wrong.
  const issues: { path: keyof PromoTerms; message: string }[] = [];
  if (terms.discount_type === 'percentage' && typeof terms.discount_value === 'number' && terms.discount_value > 100) {
    issues.push({ path: 'discount_value', message: PROMO_MESSAGES.percentageMax });
  }
  if (terms.date_end !== null && terms.date_end !== undefined) {
    const start = terms.date_start === null || terms.date_start === undefined ? now : new Date(terms.date_start);
    const end = new Date(terms.date_end);
    if (end.getTime() < start.getTime()) issues.push({ path: 'date_end', message: PROMO_MESSAGES.dateOrder });
  }
  return issues;
}

/** Cross-field checks run even when a field failed, so every text shows at once. */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST /promos (spec 001 §7). Empty start → now, empty end → none, empty max uses → unlimited. */
export const PromoCreateSchema = z
  .object({
    code: promoCode,
    discount_type: discountType,
    discount_value: discountValue,
    max_uses: maxUses.default(null),
    date_start: dateTimeField(PROMO_MESSAGES.dateStart).default(null),
    date_end: dateTimeField(PROMO_MESSAGES.dateEnd).default(null),
    is_enabled: z.boolean({ error: PROMO_MESSAGES.enabled }).default(true),
  })
  .superRefine((body, ctx) => {
    for (const issue of promoTermIssues(body)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  }, always);
export type PromoCreateBody = z.infer<typeof PromoCreateSchema>;

/**
 * PATCH /promos/{id}: the create fields without the code, each optional (the enable toggle sends
 * `{is_enabled}` alone). A `code` that differs from the promo's own is refused (400): the code is
 * fixed after creation (spec 001 §5); the same code is accepted and changes nothing.
 */
export const PromoUpdateSchema = z
  .object({
    code: z.string().optional(),
    discount_type: discountType.optional(),
    discount_value: discountValue.optional(),
    max_uses: maxUses.optional(),
    date_start: dateTimeField(PROMO_MESSAGES.dateStart).optional(),
    date_end: dateTimeField(PROMO_MESSAGES.dateEnd).optional(),
    is_enabled: z.boolean({ error: PROMO_MESSAGES.enabled }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.discount_type === 'percentage' && typeof body.discount_value === 'number' && body.discount_value > 100) {
      ctx.addIssue({ code: 'custom', path: ['discount_value'], message: PROMO_MESSAGES.percentageMax });
    }
  }, always);
export type PromoUpdateBody = z.infer<typeof PromoUpdateSchema>;

/** spec 001 §3: a promo code as read. `discount_value` is percent, or USD cents for fixed. */
export const PromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number().int(),
  max_uses: z.number().int().nullable(),
  usage_count: z.number().int(),
  date_start: z.string(),
  date_end: z.string().nullable(),
  is_enabled: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** The record's revision, also its ETag: send it back as `If-Match` to edit (revisions.ts). */
  revision: RevisionSchema,
});
export type Promo = z.infer<typeof PromoSchema>;

/** GET /promos → `{data}` (spec 001 §7), with the usual pagination beside it. */
export const PromoListResponseSchema = z.object({
  data: z.array(PromoSchema),
  pagination: PaginationSchema,
});
export type PromoListResponse = z.infer<typeof PromoListResponseSchema>;

/** spec 001 §4: the display state. Expired wins (its toggle is hidden), then enabled or not. */
export type PromoState = 'Active' | 'Expired' | 'Inactive';

export function promoState(promo: Pick<Promo, 'is_enabled' | 'date_end'>, now: Date = new Date()): PromoState {
  if (promo.date_end !== null && new Date(promo.date_end).getTime() < now.getTime()) return 'Expired';
  return promo.is_enabled ? 'Active' : 'Inactive';
}

/** GET /promos?page&limit (the panel asks for everything: limit 10000). */
export const PromoListQuerySchema = pageQuery(PROMO_PAGE_SIZE);
export type PromoListQuery = z.infer<typeof PromoListQuerySchema>;

/** `POST /promos/bulk` (issue 15): enable, disable or delete up to 1,000 promo codes. */
export const PROMO_BULK_ACTIONS = ['enable', 'disable', 'delete'] as const;
export const PromoBulkBodySchema = bulkBodySchema(PROMO_BULK_ACTIONS);
export type PromoBulkBody = z.infer<typeof PromoBulkBodySchema>;

/** The routes' paths, relative to the API base; fill them with `pathTo` (paths.ts). */
export const PROMO_PATHS = { list: '/promos', bulk: '/promos/bulk', item: '/promos/:id' } as const;
