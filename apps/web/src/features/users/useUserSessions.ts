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

/** GET /users/{id}/sessions: another admin's active sessions (Owners, once roles exist). */
export function useUserSessions(userId: number) {
  return useQuery({
    queryKey: queryKeys.sessions.detail(userId),
    queryFn: async ({ signal }) =>
      (await api.get<SessionsResponse>(pathTo(SESSION_PATHS.user, { id: userId }), { signal })).sessions,
  });
}

/** GET /users/{id}/sign-ins: that admin's newest sign-in attempts. */
export function useUserSignIns(userId: number) {
  return useQuery({
    queryKey: queryKeys.signIns.detail(userId),
    queryFn: async ({ signal }) =>
      (await api.get<SignInsResponse>(pathTo(SESSION_PATHS.userSignIns, { id: userId }), { signal })).sign_ins,
  });
}

/** Ends every session of that admin; answers how many were ended. */
export function useEndUserSessions(userId: number) {
  const refresh = useRefresh(queryKeys.sessions.all);
  return useMutation({
    mutationFn: () => api.post<EndedSessions>(pathTo(SESSION_PATHS.userEnd, { id: userId })),
    onSuccess: refresh,
  });
}
