const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts in en-US style: 1234 → '1,234'; missing → '0'. */
export function formatCount(n: number | null | undefined): string {
  return integer.format(n ?? 0);
}
