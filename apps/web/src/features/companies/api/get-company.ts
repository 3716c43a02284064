import { getCompany } from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';

/** One company with its departments and their member counts (platform admins); NOT_FOUND is an answer. */
export function useCompany(companyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(
    getCompany,
    { params: { companyId } },
    {
      enabled,
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
    },
  );
}
