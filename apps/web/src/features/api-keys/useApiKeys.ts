import {
  API_KEY_PATHS,
  API_KEYS_BASE,
  type ApiKey,
  type ApiKeyListResponse,
  type CreateApiKeyBody,
  type CreatedApiKeyResponse,
  type RollApiKeyBody,
  type UpdateApiKeyBody,
} from '@store/contract/api-keys';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { loadFailed } from '../../api/loadErrors.ts';
import { itemPath, useEditRecord } from '../../api/records.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** The API-key routes sit under /api/v1/admin, not the admin API's base. */
const keyPath = (template: string, id?: number) =>
  `${API_KEYS_BASE}${id === undefined ? template : itemPath(template, id)}`;

/** spec 001 §7: GET /v1/admin/api-keys → data. */
export function useApiKeyList() {
  return useQuery({
    queryKey: queryKeys.apiKeys.lists(),
    queryFn: async ({ signal }) => (await api.get<ApiKeyListResponse>(keyPath(API_KEY_PATHS.list), { signal })).data,
    meta: loadFailed('Failed to load API keys'),
  });
}

// The monitoring screen counts the active keys.
const useRefreshKeys = () => useRefresh(queryKeys.apiKeys.all, queryKeys.monitoring.all);

/** POST → data with the full key in `api_key`: the only time it is ever seen. */
export function useCreateApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) =>
      (await api.post<CreatedApiKeyResponse>(keyPath(API_KEY_PATHS.list), body)).data,
    onSuccess: refresh,
  });
}

/** PUT …/{id}/revoke with an empty body. */
export function useRevokeApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) => api.put<unknown>(keyPath(API_KEY_PATHS.revoke, id)),
    onSuccess: refresh,
  });
}

export function useDeleteApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(keyPath(API_KEY_PATHS.item, id)),
    onSuccess: refresh,
  });
}

/** PATCH …/{id} with `If-Match`: name, description, scopes, expiry, rate limit (decision 0060). */
export const useUpdateApiKey = () =>
  useEditRecord<UpdateApiKeyBody, { data: ApiKey }>(
    `${API_KEYS_BASE}${API_KEY_PATHS.item}`,
    queryKeys.apiKeys.all,
    queryKeys.monitoring.all,
  );

/** POST …/{id}/roll → data with the new secret in `api_key`, shown once like a new key's. */
export function useRollApiKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RollApiKeyBody }) =>
      (await api.post<CreatedApiKeyResponse>(keyPath(API_KEY_PATHS.roll, id), body)).data,
    onSuccess: refresh,
  });
}
