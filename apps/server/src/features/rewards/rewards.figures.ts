import {
  PENDING_LIST_MAX,
  groupCount,
  type TPendingRedemptions,
  type TRedemptionStats,
  type TRedemptionStatus,
} from '@openwell/contracts';
import type { TScopedActor } from '../companies/companies.service.ts';
import { listCompanyRewards, pendingRedemptions, redemptionCounts } from './rewards.repo.ts';
import type { RewardsContext } from './rewards.service.ts';

/** How many characters of a code the pending list shows (enough to match the code a person shows). */
export const PENDING_CODE_END_LENGTH = 4;

/** The `count` months ending with the month of `today` (`YYYY-MM`), oldest first. */
export function monthsEnding(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * A reward's row of the figures: each cell (status x month, zero cells left out) a group count (null: fewer than 5).
 * The total publishes what the shown cells hold, plus the hidden cells only when together they are a group of at
 * least 5 themselves: so subtracting the shown cells from the total never reveals a group under 5.
 */
export function statsRow(counts: Array<{ status: TRedemptionStatus; month: string; count: number }>) {
  const cells = counts
    .filter((cell) => cell.count > 0)
    .sort((a, b) => a.month.localeCompare(b.month) || a.status.localeCompare(b.status))
    .map((cell) => ({ month: cell.month, status: cell.status, count: groupCount(cell.count) }));
  const shown = counts.reduce((sum, cell) => sum + (groupCount(cell.count) ?? 0), 0);
  const hidden = counts.reduce((sum, cell) => sum + (groupCount(cell.count) === null ? cell.count : 0), 0);
  return { cells, total: groupCount(shown + (groupCount(hidden) ?? 0)) };
}

/** The employer's figures: issued codes to act on, and redemption counts by reward, status and month. */
export function createRedemptionFigures(ctx: RewardsContext) {
  const { db } = ctx.database;

  return {
    /** Issued codes, oldest first (at most PENDING_LIST_MAX): the code's end and the reward, never who redeemed. */
    async pending(actor: TScopedActor, companyId: string): Promise<TPendingRedemptions> {
      await ctx.assertCompanyInScope(actor, companyId);
      const { rows, total } = await pendingRedemptions(db, companyId, PENDING_LIST_MAX);
      return {
        pending: rows.map((row) => ({
          codeEnd: row.code.slice(-PENDING_CODE_END_LENGTH),
          rewardId: row.rewardId,
          title: row.title,
          redeemedAt: row.redeemedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        total,
      };
    },

    /** Counts per reward, status and month over the last `months` months (company time zone); groups under 5: null. */
    async stats(actor: TScopedActor, companyId: string, months: number): Promise<TRedemptionStats> {
      await ctx.assertCompanyInScope(actor, companyId);
      const covered = monthsEnding(await ctx.todayOf(companyId), months);
      const [rewards, counts] = await Promise.all([
        listCompanyRewards(db, companyId),
        redemptionCounts(db, companyId, `${covered[0]}-01`),
      ]);
      return {
        months: covered,
        rewards: rewards.map((reward) => ({
          rewardId: reward.id,
          title: reward.title,
          active: reward.active,
          ...statsRow(counts.filter((count) => count.rewardId === reward.id)),
        })),
      };
    },
  };
}
