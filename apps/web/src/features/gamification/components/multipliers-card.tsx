import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { TGamificationSummary } from '@openwell/contracts';
import { RULES } from '@openwell/gamification';
import { formatMultiplier } from '../lib/gamification-format.ts';
import { GamificationCard, HowPointsWorkLink } from './card-frame.tsx';
import { TileState, type TSummaryQuery } from './summary-state.tsx';

/** The next step of the streak multiplier above the current streak, if there is one (RULES). */
function nextStreakStep(streakDays: number) {
  return RULES.multipliers.streak.find((step) => step.minDays > streakDays) ?? null;
}

/** The highest step of the streak multiplier a streak of `streakDays` reaches, if any (RULES). */
function reachedStreakStep(streakDays: number) {
  return RULES.multipliers.streak.findLast((step) => step.minDays <= streakDays) ?? null;
}

/**
 * What raises the multipliers next. Today's streak multiplier comes from the streak up to yesterday: when today
 * already counts and the streak reached a higher step, that step applies from tomorrow.
 */
function multiplierHint(t: TFunction, summary: TGamificationSummary, language: string): string {
  const { streak, multipliers } = summary;
  const reached = streak.today ? reachedStreakStep(streak.days) : null;
  if (reached && reached.multiplier > multipliers.streak)
    return t('gamification:multipliers.fromTomorrow', {
      count: streak.days,
      multiplier: formatMultiplier(reached.multiplier, language),
    });
  const next = nextStreakStep(streak.days);
  if (next)
    return t('gamification:multipliers.nextStreak', {
      count: next.minDays,
      multiplier: formatMultiplier(next.multiplier, language),
    });
  return t('gamification:multipliers.appliesTo');
}

/** The multipliers in effect today (streak, improvement and their product, capped), and what raises them next. */
export function MultipliersCard({ summary }: { summary: TSummaryQuery }) {
  const { t, i18n } = useTranslation('gamification');
  const data = summary.data;
  return (
    <GamificationCard
      id="multipliers-card"
      icon={<Zap aria-hidden="true" className="size-5" />}
      title={t('gamification:multipliers.title')}
      footer={<HowPointsWorkLink section="multipliers" />}
    >
      {data ? (
        <>
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="multiplier-total">
            {formatMultiplier(data.multipliers.total, i18n.language)}
          </p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
            <dt className="text-muted-foreground">{t('gamification:multipliers.streak')}</dt>
            <dd className="text-right font-medium tabular-nums" data-testid="multiplier-streak">
              {formatMultiplier(data.multipliers.streak, i18n.language)}
            </dd>
            <dt className="text-muted-foreground">{t('gamification:multipliers.improvement')}</dt>
            <dd className="text-right font-medium tabular-nums" data-testid="multiplier-improvement">
              {formatMultiplier(data.multipliers.improvement, i18n.language)}
            </dd>
          </dl>
          <p className="text-xs text-muted-foreground" data-testid="multiplier-hint">
            {multiplierHint(t, data, i18n.language)}
          </p>
        </>
      ) : (
        <TileState summary={summary} testId="multipliers-skeleton" />
      )}
    </GamificationCard>
  );
}
