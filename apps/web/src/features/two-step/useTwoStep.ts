import type { RecoveryCodes, TwoStepDisableBody, TwoStepEnrolment, TwoStepStatus } from '@store/contract/two-step';
import { TWO_STEP_PATHS } from '@store/contract/two-step-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';

/** GET /auth/two-step: on or off, since when, recovery codes left, and whether it is required. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: queryKeys.twoStep.all,
    queryFn: ({ signal }) => api.get<TwoStepStatus>(TWO_STEP_PATHS.status, { signal }),
  });
}

/** A new secret (replacing a pending one); two-step stays off until a code confirms it. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => api.post<TwoStepEnrolment>(TWO_STEP_PATHS.enrolment),
  });
}

/**
 * Turns two-step on; answers the recovery codes, shown once. The status is not refreshed here:
 * the screen would leave the set-up before the codes are seen; it refreshes when they were.
 */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<RecoveryCodes>(TWO_STEP_PATHS.confirm, { code })).recovery_codes,
  });
}

export const useRefreshTwoStep = () => useRefresh(queryKeys.twoStep.all);

/** Ten new recovery codes for a code; the old ones stop working. */
export function useNewRecoveryCodes() {
  const refresh = useRefreshTwoStep();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<RecoveryCodes>(TWO_STEP_PATHS.recoveryCodes, { code })).recovery_codes,
    onSuccess: refresh,
  });
}

/** The answers of these two are the new status: stored as it is, no second read. */
function useStoreStatus() {
  const client = useQueryClient();
  return (status: TwoStepStatus) => client.setQueryData(queryKeys.twoStep.all, status);
}

/** Turning it off takes the password and a code. */
export function useDisableTwoStep() {
  const store = useStoreStatus();
  return useMutation({
    mutationFn: (body: TwoStepDisableBody) => api.post<TwoStepStatus>(TWO_STEP_PATHS.disable, body),
    onSuccess: store,
  });
}

/** "Require two-step sign-in for every admin"; refused unless this admin has it on. */
export function useSetTwoStepRequired() {
  const store = useStoreStatus();
  return useMutation({
    mutationFn: (required: boolean) => api.put<TwoStepStatus>(TWO_STEP_PATHS.requirement, { required }),
    onSuccess: store,
  });
}
