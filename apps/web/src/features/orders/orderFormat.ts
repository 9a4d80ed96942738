import { isKnownStatus, type Order, type OrderPromoCode } from '@store/contract/orders';
import { providerLabel, SESSION_ID_DISPLAY_LENGTH } from '@store/contract/payments';
import { formatCents } from '../../lib/money.ts';

/** spec 000 §2: money with '$' for USD and '€' for anything else, two decimals, en-US. */
export const orderTotal = (order: Pick<Order, 'total' | 'currency'>) => formatCents(order.total, order.currency);

/**
 * spec 000 §2: the search runs in the browser over order number, user e-mail, user id, promo
 * code, status, payment provider and the total as displayed ('$1,234.56'); any letter case.
 */
export function matchesSearch(order: Order, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [
    order.order_number,
    order.user.email,
    order.user.id === null ? '' : String(order.user.id),
    order.promoCode?.code ?? '',
    order.status,
    order.payment_provider ?? '',
    orderTotal(order),
  ].some((field) => field.toLowerCase().includes(term));
}

/** spec 000 §4: unknown (custom) statuses look like pending. */
const STATUS_LOOKS = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  paid: 'bg-sky-100 text-sky-900 ring-sky-300',
  processing: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  shipped: 'bg-violet-100 text-violet-900 ring-violet-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
} as const;

export function statusLook(status: string): string {
  return STATUS_LOOKS[isKnownStatus(status) ? status : 'pending'];
}

/** spec 000 §9: a pending session's id is shown truncated to 20 characters. */
export function shortSessionId(sessionId: string): string {
  return sessionId.length > SESSION_ID_DISPLAY_LENGTH ? `${sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH)}…` : sessionId;
}

/** spec 001 §3: the card provider (stripe) or crypto for any other. */
export function providerText(provider: string): string {
  return providerLabel(provider) === 'card' ? 'Card' : 'Crypto';
}

/** "SAVE10 (10%)" or "WELCOME ($5.00 off)"; the terms as the order recorded them. */
export function promoText(promo: OrderPromoCode | null): string | null {
  if (!promo) return null;
  if (promo.discount_type === 'percentage' && promo.discount_percentage !== null) {
    return `${promo.code} (${promo.discount_percentage}%)`;
  }
  if (promo.discount_type === 'fixed' && promo.discount_amount !== null) {
    return `${promo.code} (${formatCents(promo.discount_amount, 'USD')} off)`;
  }
  return promo.code;
}
