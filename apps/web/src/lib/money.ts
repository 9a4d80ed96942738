/**
 * Money is integer cents on the wire (DESIGN §3). Shown as cents / 100 with two decimals in en-US
 * style (spec 000 §9); USD shows '$' and any other currency the euro sign (spec 000 §2).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  const code = currency.trim().toUpperCase() === 'USD' ? 'USD' : 'EUR';
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

/** `formatCents(123456)` → '$1,234.56'; `formatCents(500, 'eur')` → '€5.00'. Missing → 0. */
export function formatCents(cents: number | string | null | undefined, currency: string | null = 'USD'): string {
  const n = typeof cents === 'string' ? Number(cents) : (cents ?? 0);
  return formatterFor(currency ?? 'USD').format(Number.isFinite(n) ? n / 100 : 0);
}
