// Path ids arrive as text: anything that is not a stored row's id (junk, zero, too large) is
// simply "not found", never a 500 from the database.
import { AppError } from './errors.ts';

const MAX_INT4 = 2147483647;

/** The numeric id in a path segment, or a 404 with `notFoundText`. */
export function idOf(raw: string, notFoundText: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT4) throw new AppError('NOT_FOUND', notFoundText);
  return id;
}
