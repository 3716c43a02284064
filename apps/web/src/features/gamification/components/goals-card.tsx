import { useTranslation } from 'react-i18next';
import { CircleCheck, Target } from 'lucide-react';
import type { TGamificationSummary } from '@openwell/contracts';
import { Progress } from '@/components/ui/progress.tsx';
import { formatCivilDate } from '@/lib/date-format.ts';
import { formatGoalNumber, formatGoalTarget, GOAL_LABELS } from '../lib/gamification-format.ts';
import { GamificationCard, HowPointsWorkLink } from './card-frame.tsx';
import { EditGoalsDialog } from './edit-goals-dialog.tsx';
import { TileState, type TSummaryQuery } from './summary-state.tsx';

/** Today's goals with their progress, a pending change (from tomorrow) and "Edit goals". */
export function GoalsCard({ summary }: { summary: TSummaryQuery }) {
  const { t } = useTranslation('gamification');
  const data = summary.data;
  return (
    <GamificationCard
      id="goals-card"
      icon={<Target aria-hidden="true" className="size-5" />}
      title={t('gamification:goals.title')}
      description={t('gamification:goals.description')}
      action={data ? <EditGoalsDialog goals={data.goals.pending ?? data.goals.current} /> : null}
      footer={<HowPointsWorkLink section="goals" />}
    >
      {data ? <GoalsProgress data={data} /> : <TileState summary={summary} testId="goals-skeleton" />}
    </GamificationCard>
  );
}

function GoalsProgress({ data }: { data: TGamificationSummary }) {
  const { t, i18n } = useTranslation('gamification');
  const pending = data.goals.pending;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.goals.today.map(({ goal, target, value, met }) => (
          <li key={goal} className="flex flex-col gap-1.5" data-testid={`goal-${goal}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex items-center gap-1.5 font-medium" id={`goal-${goal}-label`}>
                {GOAL_LABELS[goal](t)}
                {met ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
                    <CircleCheck aria-hidden="true" className="size-3.5" />
                    {t('gamification:goals.met')}
                  </span>
                ) : null}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {value === null
                  ? t('gamification:goals.noData', { target: formatGoalTarget(t, goal, target, i18n.language) })
                  : t('gamification:goals.progress', {
                      value: formatGoalNumber(goal, value, i18n.language),
                      target: formatGoalTarget(t, goal, target, i18n.language),
                    })}
              </span>
            </div>
            <Progress
              value={Math.min(value ?? 0, target)}
              max={target}
              aria-labelledby={`goal-${goal}-label`}
              className={met ? '[&>[data-slot=progress-indicator]]:bg-primary' : undefined}
            />
          </li>
        ))}
      </ul>
      {pending ? (
        <p className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="goals-pending">
          {t('gamification:goals.pending', {
            date: formatCivilDate(pending.effectiveFrom, i18n.language),
            steps: formatGoalTarget(t, 'steps', pending.steps, i18n.language),
            activeMinutes: formatGoalTarget(t, 'activeMinutes', pending.activeMinutes, i18n.language),
            sleepHours: formatGoalTarget(t, 'sleepHours', pending.sleepHours, i18n.language),
          })}
        </p>
      ) : null}
    </>
  );
}
