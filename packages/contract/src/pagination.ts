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

/** `page` starts at 1; `limit` above the cap (`maxLimit`) is capped rather than refused. */
export function pageQuery(defaultLimit: number, maxLimit: number = MAX_PAGE_LIMIT) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((n) => Math.min(n, maxLimit)),
  });
}

/** A search box value: trimmed, bounded, empty means no search. */
export const SearchParam = z
  .string()
  .max(200)
  .optional()
  .transform((s) => (s && s.trim() !== '' ? s.trim() : undefined));

export type SortDirection = 'asc' | 'desc';
/** One list's order: a sortable field of that list and the direction. */
export interface Sort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** The `sort` query value of an order: `name` ascending, `-name` descending. */
export function sortText(sort: Sort): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/** Reads a `sort` query value against a list's allowlist; anything else is undefined. */
export function parseSort<F extends string>(raw: string | undefined | null, fields: readonly F[]): Sort<F> | undefined {
  if (!raw) return undefined;
  const direction: SortDirection = raw.startsWith('-') ? 'desc' : 'asc';
  const field = direction === 'desc' ? raw.slice(1) : raw;
  return (fields as readonly string[]).includes(field) ? { field: field as F, direction } : undefined;
}

/**
 * The `sort` parameter of a list: one of the list's own sortable fields (an allowlist, so no
 * column name ever comes from the request), `-` in front for descending. Unset keeps the list's
 * default order; an unknown field is a 400 that names `sort` and the fields allowed.
 */
export function sortParam<const F extends string>(fields: readonly F[]) {
  return z
    .string()
    .max(100)
    .optional()
    .transform((raw, ctx): Sort<F> | undefined => {
      if (raw === undefined || raw === '') return undefined;
      const sort = parseSort(raw, fields);
      if (!sort) {
        ctx.addIssue({
          code: 'custom',
          message: `Sort by one of: ${fields.join(', ')} (put - in front for descending)`,
        });
        return z.NEVER;
      }
      return sort;
    });
}
