import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectWearable } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { invalidateWearables } from './wearables-cache.ts';

/**
 * Revokes the grant at the provider and deletes that provider's daily values. `done` and `failed` (the messages)
 * run before the wearables are read again: the refreshed status ("not connected") replaces the connection and with
 * it the dialog that asked, and TanStack Query runs the callbacks given to `mutate()` only while that component is
 * still mounted, so a message there was lost whenever the refresh came first (issue 24).
 */
export function useDisconnectWearable({ done, failed }: { done: () => void; failed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(disconnectWearable, {}),
    onSuccess: () => done(),
    onError: (error) => failed(error),
    onSettled: () => invalidateWearables(queryClient),
  });
}
