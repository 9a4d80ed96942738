import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_PATHS,
  type WebhookDelivery,
  type WebhookDeliveryListResponse,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointListResponse,
  type WebhookEndpointUpdateBody,
  type WebhookEndpointWithSecret,
} from '@store/contract/webhooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { itemPath, useCreateRecord, useDeleteRecord, useEditRecord } from '../../api/records.ts';
import { useRefresh } from '../../api/refresh.ts';

/** `GET /webhooks` → data: every endpoint, not paged (an Owner has a handful). */
export function useWebhookList() {
  return useQuery({
    queryKey: queryKeys.webhooks.lists(),
    queryFn: async ({ signal }) => (await api.get<WebhookEndpointListResponse>(WEBHOOK_PATHS.list, { signal })).data,
    meta: loadFailed('Failed to load webhook endpoints'),
  });
}

/** `POST /webhooks` → the endpoint with its signing secret, the only time it is seen. */
export const useCreateWebhook = () =>
  useCreateRecord<WebhookEndpointCreateBody, WebhookEndpointWithSecret>(WEBHOOK_PATHS.list, queryKeys.webhooks.all);

/** `PATCH /webhooks/{id}` with `If-Match`: URL, description, events, or enabled. */
export const useUpdateWebhook = () =>
  useEditRecord<WebhookEndpointUpdateBody, WebhookEndpoint>(WEBHOOK_PATHS.item, queryKeys.webhooks.all);

/** `DELETE /webhooks/{id}` with `If-Match`. */
export const useDeleteWebhook = () => useDeleteRecord(WEBHOOK_PATHS.item, queryKeys.webhooks.all);

/** `POST /webhooks/{id}/secret/roll` with `If-Match` → the new secret, shown once. */
export function useRollWebhookSecret() {
  const refresh = useRefresh(queryKeys.webhooks.all);
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      api.post<WebhookEndpointWithSecret>(itemPath(WEBHOOK_PATHS.rollSecret, endpoint.id), undefined, {
        ifMatch: endpoint.revision,
      }),
    onSuccess: refresh,
  });
}

/** `POST /webhooks/{id}/test`: a `webhook.test` event for this endpoint, delivered by the job runner. */
export function useSendTestEvent() {
  const refresh = useRefresh(queryKeys.webhooks.all);
  return useMutation({
    mutationFn: (endpointId: number) => api.post<WebhookDelivery>(itemPath(WEBHOOK_PATHS.test, endpointId)),
    onSuccess: refresh,
  });
}

/** `POST /webhooks/deliveries/{id}/replay`: the same event, once more. */
export function useReplayDelivery() {
  const refresh = useRefresh(queryKeys.webhooks.all);
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<WebhookDelivery>(itemPath(WEBHOOK_PATHS.replay, deliveryId)),
    onSuccess: refresh,
  });
}

/** `GET /webhooks/{id}/deliveries?page&limit` → data, pagination: the endpoint's log, newest first. */
export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId, page),
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveryListResponse>(itemPath(WEBHOOK_PATHS.deliveries, endpointId), {
        signal,
        query: { page, limit: WEBHOOK_DELIVERIES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // Deliveries change on their own (the job runner sends and retries them): read on every visit,
    // and every 2 seconds while one is about to be tried.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.data.some(dueSoon) ? DUE_POLL_MS : false),
  });
}

const DUE_POLL_MS = 2000;
const DUE_WINDOW_MS = 30_000;

/** A delivery the job runner is about to try (a new one, a replay, the first quick retries). */
function dueSoon(d: WebhookDelivery, now = Date.now()): boolean {
  return d.state === 'pending' && (d.next_attempt_at === null || Date.parse(d.next_attempt_at) - now < DUE_WINDOW_MS);
}
