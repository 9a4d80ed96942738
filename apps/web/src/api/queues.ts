// The work queues (issue 34, decision 0063), for the dashboard's Today card, the lists' saved
// views and the command palette alike.
import { QUEUE_PATHS } from '@store/contract/view-lists';
import type { WorkQueue } from '@store/contract/views';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { queryKeys } from './queryKeys.ts';

/** The queues of the lists the admin's role may open, with their live counts (`GET /queues`). */
export function useQueues() {
  return useQuery({
    queryKey: queryKeys.queues.all,
    queryFn: ({ signal }) => api.get<WorkQueue[]>(QUEUE_PATHS.list, { signal }),
    // The counts move with every order, mail and grant: read afresh whenever a screen shows them.
    staleTime: 0,
  });
}
