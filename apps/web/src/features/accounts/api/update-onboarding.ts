import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateOnboarding as updateOnboardingEndpoint,
  type TCurrentUser,
  type TOnboardingStep,
} from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';

/** Records the onboarding step (forward only; 'done' is final). */
export function updateOnboarding(step: TOnboardingStep): Promise<TCurrentUser> {
  return callEndpoint(updateOnboardingEndpoint, { body: { step } });
}

export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboarding,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
