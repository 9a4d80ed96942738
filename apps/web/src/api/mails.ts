// A mail's actions, for the outbox screen and an order's timeline alike (decision 0047).
import { OUTBOX_PATHS, type OutboxMail } from '@store/contract/outbox';
import { pathTo } from '@store/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** Retry (a failed mail) or Resend (a new copy); the outbox and the orders' timelines are read again. */
export function useMailAction(action: 'retry' | 'resend') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OutboxMail>(pathTo(OUTBOX_PATHS[action], { id })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.outbox.all });
      await client.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
