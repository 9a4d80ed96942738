// Refunds of an order (issue 16, decision 0022). A refund changes the order (what is refunded,
// maybe its status), its timeline, and revenue on the dashboard and in Analytics.
import {
  ORDER_REFUND_PATHS,
  type OrderGrantsResponse,
  type RefundBody,
  type RefundResponse,
} from '@store/contract/order-refunds';
import { pathTo } from '@store/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

export function useRefundOrder(orderId: number) {
  const refresh = useRefresh(queryKeys.orders.all, queryKeys.analytics.all, queryKeys.access.all);
  return useMutation({
    mutationFn: (body: RefundBody) =>
      api.post<RefundResponse>(pathTo(ORDER_REFUND_PATHS.refunds, { id: orderId }), body),
    onSuccess: refresh,
  });
}

/** The access grants the order made (the refund dialog says which a refund revokes). */
export function useOrderGrants(orderId: number) {
  return useQuery({
    queryKey: [...queryKeys.orders.detail(orderId), 'access'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<OrderGrantsResponse>(pathTo(ORDER_REFUND_PATHS.access, { id: orderId }), { signal })).grants,
  });
}
