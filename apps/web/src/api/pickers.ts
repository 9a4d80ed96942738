// The pickers' server searches (issue 31, item 2): users and products beyond the first options a
// form loads, for the grant form and the orders list's filters alike.
import { PRODUCT_PATHS } from '@store/contract/products';
import { USER_PATHS } from '@store/contract/users';
import type { ServerSearch } from '../components/SearchableSelectField.tsx';
import { api } from './client.ts';

/** Matches a picker shows from the server's search over every record. */
export const PICKER_SEARCH_LIMIT = 20;

export interface UserOption {
  id: number;
  name: string;
  email: string;
}
export interface ProductOption {
  id: number;
  name: string;
}

export const userLabel = (u: UserOption) => `${u.name} (${u.email})`;

/** A user picker, beyond the first options: `GET /users?search=`. */
export const userSearch: ServerSearch = {
  key: 'users',
  find: async (term, signal) =>
    (
      await api.get<{ users: UserOption[] }>(USER_PATHS.list, {
        query: { page: 1, limit: PICKER_SEARCH_LIMIT, search: term },
        signal,
      })
    ).users.map((u) => ({ value: String(u.id), label: userLabel(u) })),
};

/** A product picker, beyond the first options: `GET /products?search=`. */
export const productSearch: ServerSearch = {
  key: 'products',
  find: async (term, signal) =>
    (
      await api.get<{ products: ProductOption[] }>(PRODUCT_PATHS.list, {
        query: { page: 1, limit: PICKER_SEARCH_LIMIT, search: term },
        signal,
      })
    ).products.map((p) => ({ value: String(p.id), label: p.name })),
};

/** A picker's options with the value in the address that no list holds yet, shown by its id. */
export const withValue = (options: { value: string; label: string }[], value: string, noun: string) =>
  value === '' || options.some((o) => o.value === value)
    ? options
    : [{ value, label: `${noun} #${value}` }, ...options];
