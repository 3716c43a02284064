import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectWearable } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { invalidateWearables } from './wearables-cache.ts';

/** Revokes the grant at the provider and deletes that provider's daily values. */
export function useDisconnectWearable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(disconnectWearable, {}),
    onSettled: () => invalidateWearables(queryClient),
  });
}
