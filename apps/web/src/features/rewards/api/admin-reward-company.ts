import { getCompany, getOwnCompany } from '@openwell/contracts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';
import { retryServerErrorsOnce } from './admin-rewards-cache.ts';

/**
 * Which company's catalogue a rewards page shows: the employer's own (the same cached answer as their company page)
 * or, for platform admins, the company of the address (its name for the heading).
 */
export function useOwnRewardsCompany() {
  return useEndpointQuery(getOwnCompany, {}, { retry: retryServerErrorsOnce });
}

export function useRewardsCompany(companyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getCompany, { params: { companyId } }, { enabled, retry: retryServerErrorsOnce });
}
