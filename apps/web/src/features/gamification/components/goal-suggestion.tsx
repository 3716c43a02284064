import { useTranslation } from 'react-i18next';
import { CircleCheck, Target } from 'lucide-react';
import type { TGoalKind } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { useGamification } from '../api/get-gamification.ts';
import { formatGoalTarget } from '../lib/gamification-format.ts';
import { EditGoalsDialog } from './edit-goals-dialog.tsx';

/**
 * The action for a suggested daily goal (a focus area of the health profile: "a daily goal of 30 active minutes"):
 * "Set this goal" opens "Edit goals" with the suggestion filled in (from tomorrow, like any change). When the goal in
 * effect from tomorrow already reaches the suggestion, it says so instead: a suggestion never lowers a goal. Nothing
 * while the goals are not known (loading, or the summary could not be read: the dashboard's cards say why).
 */
export function GoalSuggestion({ goal, target }: { goal: TGoalKind; target: number }) {
  const { t, i18n } = useTranslation('gamification');
  const summary = useGamification();
  if (!summary.data) return null;
  const goals = summary.data.goals.pending ?? summary.data.goals.current;
  if (goals[goal] >= target) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid={`goal-suggestion-${goal}`}>
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        {t('gamification:goals.suggestion.already', {
          goal: formatGoalTarget(t, goal, goals[goal], i18n.language),
        })}
      </p>
    );
  }
  return (
    <EditGoalsDialog
      goals={goals}
      suggestion={{ goal, target }}
      trigger={
        <Button variant="outline" size="sm" className="self-start" data-testid={`goal-suggestion-${goal}`}>
          <Target aria-hidden="true" />
          {t('gamification:goals.suggestion.set')}
        </Button>
      }
    />
  );
}
