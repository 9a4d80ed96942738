// How the promo list reads (spec 001 §2): its discount as shown, its search and its sorts. The
// panel reads every promo code at once and searches and sorts them itself; the promo export
// (issue 15) applies these same rules on the server, so its file holds exactly the rows shown.
import { z } from 'zod';
import { formatCents } from './money.ts';
import { SearchParam, sortParam, type Sort } from './pagination.ts';
import type { Promo } from './promos.ts';

/** '25%' or '$5.00' (spec 001 §9: fixed amounts are USD cents, shown as dollars). */
export function discountText(promo: Pick<Promo, 'discount_type' | 'discount_value'>): string {
  return promo.discount_type === 'percentage' ? `${promo.discount_value}%` : formatCents(promo.discount_value);
}

/** spec 001 §2: the search box matches the code or the discount as shown. */
export function promoMatchesSearch(
  promo: Pick<Promo, 'code' | 'discount_type' | 'discount_value'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return promo.code.toLowerCase().includes(needle) || discountText(promo).toLowerCase().includes(needle);
}

/** The fields the promo list sorts by; the list is in the browser, so it sorts there (and the export, as it does). */
export const PROMO_SORTS = ['code', 'discount', 'uses', 'expiry'] as const;
export type PromoSortField = (typeof PROMO_SORTS)[number];

/** What the sorts read of a promo code. */
export type PromoSortable = Pick<
  Promo,
  'id' | 'code' | 'discount_type' | 'discount_value' | 'usage_count' | 'date_end'
>;

const FAR_FUTURE = Number.POSITIVE_INFINITY;
/** What each sortable column compares: a code by letters, discounts by type then amount, no end date last. */
const SORT_KEYS: Record<PromoSortField, (p: PromoSortable) => string | number> = {
  code: (p) => p.code.toLowerCase(),
  discount: (p) => `${p.discount_type}:${String(p.discount_value).padStart(12, '0')}`,
  uses: (p) => p.usage_count,
  expiry: (p) => (p.date_end ? Date.parse(p.date_end) : FAR_FUTURE),
};

/** The promos in the order asked for (ties by id, so the order is stable); unsorted stays as fetched. */
export function sortPromos<P extends PromoSortable>(promos: readonly P[], sort: Sort<PromoSortField> | undefined): P[] {
  if (!sort) return [...promos];
  const key = SORT_KEYS[sort.field];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...promos].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka < kb) return -sign;
    if (ka > kb) return sign;
    return (a.id - b.id) * sign;
  });
}

/** The promo list's view as its export names it: the search box and the sort, as the screen has them. */
export const PromoViewQuerySchema = z.object({ search: SearchParam, sort: sortParam(PROMO_SORTS) });
export type PromoViewQuery = z.infer<typeof PromoViewQuerySchema>;
