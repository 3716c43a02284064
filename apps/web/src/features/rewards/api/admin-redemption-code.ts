import { useQueryClient } from '@tanstack/react-query';
import { cancelRedemption, fulfilRedemption, getRedemptionByCode } from '@openwell/contracts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/endpoint-client.ts';
import { invalidateAdminRewardQueries, retryServerErrorsOnce, storeRedemption } from './admin-rewards-cache.ts';

/** A code's page: the reward, its state and who redeemed it (NOT_FOUND for another company's code). */
export function useRedemptionByCode(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(getRedemptionByCode, { params: { code } }, { enabled, retry: retryServerErrorsOnce });
}

/** Hands an issued code over, once; a code closed meanwhile answers REDEMPTION_CLOSED and is read again. */
export function useFulfilRedemption(code: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(fulfilRedemption, {
    onSuccess: (redemption) => storeRedemption(queryClient, code, redemption),
    onError: () => invalidateAdminRewardQueries(queryClient),
  });
}

/** Withdraws an issued code: its points go back to the employee. */
export function useCancelRedemption(code: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(cancelRedemption, {
    onSuccess: (redemption) => storeRedemption(queryClient, code, redemption),
    onError: () => invalidateAdminRewardQueries(queryClient),
  });
}
