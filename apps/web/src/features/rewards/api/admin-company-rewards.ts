import { useQueryClient } from '@tanstack/react-query';
import { createReward, deleteReward, listCompanyRewards, updateReward } from '@openwell/contracts';
import { useEndpointMutation, useEndpointQuery } from '@/lib/endpoint-client.ts';
import { invalidateAdminRewardQueries, retryServerErrorsOnce } from './admin-rewards-cache.ts';

/** A company's catalogue, active or not (employers their own company, admins any). */
export function useCompanyRewards(companyId: string) {
  return useEndpointQuery(listCompanyRewards, { params: { companyId } }, { retry: retryServerErrorsOnce });
}

/** Adds a reward (REWARD_LIMIT_REACHED past the company's maximum). */
export function useCreateReward() {
  const queryClient = useQueryClient();
  return useEndpointMutation(createReward, { onSuccess: () => invalidateAdminRewardQueries(queryClient) });
}

/** Changes a reward; `{ active: false }` deactivates it. */
export function useUpdateReward() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateReward, { onSuccess: () => invalidateAdminRewardQueries(queryClient) });
}

/** Deletes a reward never redeemed (REWARD_HAS_REDEMPTIONS otherwise). */
export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteReward, { onSuccess: () => invalidateAdminRewardQueries(queryClient) });
}
