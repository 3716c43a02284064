import { useQuery } from '@tanstack/react-query';
import { getAdminSetupStatus } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** Whether the one-time first-admin setup is still open (never served from cache). */
export function setupStatusQueryOptions() {
  return { ...endpointQueryOptions(getAdminSetupStatus, {}), staleTime: 0 };
}

export function useSetupStatus(enabled: boolean) {
  return useQuery({ ...setupStatusQueryOptions(), enabled });
}
