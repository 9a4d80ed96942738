import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../api/client.ts';

/**
 * A failed save, shown in its form (spec 001 §8): the server's field messages go on the named
 * fields, and the returned text — the server's message, else the spec's fallback — goes in the
 * form's error box.
 */
export function applyServerError<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string {
  if (err instanceof ApiError && err.fields) {
    for (const name of fields) {
      const text = err.fields[name];
      if (text) setError(name, { message: text });
    }
  }
  return errorMessage(err, fallback);
}
