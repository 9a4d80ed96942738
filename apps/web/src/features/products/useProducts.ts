import {
  PRODUCT_PATHS,
  PRODUCTS_PAGE_SIZE,
  type Product,
  type ProductCreateBody,
  type ProductsResponse,
  type ProductUpdateBody,
} from '@store/contract/products';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PagedResource } from '../../lib/usePagedListScreen.ts';
import { useCreateRecord, useEditRecord, useRecordDetail } from '../../api/records.ts';

/** spec 000 §7: `GET /products` with page, limit (10) and search → {products, pagination}. */
export const productList: PagedResource<Product, ProductsResponse> = {
  list: {
    path: PRODUCT_PATHS.list,
    keys: queryKeys.products,
    limit: PRODUCTS_PAGE_SIZE,
    loadFailed: 'Failed to load products',
  },
  rows: 'products',
  item: PRODUCT_PATHS.item,
  keys: queryKeys.products,
  rowKey: (p) => p.id,
};

/** `GET /products/{id}` for the details modal; the list's row shows meanwhile. */
export const useProduct = (product: Product | null) =>
  useRecordDetail(PRODUCT_PATHS.item, queryKeys.products, product, (p) => p.id, 'Failed to load product');

export const useCreateProduct = () =>
  useCreateRecord<ProductCreateBody, Product>(PRODUCT_PATHS.list, queryKeys.products.all);

/** `PATCH /products/{id}` with every field of the form, based on the revision the form opened. */
export const useUpdateProduct = () =>
  useEditRecord<ProductUpdateBody, Product>(PRODUCT_PATHS.item, queryKeys.products.all);
