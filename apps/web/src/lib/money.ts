// How an amount reads (formatCents, displayCurrency) is the contract's, so the server writes a
// promo's discount as the panel shows it (its search matches that text).
import { decimalToCents, displayCurrency, formatCents } from '@store/contract/money';

export { decimalToCents, displayCurrency, formatCents };

/**
 * The other currencies beside a store-currency figure (decision 0015), e.g.
 * '+ €21,038.46 in EUR orders'; nothing for a zero amount.
 */
export function otherCurrencyNote(cents: number, currency: string): string | null {
  if (cents === 0) return null;
  return `+ ${formatCents(cents, currency)} in ${displayCurrency(currency)} orders`;
}

/** The notes of one figure over every currency but the store's, in the order given. */
export function otherCurrencyNotes<T extends { currency: string }>(
  figures: readonly T[],
  storeCurrency: string,
  cents: (figure: T) => number,
): string[] {
  return figures
    .filter((f) => f.currency !== storeCurrency)
    .map((f) => otherCurrencyNote(cents(f), f.currency))
    .filter((note): note is string => note !== null);
}

/** The revenue note (decision 0022): revenue is net of refunds, and how much was refunded. */
export function netOfRefunds(refundedCents: number, currency: string): string {
  return refundedCents > 0 ? `Net of ${formatCents(refundedCents, currency)} refunded` : 'Net of refunds';
}
