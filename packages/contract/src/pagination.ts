import { z } from 'zod';

/** The largest page any list answers; the spec's screens ask for up to 10000 rows. */
export const MAX_PAGE_LIMIT = 10000;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** `page` starts at 1; `limit` above the cap is capped rather than refused. */
export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
  });
}

/** A search box value: trimmed, bounded, empty means no search. */
export const SearchParam = z
  .string()
  .max(200)
  .optional()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : undefined));
