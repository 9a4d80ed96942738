import {
  PRODUCTS_PAGE_SIZE,
  type Product,
  type ProductCreateBody,
  type ProductsResponse,
  type ProductUpdateBody,
} from '@store/contract/products';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 000 §7: `GET /products` with page, limit (10) and search → {products, pagination}. */
export function useProductList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.products.list(params),
    queryFn: ({ signal }) =>
      api.get<ProductsResponse>('/products', {
        query: { page: params.page, limit: PRODUCTS_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /products/{id}` for the details modal; the list's row shows meanwhile. */
export function useProduct(product: Product | null) {
  return useQuery({
    queryKey: queryKeys.products.detail(product?.id ?? 0),
    queryFn: ({ signal }) => api.get<Product>(`/products/${product!.id}`, { signal }),
    enabled: product !== null,
    placeholderData: product ?? undefined,
  });
}

export function useCreateProduct() {
  const refresh = useRefresh(queryKeys.products.all);
  return useMutation({
    mutationFn: (body: ProductCreateBody) => api.post<Product>('/products', body),
    onSuccess: refresh,
  });
}

/** `PATCH /products/{id}` with every field of the form. */
export function useUpdateProduct() {
  const refresh = useRefresh(queryKeys.products.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateBody }) => api.patch<Product>(`/products/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh(queryKeys.products.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/products/${id}`),
    onSuccess: refresh,
  });
}
