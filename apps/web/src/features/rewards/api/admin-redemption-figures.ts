import { getRedemptionStats, listPendingRedemptions } from '@openwell/contracts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';
import { retryServerErrorsOnce } from './admin-rewards-cache.ts';

/** Issued codes waiting to be handed over, oldest first (the end of each code only). */
export function usePendingRedemptions(companyId: string) {
  return useEndpointQuery(listPendingRedemptions, { params: { companyId } }, { retry: retryServerErrorsOnce });
}

/** Redemptions per reward, month and status over the last `months` months: group counts. */
export function useRedemptionStats(companyId: string, months: number) {
  return useEndpointQuery(
    getRedemptionStats,
    { params: { companyId }, query: { months } },
    { retry: retryServerErrorsOnce, placeholderData: (previous) => previous },
  );
}
