import { useMutation, useQueryClient } from '@tanstack/react-query';
import { syncDemoData } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { refreshGamificationAfterActivity } from '@/features/gamification/index.ts';
import { invalidateWearables } from './wearables-cache.ts';

/** Demo mode: connects the demo provider if needed and syncs 30 days of generated data. */
export function useSyncDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(syncDemoData, {}),
    onSettled: () => Promise.all([invalidateWearables(queryClient), refreshGamificationAfterActivity(queryClient)]),
  });
}
