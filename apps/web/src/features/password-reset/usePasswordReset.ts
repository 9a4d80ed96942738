import {
  PASSWORD_RESET_PATHS,
  type ForgotPasswordBody,
  type PasswordResetMessage,
  type ResetLinkInfo,
  type ResetPasswordBody,
} from '@store/contract/password-reset';
import { pathTo } from '@store/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

// Password reset (decision 0024): public calls beside sign-in. No session is sent, and a 401 is
// only an error, never a trip to /login.

/** `POST /auth/password/forgot`: the same answer whatever the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<PasswordResetMessage>(PASSWORD_RESET_PATHS.forgot, body, { auth: 'none' }),
  });
}

/** `GET /auth/password/reset/{token}`: who a live link is for; a dead link (410) is not retried. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: queryKeys.passwordReset.detail(token),
    queryFn: ({ signal }) =>
      api.get<ResetLinkInfo>(pathTo(PASSWORD_RESET_PATHS.link, { token }), { signal, auth: 'none' }),
    retry: false,
    staleTime: Infinity,
  });
}

/** `POST /auth/password/reset` with the link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<PasswordResetMessage>(PASSWORD_RESET_PATHS.reset, body, { auth: 'none' }),
  });
}
