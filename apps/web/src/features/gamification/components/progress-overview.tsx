import { useTranslation } from 'react-i18next';
import { Award, Flame, TrendingUp } from 'lucide-react';
import { RULES } from '@openwell/gamification';
import { Progress } from '@/components/ui/progress.tsx';
import { formatPoints } from '../lib/gamification-format.ts';
import { GamificationCard, HowPointsWorkLink } from './card-frame.tsx';
import { MultipliersCard } from './multipliers-card.tsx';
import { PointsExpiryNotice } from './points-expiry-notice.tsx';
import { PointsHistoryDialog } from './points-history-dialog.tsx';
import { TileState, type TSummaryQuery } from './summary-state.tsx';

/**
 * The dashboard's headline figures (issue 10): day streak with the best, total points and points
 * earned today (and what of them expires soon, under the company's expiry policy), level with progress to the next,
 * and the multipliers in effect. One summary query feeds them all. Today's points come in two lines (issue 24): the
 * day's goals, which the day cap bounds, and the one-off awards (badges, the tracker, the questionnaire) on top.
 */
export function ProgressOverview({ summary }: { summary: TSummaryQuery }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StreakCard summary={summary} />
      <PointsCard summary={summary} />
      <LevelCard summary={summary} />
      <MultipliersCard summary={summary} />
    </div>
  );
}

function StreakCard({ summary }: { summary: TSummaryQuery }) {
  const { t } = useTranslation('gamification');
  const streak = summary.data?.streak;
  let hint = '';
  if (streak) {
    if (streak.today) hint = t('gamification:streak.todayCounts');
    else if (streak.days > 0) hint = t('gamification:streak.keepGoing');
    else hint = t('gamification:streak.start');
  }
  return (
    <GamificationCard
      id="streak-card"
      icon={<Flame aria-hidden="true" className="size-5" />}
      title={t('gamification:streak.title')}
      footer={<HowPointsWorkLink section="streaks" />}
    >
      {streak ? (
        <>
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="streak-days">
            {t('gamification:streak.days', { count: streak.days })}
          </p>
          <p className="text-sm text-muted-foreground">{hint}</p>
          <p className="text-sm" data-testid="streak-best">
            {t('gamification:streak.best', { count: streak.best })}
          </p>
        </>
      ) : (
        <TileState summary={summary} testId="streak-skeleton" />
      )}
    </GamificationCard>
  );
}

function PointsCard({ summary }: { summary: TSummaryQuery }) {
  const { t, i18n } = useTranslation('gamification');
  const points = summary.data?.points;
  return (
    <GamificationCard
      id="points-card"
      icon={<Award aria-hidden="true" className="size-5" />}
      title={t('gamification:points.title')}
      footer={
        <div className="flex flex-wrap items-center gap-x-4">
          <HowPointsWorkLink section="points" />
          {points && points.lifetime > 0 ? <PointsHistoryDialog /> : null}
        </div>
      }
    >
      {points ? (
        <>
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="points-balance">
            {formatPoints(points.balance, i18n.language)}
          </p>
          <p className="text-sm" data-testid="points-today">
            {t('gamification:points.today', {
              points: formatPoints(points.goalsToday, i18n.language),
              cap: formatPoints(RULES.dayCap, i18n.language),
            })}
          </p>
          {points.awardsToday !== 0 ? (
            <p className="text-sm" data-testid="points-awards-today">
              {t('gamification:points.awardsToday', { points: formatPoints(points.awardsToday, i18n.language) })}
            </p>
          ) : null}
          {points.lifetime === 0 ? (
            <p className="text-sm text-muted-foreground">{t('gamification:points.empty')}</p>
          ) : points.lifetime !== points.balance ? (
            <p className="text-sm text-muted-foreground">
              {t('gamification:points.lifetime', { points: formatPoints(points.lifetime, i18n.language) })}
            </p>
          ) : null}
          {points.lifetime > 0 ? <PointsExpiryNotice compact className="mt-1" /> : null}
        </>
      ) : (
        <TileState summary={summary} testId="points-skeleton" />
      )}
    </GamificationCard>
  );
}

function LevelCard({ summary }: { summary: TSummaryQuery }) {
  const { t, i18n } = useTranslation('gamification');
  const data = summary.data;
  const level = data?.level;
  const span = level ? Math.max(1, level.nextLevelPoints - level.currentLevelPoints) : 1;
  return (
    <GamificationCard
      id="level-card"
      icon={<TrendingUp aria-hidden="true" className="size-5" />}
      title={t('gamification:level.title')}
      footer={<HowPointsWorkLink section="levels" />}
    >
      {level && data ? (
        <>
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="level-value">
            {t('gamification:level.value', { level: level.level })}
          </p>
          <Progress
            value={Math.min(span, Math.max(0, data.points.lifetime - level.currentLevelPoints))}
            max={span}
            aria-label={t('gamification:level.progressLabel', { level: level.level + 1 })}
            getValueLabel={(value, max) =>
              t('gamification:level.progressValue', {
                value: formatPoints(value, i18n.language),
                max: formatPoints(max, i18n.language),
              })
            }
          />
          <p className="text-sm text-muted-foreground" data-testid="level-next">
            {t('gamification:level.toNext', {
              count: level.pointsToNextLevel,
              points: formatPoints(level.pointsToNextLevel, i18n.language),
              level: level.level + 1,
            })}
          </p>
        </>
      ) : (
        <TileState summary={summary} testId="level-skeleton" />
      )}
    </GamificationCard>
  );
}
