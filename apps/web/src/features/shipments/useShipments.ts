import {
  SHIPMENT_ORDERS_LIMIT,
  SHIPMENTS_PAGE_SIZE,
  type Shipment,
  type ShipmentCreateBody,
  type ShipmentListResponse,
  type ShipmentUpdateBody,
  type ShippableOrdersResponse,
} from '@store/contract/shipments';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7: `GET /shipments` with page, limit (10) and search, paged on the server. */
export function useShipmentList(params: { page: number; search: string }) {
  return useQuery({
    queryKey: queryKeys.shipments.list(params),
    queryFn: ({ signal }) =>
      api.get<ShipmentListResponse>('/shipments', {
        query: { page: params.page, limit: SHIPMENTS_PAGE_SIZE, search: params.search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The order dropdown (spec: up to 1000 orders). Only orders with a physical item can be shipped,
 * so this reads the shipments API's own list of them rather than every order.
 */
export function useShippableOrders(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.shipments.all, 'orderable-orders', SHIPMENT_ORDERS_LIMIT],
    queryFn: ({ signal }) =>
      api.get<ShippableOrdersResponse>('/shipments/orderable-orders', {
        query: { limit: SHIPMENT_ORDERS_LIMIT },
        signal,
      }),
    enabled,
  });
}

export function useCreateShipment() {
  const refresh = useRefresh(queryKeys.shipments.all);
  return useMutation({
    mutationFn: (body: ShipmentCreateBody) => api.post<Shipment>('/shipments', body),
    onSuccess: refresh,
  });
}

export function useUpdateShipment() {
  const refresh = useRefresh(queryKeys.shipments.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ShipmentUpdateBody }) =>
      api.patch<Shipment>(`/shipments/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteShipment() {
  const refresh = useRefresh(queryKeys.shipments.all);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/shipments/${id}`),
    onSuccess: refresh,
  });
}
