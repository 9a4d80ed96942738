// Server-side paging: `page` starts at 1 (DESIGN §3), the envelope is {page, limit, total, pages}.
import type { Pagination } from '@store/contract/pagination';

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}
