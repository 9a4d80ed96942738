// An order's timeline and its notes (issue 16, decision 0021). A note's change refreshes the
// timeline it is in; a status change refreshes it too (its key is under `orders`).
import {
  ORDER_TIMELINE_PATHS,
  type OrderNote,
  type OrderNoteBody,
  type OrderTimeline,
} from '@store/contract/order-timeline';
import { pathTo } from '@store/contract/paths';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/**
 * The timeline, newest first, an answer at a time: the newest events, then older ones as the
 * admin asks for them (`fetchNextPage` follows the answer's `next`). A refresh reloads every
 * answer shown so far.
 */
export function useOrderTimeline(orderId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.orders.timeline(orderId),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<OrderTimeline>(pathTo(ORDER_TIMELINE_PATHS.timeline, { id: orderId }), {
        signal,
        query: pageParam ? { before: pageParam } : {},
      }),
    getNextPageParam: (last) => last.next,
  });
}

const notePath = (note: Pick<OrderNote, 'id' | 'order_id'>) =>
  pathTo(ORDER_TIMELINE_PATHS.note, { id: note.order_id, noteId: note.id });

export function useAddNote(orderId: number) {
  const refresh = useRefresh(queryKeys.orders.timeline(orderId));
  return useMutation({
    mutationFn: (body: string) =>
      api.post<OrderNote>(pathTo(ORDER_TIMELINE_PATHS.notes, { id: orderId }), { body } satisfies OrderNoteBody),
    onSuccess: refresh,
  });
}

export function useEditNote(orderId: number) {
  const refresh = useRefresh(queryKeys.orders.timeline(orderId));
  return useMutation({
    mutationFn: ({ note, body }: { note: OrderNote; body: string }) =>
      api.patch<OrderNote>(notePath(note), { body } satisfies OrderNoteBody, { ifMatch: note.revision }),
    onSuccess: refresh,
  });
}

export function useDeleteNote(orderId: number) {
  const refresh = useRefresh(queryKeys.orders.timeline(orderId));
  return useMutation({
    mutationFn: (note: OrderNote) => api.delete<void>(notePath(note), { ifMatch: note.revision }),
    onSuccess: refresh,
  });
}
