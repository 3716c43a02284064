import type { QueryClient } from '@tanstack/react-query';
import {
  getRedemptionByCode,
  getRedemptionStats,
  listCompanyRewards,
  listPendingRedemptions,
  type TRedemptionVerification,
} from '@openwell/contracts';
import { endpointQueryKey } from '@/lib/endpoint-client.ts';

/**
 * The admin area's cached answers about rewards: the catalogue, the pending codes, the figures and each code's page.
 * A change of the catalogue or of a code invalidates them all (a cancelled code restores stock and leaves the pending
 * list; a deactivated reward shows so in the figures).
 */
const ADMIN_REWARD_QUERY_KEYS = [
  endpointQueryKey(listCompanyRewards),
  endpointQueryKey(listPendingRedemptions),
  endpointQueryKey(getRedemptionStats),
  endpointQueryKey(getRedemptionByCode),
] as const;

export function invalidateAdminRewardQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(ADMIN_REWARD_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Puts a code's new state (the answer of fulfil or cancel) on its page at once, then refreshes the rest. */
export function storeRedemption(queryClient: QueryClient, code: string, redemption: TRedemptionVerification) {
  queryClient.setQueryData(endpointQueryKey(getRedemptionByCode, { params: { code } }), redemption);
  return Promise.all(
    ADMIN_REWARD_QUERY_KEYS.filter((key) => key[1] !== getRedemptionByCode.operationId).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A 4xx (not found, refused, rate limited) is an answer, not a failure to retry. */
export function retryServerErrorsOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500) && failureCount < 1;
}
