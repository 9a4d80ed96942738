import { promoState, type Promo, type PromoState } from '@store/contract/promos';
import type { BadgeTone } from '../../components/Badge.tsx';
import { formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';

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

const STATE_TONES: Record<PromoState, BadgeTone> = {
  Active: 'green',
  Expired: 'red',
  Inactive: 'slate',
};

export function stateOf(promo: Promo): PromoState {
  return promoState(promo);
}

export function stateTone(state: PromoState): BadgeTone {
  return STATE_TONES[state];
}
