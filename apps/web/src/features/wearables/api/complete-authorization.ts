import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  completeWearableAuthorization as completeEndpoint,
  type TCompleteWearableAuthorizationRequest,
} from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { refreshGamificationAfterActivity } from '@/features/gamification/index.ts';
import { invalidateWearables } from './wearables-cache.ts';

/** The callback's `code` and `state` (or `error`): the server checks state and PKCE, stores tokens, syncs once. */
export function completeWearableAuthorization(body: TCompleteWearableAuthorizationRequest) {
  return callEndpoint(completeEndpoint, { params: { provider: 'google-health' }, body });
}

export function useCompleteWearableAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWearableAuthorization,
    onSettled: () => Promise.all([invalidateWearables(queryClient), refreshGamificationAfterActivity(queryClient)]),
  });
}
