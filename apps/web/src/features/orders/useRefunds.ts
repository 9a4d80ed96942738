// Refunds of an order (issue 16, decision 0022). A refund changes the order (what is refunded,
// maybe its status), its timeline, and revenue on the dashboard and in Analytics.
import { ORDER_REFUND_PATHS, type RefundBody, type RefundResponse } from '@store/contract/order-refunds';
import { pathTo } from '@store/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

export function useRefundOrder(orderId: number) {
  const refresh = useRefresh(queryKeys.orders.all, queryKeys.analytics.all);
  return useMutation({
    mutationFn: (body: RefundBody) =>
      api.post<RefundResponse>(pathTo(ORDER_REFUND_PATHS.refunds, { id: orderId }), body),
    onSuccess: refresh,
  });
}
