import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { GOAL_BOUNDS, GOAL_KINDS, type TGoalKind, type TGoals } from '@openwell/contracts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { formatCivilDate } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateGoals } from '../api/update-goals.ts';
import { formatGoalTarget, GOAL_LABELS } from '../lib/gamification-format.ts';
import { GOALS_FORM_MESSAGES, goalsFormValues, ZGoalsFormSchema } from '../lib/goals-form.ts';

function GoalsForm({ goals, focus, onDone }: { goals: TGoals; focus?: TGoalKind | undefined; onDone: () => void }) {
  const { t, i18n } = useTranslation(['gamification', 'errors']);
  const update = useUpdateGoals();
  const form = useZodForm(ZGoalsFormSchema, { messages: GOALS_FORM_MESSAGES, defaultValues: goalsFormValues(goals) });
  // A suggested goal: its field, not the first one, has the focus (the dialog leaves it to the form then).
  useEffect(() => {
    if (focus) form.setFocus(focus, { shouldSelect: true });
  }, [focus, form]);

  const save = (values: TGoals) =>
    update.mutate(
      { body: values },
      {
        onSuccess: (summary) => {
          const from = summary.goals.pending?.effectiveFrom;
          toast.success(
            t('gamification:goals.edit.saved'),
            from
              ? { description: t('gamification:goals.edit.savedFrom', { date: formatCivilDate(from, i18n.language) }) }
              : {},
          );
          onDone();
        },
      },
    );

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      error={update.isError ? errorMessage(t, update.error) : null}
      pending={update.isPending}
      onCancel={onDone}
      cancelLabel={t('gamification:goals.edit.cancel')}
      submitLabel={t('gamification:goals.edit.save')}
    >
      {GOAL_KINDS.map((kind) => {
        const { min, max, step } = GOAL_BOUNDS[kind];
        return (
          <TextField
            key={kind}
            control={form.control}
            name={kind}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            label={GOAL_LABELS[kind](t)}
            description={t('gamification:goals.edit.bounds', {
              min: formatGoalTarget(t, kind, min, i18n.language),
              max: formatGoalTarget(t, kind, max, i18n.language),
              step: formatGoalTarget(t, kind, step, i18n.language),
            })}
          />
        );
      })}
    </FormDialog>
  );
}

/** A goal another screen suggests (the health profile's focus areas): the form opens with it filled in. */
export type TGoalSuggestion = { goal: TGoalKind; target: number };

/**
 * "Edit goals": the three daily goals within GOAL_BOUNDS. Changes apply from tomorrow (today keeps the goals it
 * started with, so nobody can lower a goal at 11 pm to make today count); the form starts from a pending change, or
 * with a suggested goal filled in (then the trigger is the caller's).
 */
export function EditGoalsDialog({
  goals,
  suggestion,
  trigger,
}: {
  goals: TGoals;
  suggestion?: TGoalSuggestion;
  trigger?: ReactNode;
}) {
  const { t } = useTranslation('gamification');
  const [open, setOpen] = useState(false);
  const start = suggestion ? { ...goals, [suggestion.goal]: suggestion.target } : goals;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline" size="sm">
            <Pencil aria-hidden="true" />
            {t('gamification:goals.edit.open')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent onOpenAutoFocus={suggestion ? (event) => event.preventDefault() : undefined}>
        <DialogHeader>
          <DialogTitle>{t('gamification:goals.edit.title')}</DialogTitle>
          <DialogDescription>
            {suggestion
              ? `${t('gamification:goals.suggestion.filledIn')} ${t('gamification:goals.edit.fromTomorrow')}`
              : t('gamification:goals.edit.fromTomorrow')}
          </DialogDescription>
        </DialogHeader>
        {open ? <GoalsForm goals={start} focus={suggestion?.goal} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
