const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts in en-US style: 1234 → '1,234'; missing → '0'. */
export function formatCount(n: number | null | undefined): string {
  return integer.format(n ?? 0);
}

/** A count with its noun: '1 order', '1,234 orders'. */
export const countOf = (n: number, noun: { one: string; many: string }) =>
  `${formatCount(n)} ${n === 1 ? noun.one : noun.many}`;
