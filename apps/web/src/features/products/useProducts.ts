import {
  PRODUCT_PATHS,
  PRODUCTS_PAGE_SIZE,
  type Product,
  type ProductCreateBody,
  type ProductsResponse,
  type ProductUpdateBody,
} from '@store/contract/products';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import {
  itemPath,
  usePagedList,
  type ListParams,
  useCreateRecord,
  useDeleteRecord,
  useEditRecord,
} from '../../api/records.ts';

/** spec 000 §7: `GET /products` with page, limit (10) and search → {products, pagination}. */
export const useProductList = (params: ListParams) =>
  usePagedList<ProductsResponse>(PRODUCT_PATHS.list, queryKeys.products, PRODUCTS_PAGE_SIZE, params);

/** `GET /products/{id}` for the details modal; the list's row shows meanwhile. */
export function useProduct(product: Product | null) {
  return useQuery({
    queryKey: queryKeys.products.detail(product?.id ?? 0),
    queryFn: ({ signal }) => api.get<Product>(itemPath(PRODUCT_PATHS.item, product!.id), { signal }),
    enabled: product !== null,
    placeholderData: product ?? undefined,
  });
}

export const useCreateProduct = () =>
  useCreateRecord<ProductCreateBody, Product>(PRODUCT_PATHS.list, queryKeys.products.all);

/** `PATCH /products/{id}` with every field of the form, based on the revision the form opened. */
export const useUpdateProduct = () =>
  useEditRecord<ProductUpdateBody, Product>(PRODUCT_PATHS.item, queryKeys.products.all);

export const useDeleteProduct = () => useDeleteRecord(PRODUCT_PATHS.item, queryKeys.products.all);
