// The command palette's search (issue 18, item 1; decision 0030): one call, a group per area the
// caller's role can view. Each group is its own feature's query (orders, users, products), so
// this feature reads no table itself; it decides which groups the role gets.
import { can, type AdminRole } from '@store/contract/roles';
import { SEARCH_GROUP_LIMIT, type SearchResponse } from '@store/contract/search';
import type { Db } from '../../db/client.ts';
import { orderHits } from '../orders/service.ts';
import { productHits } from '../products/service.ts';
import { userHits } from '../users/service.ts';

/**
 * A role without an area gets no group for it (not a 403 for the whole search); an empty search
 * answers the role's groups empty, without reading anything.
 */
export async function search(db: Db, role: AdminRole, q: string): Promise<SearchResponse> {
  const limit = SEARCH_GROUP_LIMIT;
  const run = <T>(allowed: boolean, find: () => Promise<T[]>): Promise<T[] | undefined> =>
    !allowed ? Promise.resolve(undefined) : q === '' ? Promise.resolve([]) : find();
  const [orders, users, products] = await Promise.all([
    run(can(role, 'orders'), () => orderHits(db, q, limit)),
    run(can(role, 'users'), () => userHits(db, q, limit)),
    run(can(role, 'catalogue'), () => productHits(db, q, limit)),
  ]);
  return {
    ...(orders ? { orders } : {}),
    ...(users ? { users } : {}),
    ...(products ? { products } : {}),
  };
}
