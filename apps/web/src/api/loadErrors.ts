import type { Query } from '@tanstack/react-query';

/**
 * spec 000 §8, 001 §8: a screen's failed read is only logged (the list then reads "No … found",
 * the details show the list's row). The reads name their failure in their `meta`
 * (`meta: loadFailed('Failed to load users')`), and the query cache logs it here, once per
 * failed read, so no screen holds its own logging.
 */

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { loadFailed?: string };
  }
}

/** The `meta` of a read whose failure is logged with this text. */
export const loadFailed = (text: string) => ({ loadFailed: text });

/** The query cache's `onError`: logs a failed read that names its failure. */
export function reportLoadError(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  const text = query.meta?.loadFailed;
  if (text) console.error(text, error);
}
