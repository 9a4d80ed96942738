/**
 * Money is integer cents on the wire (DESIGN §3). Shown as cents / 100 with two decimals in en-US
 * style (spec 000 §9). USD shows '$' and EUR '€' (spec 000 §2); a third currency shows its own
 * sign ('£'), never the euro sign on a sum that is not in euros (decision 0015). The euro sign
 * stays for a code the browser cannot name.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const KNOWN = new Set(Intl.supportedValuesOf('currency'));

/** The code an amount is shown in: its own when the browser knows it, else EUR (spec 000 §2). */
export function displayCurrency(currency: string | null | undefined): string {
  const code = (currency ?? 'USD').trim().toUpperCase();
  return KNOWN.has(code) ? code : 'EUR';
}

function formatterFor(currency: string): Intl.NumberFormat {
  const code = displayCurrency(currency);
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

/** "12.34" → 1234; more than two decimals only when they are zeros; anything else null. */
export function decimalToCents(amount: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,12}))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}
