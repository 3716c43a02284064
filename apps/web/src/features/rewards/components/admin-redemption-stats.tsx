import { useState } from 'react';
import type { TFunction } from 'i18next';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  localizedText,
  MIN_GROUP_SIZE,
  REDEMPTION_STATUSES,
  type TGroupCount,
  type TRedemptionStats,
} from '@openwell/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useRedemptionStats } from '../api/admin-redemption-figures.ts';
import { monthLabel, monthList } from '../lib/redemption-months.ts';
import { AdminFiguresRule } from './admin-figures-rule.tsx';
import { AdminRewardStatusBadge } from './admin-reward-status-badge.tsx';
import { AdminEmptyState, AdminListSkeleton } from './admin-rewards-states.tsx';

/** The periods to choose from, in months. */
export const STATS_PERIODS = [3, 6, 12, 24] as const;

/** A group count in a table cell: the number, or "< 5" (read out as "fewer than 5"). */
function CountCell({ count }: { count: TGroupCount }) {
  const { t } = useTranslation('rewardsAdmin');
  if (count !== null) return <>{count}</>;
  const full = t('rewardsAdmin:stats.fewerThan', { min: MIN_GROUP_SIZE });
  return (
    <span title={full} data-testid="fewer-than">
      <span aria-hidden="true">{`< ${MIN_GROUP_SIZE}`}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

type TRewardStats = TRedemptionStats['rewards'][number];

/**
 * The reward's total in words: what it counts, and the months whose numbers below 5 it leaves out (issue 24: a total
 * that left them out without a word read "total 5" for 6 redemptions).
 */
function totalText(t: TFunction, reward: TRewardStats, language: string): string {
  const months = monthList(reward.leftOut, language);
  if (reward.total === null) {
    return reward.leftOut.length === 0
      ? t('rewardsAdmin:stats.totalNone')
      : t('rewardsAdmin:stats.totalAllLeftOut', { min: MIN_GROUP_SIZE, months });
  }
  return reward.leftOut.length === 0
    ? t('rewardsAdmin:stats.total', { count: reward.total })
    : t('rewardsAdmin:stats.totalLeftOut', { count: reward.total, min: MIN_GROUP_SIZE, months });
}

/** One reward's redemptions: a row per month (newest first), a column per status. */
function RewardStats({ reward, months }: { reward: TRewardStats; months: readonly string[] }) {
  const { t, i18n } = useTranslation('rewardsAdmin');
  const language = currentLanguage(i18n);
  const title = localizedText(reward.title, language);
  const cells = new Map(reward.cells.map((cell) => [`${cell.month}|${cell.status}`, cell.count]));
  return (
    <section data-testid="stats-reward" className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium break-words">{title}</h3>
        {reward.active ? null : <AdminRewardStatusBadge active={false} />}
        <span className="ml-auto text-sm text-muted-foreground" data-testid="stats-total">
          {totalText(t, reward, language)}
        </span>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('rewardsAdmin:stats.caption', { title })}</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('rewardsAdmin:stats.month')}
              </th>
              {REDEMPTION_STATUSES.map((status) => (
                <th key={status} scope="col" className="px-2 py-1 text-right font-medium">
                  {t(`rewardsAdmin:status.${status}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month} className="border-t">
                <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                  {monthLabel(month, language)}
                </th>
                {REDEMPTION_STATUSES.map((status) => (
                  <td key={status} className="px-2 py-1 text-right tabular-nums">
                    {/* A cell left out is 0 redemptions; a null one (kept) is fewer than 5. */}
                    <CountCell count={cells.has(`${month}|${status}`) ? cells.get(`${month}|${status}`)! : 0} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Redemptions of the company by reward, month and status over the chosen period: counts only (no names), groups under
 * five shown as "fewer than 5", under the rule the page states (AdminFiguresRule).
 */
export function AdminRedemptionStats({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  const [months, setMonths] = useState<(typeof STATS_PERIODS)[number]>(6);
  const stats = useRedemptionStats(companyId, months);

  const body = (
    <QueryState
      query={stats}
      loading={<AdminListSkeleton label={t('rewardsAdmin:stats.loading')} />}
      isEmpty={(data) => data.rewards.length === 0}
      empty={
        <AdminEmptyState
          icon={<ChartColumn aria-hidden="true" className="size-10 text-muted-foreground" />}
          title={t('rewardsAdmin:stats.emptyTitle')}
          description={t('rewardsAdmin:stats.emptyDescription', { count: months })}
        />
      }
    >
      {(data) => (
        <div className="flex flex-col gap-3" aria-busy={stats.isPlaceholderData}>
          {data.rewards.map((reward) => (
            <RewardStats key={reward.rewardId} reward={reward} months={data.months} />
          ))}
        </div>
      )}
    </QueryState>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <AdminFiguresRule />
        <div role="group" aria-label={t('rewardsAdmin:stats.period')} className="flex flex-wrap gap-1">
          {STATS_PERIODS.map((period) => (
            <Button
              key={period}
              type="button"
              size="sm"
              variant={period === months ? 'default' : 'outline'}
              aria-pressed={period === months}
              onClick={() => setMonths(period)}
            >
              {t('rewardsAdmin:stats.months', { count: period })}
            </Button>
          ))}
        </div>
      </div>
      {body}
    </div>
  );
}
