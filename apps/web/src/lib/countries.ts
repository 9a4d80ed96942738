const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * A country by its name and code, "Norway (NO)": a code alone can read as a word ("NO", "IT",
 * "BY"). A code the browser has no name for shows as it is.
 */
export function countryLabel(code: string): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  const name = REGION_NAMES.of(upper);
  return name && name !== upper ? `${name} (${upper})` : code;
}
