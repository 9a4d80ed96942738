// The command palette's search (issue 18, item 1; decision 0030): one call finds orders, users and
// products as the admin types. Each group is there only when the caller's role can view its area
// (roles.ts), so a role without orders gets no `orders` key rather than a 403 for the whole search.
import { z } from 'zod';

export const SEARCH_PATHS = { search: '/search' } as const;

/** Each group answers at most this many records: the palette is a jump list, not a list screen. */
export const SEARCH_GROUP_LIMIT = 5;

/** The longest search the call takes (an order number, a whole e-mail address fit easily). */
export const SEARCH_MAX_LENGTH = 100;

export const SEARCH_MESSAGES = {
  tooLong: `Search must be at most ${SEARCH_MAX_LENGTH} characters`,
} as const;

/** `q`: trimmed; empty (or left out) answers empty groups. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong })
    .optional()
    .transform((s) => s?.trim() ?? ''),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

export const OrderHitSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  customer_email: z.string(),
  status: z.string(),
  /** Integer cents in `currency`. */
  total: z.number().int(),
  currency: z.string(),
  created_at: z.iso.datetime(),
});
export type OrderHit = z.infer<typeof OrderHitSchema>;

export const UserHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
});
export type UserHit = z.infer<typeof UserHitSchema>;

export const ProductHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Integer cents. */
  price_usd: z.number().int(),
});
export type ProductHit = z.infer<typeof ProductHitSchema>;

/**
 * What matched, per group: orders whose number starts or ends with the search or whose customer's
 * e-mail starts with it; users whose name or e-mail starts with it; products whose name contains
 * it. A group the role cannot view is left out.
 */
export const SearchResponseSchema = z.object({
  orders: z.array(OrderHitSchema).optional(),
  users: z.array(UserHitSchema).optional(),
  products: z.array(ProductHitSchema).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
