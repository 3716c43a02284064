import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCurrentUserSchema, type TCurrentUser, type TOnboardingStep } from '@openwell/contracts';
import { apiPatch } from '@/lib/api-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';

/** PATCH /api/me/onboarding: records the onboarding step (forward only; 'done' is final). */
export function updateOnboarding(step: TOnboardingStep): Promise<TCurrentUser> {
  return apiPatch('/api/me/onboarding', { step }, ZCurrentUserSchema);
}

export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboarding,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
