import {
  ONBOARDING_API_BASE,
  type OnboardingBody,
  type OnboardingInfo,
  type OnboardingResult,
} from '@store/contract/onboarding';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';

// The public onboarding API (DESIGN §3): no admin session is sent, and a 401 is only an error.
const url = (token: string) => `${ONBOARDING_API_BASE}/${encodeURIComponent(token)}`;

/** `GET /api/v1/onboarding/{token}`: who the link is for. An unknown or used link is not retried. */
export function useOnboardingInfo(token: string) {
  return useQuery({
    queryKey: queryKeys.onboarding.detail(token),
    queryFn: ({ signal }) => api.get<OnboardingInfo>(url(token), { signal, auth: 'none' }),
    retry: false,
    staleTime: Infinity,
  });
}

/** `POST /api/v1/onboarding/{token}` with the password (and a name when the account has none). */
export function useCompleteOnboarding(token: string) {
  return useMutation({
    mutationFn: (body: OnboardingBody) => api.post<OnboardingResult>(url(token), body, { auth: 'none' }),
  });
}
