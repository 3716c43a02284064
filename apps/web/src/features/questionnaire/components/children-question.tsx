import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { questionnaireKeys } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormControl, FormDescription, FormField, FormItem } from '@/components/ui/form.tsx';
import { cn } from '@/lib/utils.ts';
import { fieldPath, type TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { NoneOfThese, useQuestionTexts, type TQuestionProps } from './choice-questions.tsx';
import { FieldMessage, focusSoon, NestedMessage, useNestedError } from './question-parts.tsx';

/**
 * Children: one row per child with its age group (a select) and a remove button, "Add a child" up to the definition's
 * maximum, and "No children" (the empty list), which removes the rows.
 */
export function ChildrenQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  const id = useId();
  if (question.kind !== 'children') return null;
  const name = fieldPath(sectionId, questionId);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const children = field.value as string[] | null;
        // Removing the last child leaves the question unanswered, not "no children".
        const setChildren = (next: string[]) => field.onChange(next.length === 0 ? null : next);
        return (
          <FormItem>
            <FormControl>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium">{label}</legend>
                {hint ? <FormDescription className="-mt-1">{hint}</FormDescription> : null}
                {children && children.length > 0 ? (
                  <ol className="flex flex-col gap-3">
                    {children.map((band, index) => (
                      <ChildRow
                        key={index}
                        selectId={`${id}-child-${index}`}
                        path={`${name}.${index}`}
                        number={index + 1}
                        band={band}
                        options={question.options}
                        onChange={(value) => setChildren(children.map((entry, at) => (at === index ? value : entry)))}
                        onRemove={() => {
                          setChildren(children.filter((_, at) => at !== index));
                          focusSoon(`${id}-add`);
                        }}
                      />
                    ))}
                  </ol>
                ) : null}
                <div className="flex flex-col items-start gap-1.5">
                  <Button
                    id={`${id}-add`}
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={(children?.length ?? 0) >= question.max}
                    onClick={() => {
                      focusSoon(`${id}-child-${children?.length ?? 0}`);
                      setChildren([...(children ?? []), '']);
                    }}
                  >
                    <Plus aria-hidden="true" />
                    {t('questionnaire:children.add')}
                  </Button>
                  <p className="text-xs text-muted-foreground">
                    {t('questionnaire:children.limit', { count: question.max })}
                  </p>
                </div>
                <NoneOfThese
                  id={id}
                  list={children}
                  onChange={field.onChange}
                  label={t('questionnaire:children.none')}
                />
              </fieldset>
            </FormControl>
            <FieldMessage />
          </FormItem>
        );
      }}
    />
  );
}

function ChildRow({
  selectId,
  path,
  number,
  band,
  options,
  onChange,
  onRemove,
}: {
  selectId: string;
  path: string;
  number: number;
  band: string;
  options: readonly string[];
  onChange: (band: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const error = useNestedError(path);
  return (
    <li className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-medium">
        {t('questionnaire:children.ageGroup', { number })}
      </label>
      <div className="flex items-center gap-2">
        <select
          id={selectId}
          value={band}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={cn(
            'flex h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs md:text-sm',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
          )}
        >
          <option value="">{t('questionnaire:children.chooseAgeGroup')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(questionnaireKeys.option('childAgeBands', option))}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={t('questionnaire:children.remove', { number })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <NestedMessage id={`${selectId}-error`} message={error} />
    </li>
  );
}
