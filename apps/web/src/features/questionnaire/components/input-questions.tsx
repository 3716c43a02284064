import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { bmiBand, bmiOf, HEIGHT_CM, questionnaireKeys, WEIGHT_KG } from '@openwell/contracts';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { isWholeNumber, typedNumberIn, type TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { useQuestionTexts, type TQuestionProps } from './choice-questions.tsx';
import { CharacterCount, FieldMessage, Textarea } from './question-parts.tsx';

/** Number questions (with their unit and bounds), free texts (with a character counter), and the body step's age and BMI. */

export function NumberQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { t } = useTranslation('questionnaire');
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const bounds = question.kind === 'number' ? { min: question.min, max: question.max } : { min: 0, max: 0 };
  const { label, hint } = useQuestionTexts(sectionId, questionId, bounds);
  if (question.kind !== 'number') return null;
  return (
    <FormField
      control={control}
      name={`${sectionId}.${questionId}`}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="flex items-center gap-2">
            <FormControl>
              <Input
                {...field}
                value={field.value as string}
                type="text"
                inputMode={isWholeNumber(question) ? 'numeric' : 'decimal'}
                autoComplete="off"
                className="w-32"
              />
            </FormControl>
            <span aria-hidden="true" className="text-sm text-muted-foreground">
              {t(`questionnaire:units.${question.unit}`)}
            </span>
          </div>
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FieldMessage values={bounds} />
        </FormItem>
      )}
    />
  );
}

export function TextQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  if (question.kind !== 'text') return null;
  return (
    <FormField
      control={control}
      name={`${sectionId}.${questionId}`}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea {...field} value={field.value as string} maxLength={question.maxLength} rows={3} />
          </FormControl>
          <FormDescription className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            {hint ? <span>{hint}</span> : null}
            <CharacterCount length={(field.value as string).length} max={question.maxLength} />
          </FormDescription>
          <FieldMessage values={{ max: question.maxLength }} />
        </FormItem>
      )}
    />
  );
}

/** Age is not asked: it is shown from the profile, with the way to change it there. */
export function AgeFromProfile({ age }: { age: number | null }) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {t(questionnaireKeys.questionLabel('body', 'age'))}
      </span>
      <p
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        className="text-base font-medium"
        data-testid="questionnaire-age"
      >
        {age === null ? t('questionnaire:body.ageUnknown') : t('questionnaire:body.ageYears', { count: age })}
      </p>
      <p id={`${id}-note`} className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        <span>{t('questionnaire:body.ageNote')}</span>
        <Link to="/profile" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('questionnaire:body.profileLink')}
        </Link>
      </p>
    </div>
  );
}

/** The body mass index, calculated as height and weight are typed, with its WHO band in words. */
export function BmiOutput() {
  const { t, i18n } = useTranslation(['questionnaire', 'questionnaireItems']);
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const [height, weight] = useWatch({ control, name: ['body.heightCm', 'body.weightKg'] }) as [string, string];
  const id = useId();
  const bmi = bmiOf(typedNumberIn(height ?? '', HEIGHT_CM), typedNumberIn(weight ?? '', WEIGHT_KG));
  const number = new Intl.NumberFormat(currentLanguage(i18n), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border bg-muted/40 p-4">
      <span id={`${id}-label`} className="text-sm font-medium">
        {t(questionnaireKeys.questionLabel('body', 'bmi'))}
      </span>
      <output aria-labelledby={`${id}-label`} aria-live="polite" className="flex flex-col gap-0.5">
        {bmi === null ? (
          <span className="text-sm text-muted-foreground">{t('questionnaire:bmi.missing')}</span>
        ) : (
          <>
            <span className="text-2xl font-semibold tabular-nums" data-testid="questionnaire-bmi">
              {number.format(bmi)}
            </span>
            <span className="text-sm" data-testid="questionnaire-bmi-band">
              {t(`questionnaire:bmi.bands.${bmiBand(bmi)}`)}
            </span>
          </>
        )}
      </output>
      <span className="text-xs text-muted-foreground">{t(questionnaireKeys.questionHint('body', 'bmi'))}</span>
    </div>
  );
}
