import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  listRewards,
  redeemReward,
  type TRedeemResponse,
  type TRewardsCatalogue,
} from '@openwell/contracts';
import type { ApiError } from '@/lib/api-client.ts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { invalidateFeature } from '@/lib/feature-cache.ts';
import { rewardsQueryOptions } from './list-rewards.ts';

export interface TRedeemInput {
  rewardId: string;
  /** One key per confirmation dialog: a retry of the same confirmation sends it again, so it cannot redeem twice. */
  idempotencyKey: string;
}

/**
 * After a redemption (or an answer that says the catalogue changed): the balance of the answer at once, then the
 * catalogue, the redemptions and the gamification summary (its balance, the points history) read again.
 */
export function refreshAfterRedemption(queryClient: QueryClient, balance?: number): Promise<unknown> {
  if (balance !== undefined) {
    queryClient.setQueryData<TRewardsCatalogue>(rewardsQueryOptions().queryKey, (old) =>
      old ? { ...old, balance } : old,
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [listRewards.tags[0]] }),
    // Every gamification answer (summary, points history).
    invalidateFeature(queryClient, 'gamification'),
  ]);
}

/** Redeem a reward with an Idempotency-Key (POST /api/rewards/redemptions). */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation<TRedeemResponse, ApiError, TRedeemInput>({
    mutationFn: ({ rewardId, idempotencyKey }) =>
      callEndpoint(redeemReward, { body: { rewardId } }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: (answer) => refreshAfterRedemption(queryClient, answer.balance),
  });
}
