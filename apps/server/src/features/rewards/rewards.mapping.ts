import type {
  TAdminReward,
  TRedemption,
  TRedemptionStatus,
  TRedemptionVerification,
  TReward,
  TRewardIcon,
  TRewardUnavailableReason,
} from '@openwell/contracts';
import type { TRedemptionWithReward } from './rewards.repo.ts';
import type { Reward } from './rewards.tables.ts';

/** Rows to the contract's shapes. */

/** Why the reward cannot be redeemed on `today` (null: it can, points permitting). */
export function unavailableReason(reward: Reward, today: string): TRewardUnavailableReason | null {
  if (!reward.active) return 'inactive';
  if (reward.availableUntil !== null && reward.availableUntil < today) return 'ended';
  if (reward.availableFrom !== null && reward.availableFrom > today) return 'not_yet';
  if (reward.stock !== null && reward.stock <= 0) return 'out_of_stock';
  return null;
}

export function toReward(reward: Reward, today: string): TReward {
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    pointsCost: reward.pointsCost,
    icon: reward.icon as TRewardIcon | null,
    stock: reward.stock,
    availableFrom: reward.availableFrom,
    availableUntil: reward.availableUntil,
    active: reward.active,
    unavailable: unavailableReason(reward, today),
  };
}

export function toAdminReward(reward: Reward, today: string, hasRedemptions: boolean): TAdminReward {
  return {
    ...toReward(reward, today),
    hasRedemptions,
    createdAt: reward.createdAt.toISOString(),
    updatedAt: reward.updatedAt.toISOString(),
  };
}

/** A redemption as its owner sees it. */
export function toRedemption(row: TRedemptionWithReward): TRedemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    title: row.reward.title,
    icon: row.reward.icon as TRewardIcon | null,
    points: row.points,
    status: row.status as TRedemptionStatus,
    code: row.code,
    redeemedAt: row.redeemedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}

/** The verification page's answer: the reward, the status and who to hand it to; no balance, no health data. */
export function toVerification(row: TRedemptionWithReward, employeeEmail: string): TRedemptionVerification {
  return {
    code: row.code,
    companyId: row.companyId,
    reward: {
      id: row.rewardId,
      title: row.reward.title,
      description: row.reward.description,
      icon: row.reward.icon as TRewardIcon | null,
    },
    points: row.points,
    status: row.status as TRedemptionStatus,
    employeeEmail,
    redeemedAt: row.redeemedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}
