import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { questionnaireKeys, type TQuestion, type TQuestionnaireSectionId } from '@openwell/contracts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormControl, FormDescription, FormField, FormItem, useFormField } from '@/components/ui/form.tsx';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';
import type { TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { ClearAnswer, FieldMessage, RadioOption } from './question-parts.tsx';

/**
 * The choice questions: a 1-5 scale, a single choice and yes/no as a radio group (a fieldset named by its legend), a
 * multiple choice as checkboxes with "None of these" (the empty list), which excludes the others.
 */

export interface TQuestionProps {
  sectionId: TQuestionnaireSectionId;
  questionId: string;
  question: TQuestion;
}

type TChoice = { value: string | number | boolean; label: string };

function useChoices(question: TQuestion): TChoice[] {
  const { t } = useTranslation('questionnaireItems');
  switch (question.kind) {
    case 'scale':
      return Array.from({ length: question.max - question.min + 1 }, (_, index) => question.min + index).map(
        (value) => ({ value, label: t(questionnaireKeys.option(question.optionSet, value)) }),
      );
    case 'single':
      return question.options.map((value) => ({
        value,
        label: t(questionnaireKeys.option(question.optionSet, value)),
      }));
    case 'boolean':
      return [
        { value: true, label: t(questionnaireKeys.option('yesNo', 'yes')) },
        { value: false, label: t(questionnaireKeys.option('yesNo', 'no')) },
      ];
    default:
      return [];
  }
}

/** The question's hint (not every question has one), with the question's bounds as values. */
export function useQuestionTexts(sectionId: TQuestionnaireSectionId, questionId: string, values = {}) {
  const { t, i18n } = useTranslation('questionnaireItems');
  const hintKey = questionnaireKeys.questionHint(sectionId, questionId);
  return {
    label: t(questionnaireKeys.questionLabel(sectionId, questionId)),
    hint: i18n.exists(hintKey) ? t(hintKey, values) : null,
  };
}

/** Scale, single choice, yes/no. */
export function RadioQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  const choices = useChoices(question);
  const layout =
    question.kind === 'scale'
      ? 'md:grid-cols-5'
      : question.kind === 'boolean'
        ? 'grid-cols-2 sm:w-80'
        : 'sm:grid-cols-2';
  return (
    <FormField
      control={control}
      name={`${sectionId}.${questionId}`}
      render={({ field }) => (
        <FormItem>
          <FormControl>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{label}</legend>
              {hint ? <FormDescription className="-mt-1">{hint}</FormDescription> : null}
              <RadioChoices
                choices={choices}
                value={field.value as TChoice['value'] | null}
                onChange={field.onChange}
                name={field.name}
                className={layout}
                stacked={question.kind === 'scale'}
              />
            </fieldset>
          </FormControl>
          {field.value !== null ? <ClearAnswer label={label} onClear={() => field.onChange(null)} /> : null}
          <FieldMessage />
        </FormItem>
      )}
    />
  );
}

function RadioChoices({
  choices,
  value,
  onChange,
  name,
  className,
  stacked,
}: {
  choices: TChoice[];
  value: TChoice['value'] | null;
  onChange: (value: TChoice['value']) => void;
  name: string;
  className: string;
  stacked: boolean;
}) {
  const { controlId, invalid } = useFormField();
  return (
    <div className={cn('grid gap-2', className)}>
      {choices.map((choice) => (
        <RadioOption
          key={String(choice.value)}
          name={`${controlId}-${name}`}
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
          invalid={invalid}
          stacked={stacked}
        >
          {choice.label}
        </RadioOption>
      ))}
    </div>
  );
}

/** Multiple choice: each option a checkbox; "None of these" answers [] and unticks the others. */
export function MultiQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  const id = useId();
  if (question.kind !== 'multi') return null;
  return (
    <FormField
      control={control}
      name={`${sectionId}.${questionId}`}
      render={({ field }) => {
        const value = field.value as string[] | null;
        const toggle = (option: string, checked: boolean) => {
          const next = (value ?? []).filter((entry) => entry !== option);
          if (checked) next.push(option);
          // Unticking the last option leaves the question unanswered, not "none of these".
          field.onChange(next.length === 0 ? null : question.options.filter((entry) => next.includes(entry)));
        };
        return (
          <FormItem>
            <FormControl>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium">{label}</legend>
                {hint ? <FormDescription className="-mt-1">{hint}</FormDescription> : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  {question.options.map((option) => (
                    <CheckboxRow
                      key={option}
                      id={`${id}-${option}`}
                      checked={value?.includes(option) ?? false}
                      onChange={(checked) => toggle(option, checked)}
                    >
                      {t(questionnaireKeys.option(question.optionSet, option))}
                    </CheckboxRow>
                  ))}
                </div>
                <NoneOfThese id={id} list={value} onChange={field.onChange} label={t('questionnaire:field.none')} />
              </fieldset>
            </FormControl>
            <FieldMessage />
          </FormItem>
        );
      }}
    />
  );
}

/**
 * "None of these" under a list (multiple choice, complaints, children): ticked, the answer is the empty list; unticked,
 * the question is unanswered again.
 */
export function NoneOfThese({
  id,
  list,
  onChange,
  label,
}: {
  id: string;
  list: readonly unknown[] | null | undefined;
  onChange: (value: [] | null) => void;
  label: string;
}) {
  return (
    <div className="border-t pt-3">
      <CheckboxRow
        id={`${id}-none`}
        checked={Array.isArray(list) && list.length === 0}
        onChange={(checked) => onChange(checked ? [] : null)}
      >
        {label}
      </CheckboxRow>
    </div>
  );
}

export function CheckboxRow({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} className="mt-0.5" />
      <Label htmlFor={id} className="leading-snug font-normal">
        {children}
      </Label>
    </div>
  );
}
