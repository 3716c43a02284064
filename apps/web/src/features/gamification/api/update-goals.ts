import { useQueryClient } from '@tanstack/react-query';
import { updateGoals } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { invalidateGamification } from './gamification-cache.ts';
import { gamificationQueryOptions } from './get-gamification.ts';

/** New daily goals (from the next civil day): the answer is the new summary, with the change pending. */
export function useUpdateGoals() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateGoals, {
    onSuccess: (summary) => {
      queryClient.setQueryData(gamificationQueryOptions().queryKey, summary);
      return invalidateGamification(queryClient);
    },
  });
}
