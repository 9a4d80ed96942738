import { pathTo } from '@store/contract/paths';
import {
  SESSION_PATHS,
  type EndedSessions,
  type SessionsResponse,
  type SignInsResponse,
} from '@store/contract/sessions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** GET /auth/sessions: the signed-in admin's active sessions, this device's first. */
export function useOwnSessions() {
  return useQuery({
    queryKey: queryKeys.sessions.list({}),
    queryFn: async ({ signal }) => (await api.get<SessionsResponse>(SESSION_PATHS.own, { signal })).sessions,
  });
}

/** GET /auth/sign-ins: the admin's newest sign-in attempts. */
export function useOwnSignIns() {
  return useQuery({
    queryKey: queryKeys.signIns.list({}),
    queryFn: async ({ signal }) => (await api.get<SignInsResponse>(SESSION_PATHS.ownSignIns, { signal })).sign_ins,
  });
}

/** Ends one of the admin's own sessions; the list is read again. */
export function useEndSession() {
  const refresh = useRefresh(queryKeys.sessions.all);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(pathTo(SESSION_PATHS.ownItem, { id })),
    onSuccess: refresh,
  });
}

/** Ends every session of the admin but this device's; answers how many were ended. */
export function useEndOtherSessions() {
  const refresh = useRefresh(queryKeys.sessions.all);
  return useMutation({
    mutationFn: () => api.post<EndedSessions>(SESSION_PATHS.endOthers),
    onSuccess: refresh,
  });
}
