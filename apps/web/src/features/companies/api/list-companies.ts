import { listCompanies } from '@openwell/contracts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';

/** All companies, by name (platform admins). */
export function useCompanies() {
  return useEndpointQuery(listCompanies, {});
}
