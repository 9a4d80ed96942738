import {
  API_KEYS_PATH,
  type ApiKeyListResponse,
  type CreateApiKeyBody,
  type CreatedApiKeyResponse,
} from '@store/contract/api-keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** spec 001 §7: GET /v1/admin/api-keys → data. */
export function useApiKeyList() {
  return useQuery({
    queryKey: queryKeys.apiKeys.lists(),
    queryFn: async ({ signal }) => (await api.get<ApiKeyListResponse>(API_KEYS_PATH, { signal })).data,
  });
}

// The monitoring screen counts the active keys.
const useRefreshKeys = () => useRefresh(queryKeys.apiKeys.all, queryKeys.monitoring.all);

/** POST → data with the full key in `api_key`: the only time it is ever seen. */
export function useCreateApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => (await api.post<CreatedApiKeyResponse>(API_KEYS_PATH, body)).data,
    onSuccess: refresh,
  });
}

/** PUT …/{id}/revoke with an empty body. */
export function useRevokeApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) => api.put<unknown>(`${API_KEYS_PATH}/${id}/revoke`),
    onSuccess: refresh,
  });
}

export function useDeleteApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${API_KEYS_PATH}/${id}`),
    onSuccess: refresh,
  });
}
