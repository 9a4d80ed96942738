import {
  ORDERS_FETCH_LIMIT,
  type OrderDetail,
  type OrderItemsResponse,
  type OrdersListResponse,
  type SimulatePaymentResponse,
  type UpdateOrderStatusBody,
} from '@store/contract/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/**
 * spec 000 §7/§9: the orders are fetched with page 1 and limit 10000 (and the status filter when
 * one is chosen); the screen searches and pages them itself, 10 per page.
 */
export function useOrderList(status: string) {
  const params = { page: 1, limit: ORDERS_FETCH_LIMIT, status: status || undefined };
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: ({ signal }) => api.get<OrdersListResponse>('/orders', { query: params, signal }),
  });
}

/** The items of one order, read when its row is expanded. */
export function useOrderItems(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.orders.detail(id), 'items'],
    queryFn: ({ signal }) => api.get<OrderItemsResponse>(`/orders/${id}/items`, { signal }),
    enabled,
  });
}

/** One order with its items, for the details modal. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/orders/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) =>
      api.patch<OrderDetail>(`/orders/${id}`, { status } satisfies UpdateOrderStatusBody),
    onSuccess: (order) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      // Revenue and the cancelled figures move with the status (dashboard, analytics).
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.orders.all }),
        client.invalidateQueries({ queryKey: queryKeys.analytics.all }),
      ]);
    },
  });
}

/**
 * Completes a pending session as if it had been paid: a new order, maybe a new customer, an
 * access grant and a promo redemption — every list that shows those is re-read.
 */
export function useSimulatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      api.post<SimulatePaymentResponse>(`/orders/payment-sessions/${sessionId}/simulate-success`),
    onSuccess: () =>
      Promise.all(
        [queryKeys.orders, queryKeys.users, queryKeys.analytics, queryKeys.access, queryKeys.promos].map((k) =>
          client.invalidateQueries({ queryKey: k.all }),
        ),
      ),
  });
}
