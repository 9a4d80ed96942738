import type { Sort } from '@store/contract/pagination';
import { promoState, type Promo, type PromoState } from '@store/contract/promos';
import { formatDate } from '../../lib/dates.ts';
import { formatCents } from '../../lib/money.ts';
import { formatCount } from '../../lib/numbers.ts';

/** '25%' or '$5.00' (spec 001 §9: fixed amounts are USD cents, shown as dollars). */
export function discountText(promo: Pick<Promo, 'discount_type' | 'discount_value'>): string {
  return promo.discount_type === 'percentage' ? `${promo.discount_value}%` : formatCents(promo.discount_value);
}

export function discountTypeLabel(type: Promo['discount_type']): string {
  return type === 'percentage' ? 'Percentage' : 'Fixed amount';
}

/** '12 / 100', or '12 / Unlimited' when max uses is empty. */
export function usesText(promo: Pick<Promo, 'usage_count' | 'max_uses'>): string {
  return `${formatCount(promo.usage_count)} / ${promo.max_uses === null ? 'Unlimited' : formatCount(promo.max_uses)}`;
}

export function expiryText(promo: Pick<Promo, 'date_end'>): string {
  return promo.date_end ? formatDate(promo.date_end) : 'Never';
}

/** spec 001 §2: the search box matches the code or the discount as shown. */
export function matchesSearch(promo: Promo, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return promo.code.toLowerCase().includes(needle) || discountText(promo).toLowerCase().includes(needle);
}

const STATE_CLASSES: Record<PromoState, string> = {
  Active: 'bg-green-100 text-green-800',
  Expired: 'bg-red-100 text-red-800',
  Inactive: 'bg-slate-200 text-slate-800',
};

export function stateOf(promo: Promo): PromoState {
  return promoState(promo);
}

export function stateClass(state: PromoState): string {
  return STATE_CLASSES[state];
}

/** The fields the promo list sorts by; the list is in the browser, so it sorts there. */
export const PROMO_SORTS = ['code', 'discount', 'uses', 'expiry'] as const;
export type PromoSortField = (typeof PROMO_SORTS)[number];

const FAR_FUTURE = Number.POSITIVE_INFINITY;
/** What each sortable column compares: a code by letters, discounts by type then amount, no end date last. */
const SORT_KEYS: Record<PromoSortField, (p: Promo) => string | number> = {
  code: (p) => p.code.toLowerCase(),
  discount: (p) => `${p.discount_type}:${String(p.discount_value).padStart(12, '0')}`,
  uses: (p) => p.usage_count,
  expiry: (p) => (p.date_end ? Date.parse(p.date_end) : FAR_FUTURE),
};

/** The promos in the order asked for (ties by id, so the order is stable); unsorted stays as fetched. */
export function sortPromos(promos: readonly Promo[], sort: Sort<PromoSortField> | undefined): Promo[] {
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
