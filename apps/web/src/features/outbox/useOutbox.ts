import { OUTBOX_PAGE_SIZE, OUTBOX_PATHS, type MailStatus, type OutboxListResponse } from '@store/contract/outbox';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

export interface OutboxFilters {
  page: number;
  search: string;
  status: MailStatus | '';
}

/** `GET /outbox` with page, limit (20), status and search; newest first. */
export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: queryKeys.outbox.list(filters),
    queryFn: ({ signal }) =>
      api.get<OutboxListResponse>(OUTBOX_PATHS.list, { signal, query: { ...filters, limit: OUTBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    // Mails change state on their own (sent, retried): read again whenever the screen is opened.
    staleTime: 0,
  });
}
