// Server-side paging: `page` starts at 1 (DESIGN §3), the envelope is {page, limit, total, pages}.
import type { Pagination } from '@store/contract/pagination';

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * A searched page and the total behind it. A page with fewer rows than asked ends the list, so
 * its total is the rows before it and on it: only a full page, or an empty one past the first,
 * asks `count`. A narrow search (an e-mail, an order number) then reads its matches once instead
 * of twice, and the page and its total come from one snapshot.
 */
export async function pageAndTotal<T>(
  query: { page: number; limit: number },
  page: () => PromiseLike<T[]>,
  count: () => PromiseLike<number>,
): Promise<{ rows: T[]; total: number }> {
  const rows = await page();
  const ended = rows.length < query.limit && (rows.length > 0 || query.page === 1);
  return { rows, total: ended ? offsetOf(query.page, query.limit) + rows.length : await count() };
}
