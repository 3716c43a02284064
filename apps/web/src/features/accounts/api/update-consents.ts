import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateConsents as updateConsentsEndpoint,
  type TCurrentUser,
  type TUpdateConsentsRequest,
} from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { invalidateFeature } from '@/lib/feature-cache.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';

/** AI tips and company insights, with immediate effect (data processing is not revocable); the answer is the updated current user. */
export function updateConsents(body: TUpdateConsentsRequest): Promise<TCurrentUser> {
  return callEndpoint(updateConsentsEndpoint, { body });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (user, body) => {
      queryClient.setQueryData(meQueryKey, user);
      // The AI tips consent decides whether the coach may be asked at all (tip, facts, chat): the coach's answers are
      // read again at once.
      if (body.aiTips !== undefined) void invalidateFeature(queryClient, 'coach');
    },
  });
}
