import {
  API_KEYS_PATH,
  type ApiKeyListResponse,
  type CreateApiKeyBody,
  type CreatedApiKeyResponse,
} from '@store/contract/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** spec 001 §7: GET /v1/admin/api-keys → data. */
export function useApiKeyList() {
  return useQuery({
    queryKey: queryKeys.apiKeys.lists(),
    queryFn: async ({ signal }) => (await api.get<ApiKeyListResponse>(API_KEYS_PATH, { signal })).data,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.apiKeys.all }),
      // the monitoring screen counts the active keys
      client.invalidateQueries({ queryKey: queryKeys.monitoring.all }),
    ]);
}

/** POST → data with the full key in `api_key`: the only time it is ever seen. */
export function useCreateApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => (await api.post<CreatedApiKeyResponse>(API_KEYS_PATH, body)).data,
    onSuccess: invalidate,
  });
}

/** PUT …/{id}/revoke with an empty body. */
export function useRevokeApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.put<unknown>(`${API_KEYS_PATH}/${id}/revoke`),
    onSuccess: invalidate,
  });
}

export function useDeleteApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${API_KEYS_PATH}/${id}`),
    onSuccess: invalidate,
  });
}
