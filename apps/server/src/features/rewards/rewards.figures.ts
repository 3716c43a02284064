import {
  PENDING_LIST_MAX,
  groupCount,
  type TLocalizedText,
  type TPendingRedemptions,
  type TRedemptionStats,
  type TRedemptionStatus,
} from '@openwell/contracts';
import { MIN_GROUP_SIZE, tableTotal } from '../../lib/anonymity/anonymity.ts';
import type { TScopedActor } from '../companies/companies.service.ts';
import { issuedGroups, listCompanyRewards, pendingRedemptions, redemptionCounts } from './rewards.repo.ts';
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
 * The total is the anonymity module's table total (tableTotal, issue 24): the shown cells, plus a month's hidden cells
 * when together they are a group of at least 5; the months whose hidden cells it leaves out are named, so the page
 * says what the total does not count. Neither one total nor the difference of two periods' totals reveals a hidden
 * cell or a sum of them under 5.
 */
export function statsRow(counts: Array<{ status: TRedemptionStatus; month: string; count: number }>) {
  const present = counts.filter((cell) => cell.count > 0);
  const cells = present
    .sort((a, b) => a.month.localeCompare(b.month) || a.status.localeCompare(b.status))
    .map((cell) => ({ month: cell.month, status: cell.status, count: groupCount(cell.count) }));
  const { total, leftOut } = tableTotal(present.map((cell) => ({ block: cell.month, count: cell.count })));
  return { cells, total: groupCount(total), leftOut };
}

/**
 * The pending list from the issued codes' groups (reward x month, the figures' `issued` cells) and the codes of the
 * groups of at least 5: those groups are counted and their codes listed; a smaller one is named only (no count, no
 * codes), as the figures show it (issue 24).
 */
export function pendingList(
  groups: ReadonlyArray<{ rewardId: string; title: TLocalizedText; month: string; count: number }>,
  codes: ReadonlyArray<{ code: string; rewardId: string; title: TLocalizedText; redeemedAt: Date; expiresAt: Date }>,
): TPendingRedemptions {
  return {
    pending: codes.map((row) => ({
      codeEnd: row.code.slice(-PENDING_CODE_END_LENGTH),
      rewardId: row.rewardId,
      title: row.title,
      redeemedAt: row.redeemedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    total: groups.reduce((sum, group) => sum + (groupCount(group.count) ?? 0), 0),
    fewer: groups
      .filter((group) => group.count > 0 && groupCount(group.count) === null)
      .sort((a, b) => a.month.localeCompare(b.month) || a.rewardId.localeCompare(b.rewardId))
      .map(({ rewardId, title, month }) => ({ rewardId, title, month })),
  };
}

/** The employer's figures: issued codes to act on, and redemption counts by reward, status and month. */
export function createRedemptionFigures(ctx: RewardsContext) {
  const { db } = ctx.database;

  return {
    /**
     * Issued codes, oldest first (at most PENDING_LIST_MAX), of the reward-and-month groups of at least 5: the code's
     * end and the reward, never who redeemed; the smaller groups named only (pendingList).
     */
    async pending(actor: TScopedActor, companyId: string): Promise<TPendingRedemptions> {
      await ctx.assertCompanyInScope(actor, companyId);
      const [groups, codes] = await Promise.all([
        issuedGroups(db, companyId),
        pendingRedemptions(db, companyId, MIN_GROUP_SIZE, PENDING_LIST_MAX),
      ]);
      return pendingList(groups, codes);
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
