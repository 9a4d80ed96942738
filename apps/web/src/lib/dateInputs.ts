import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * Values of <input type="datetime-local"> and <input type="date">, in the browser's time zone,
 * and back to the ISO instants the API speaks.
 */

/** An ISO instant → 'yyyy-MM-ddTHH:mm' for a datetime-local input; '' when missing. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? lightFormat(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** A datetime-local value → ISO instant; '' → null; anything unreadable is passed on as is. */
export function fromDateTimeInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date.toISOString() : value;
}

/** A calendar date stored as UTC midnight ('2026-03-01T00:00:00.000Z') → '2026-03-01'. */
export function toDateInput(iso: string | null | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : '';
}

/** Today in the browser's zone, for a date input's default. */
export function todayInput(): string {
  return lightFormat(new Date(), 'yyyy-MM-dd');
}
