import { useQuery } from '@tanstack/react-query';
import { getAdminSystemStatus } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** What an administrator has to fix in the server's configuration (e-mail delivery); admins only. */
export function useSystemStatus(enabled: boolean) {
  return useQuery({ ...endpointQueryOptions(getAdminSystemStatus, {}), enabled });
}
