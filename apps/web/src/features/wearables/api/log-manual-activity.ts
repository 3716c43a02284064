import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logManualActivity } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { refreshGamificationAfterActivity } from '@/features/gamification/index.ts';
import { invalidateWearables } from './wearables-cache.ts';

/** "Log activity": +30 active minutes today (source manual), up to the daily cap. */
export function useLogManualActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(logManualActivity, {}),
    onSuccess: () => Promise.all([invalidateWearables(queryClient), refreshGamificationAfterActivity(queryClient)]),
  });
}
