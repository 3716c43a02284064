import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncWearable } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { refreshGamificationAfterActivity } from '@/features/gamification/index.ts';
import { invalidateWearables } from './wearables-cache.ts';

/** "Sync now" / "Refresh data": the connected tracker's sync, now. */
export function useSyncWearable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(syncWearable, {}),
    onSettled: () => Promise.all([invalidateWearables(queryClient), refreshGamificationAfterActivity(queryClient)]),
  });
}
