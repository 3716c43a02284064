import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { RULES } from '@openwell/gamification';
import { formatMultiplier } from '../lib/gamification-format.ts';
import { GamificationCard, HowPointsWorkLink } from './card-frame.tsx';
import { TileState, type TSummaryQuery } from './summary-state.tsx';

/** The next step of the streak multiplier above the current streak, if there is one (RULES). */
function nextStreakStep(streakDays: number) {
  return RULES.multipliers.streak.find((step) => step.minDays > streakDays) ?? null;
}

/** The multipliers in effect today (streak, improvement and their product, capped), and what raises them next. */
export function MultipliersCard({ summary }: { summary: TSummaryQuery }) {
  const { t, i18n } = useTranslation('gamification');
  const data = summary.data;
  const next = data ? nextStreakStep(data.streak.days) : null;
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
          <p className="text-xs text-muted-foreground">
            {next
              ? t('gamification:multipliers.nextStreak', {
                  count: next.minDays,
                  multiplier: formatMultiplier(next.multiplier, i18n.language),
                })
              : t('gamification:multipliers.appliesTo')}
          </p>
        </>
      ) : (
        <TileState summary={summary} testId="multipliers-skeleton" />
      )}
    </GamificationCard>
  );
}
