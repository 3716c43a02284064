import { getOwnCompany } from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';

/** The employer's own company: settings, code, departments with member counts (employers). */
export function useOwnCompany() {
  return useEndpointQuery(
    getOwnCompany,
    {},
    { retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1 },
  );
}
