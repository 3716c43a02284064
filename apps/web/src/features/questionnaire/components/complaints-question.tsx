import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  COMPLAINT_DESCRIPTION_MAX,
  CUSTOM_COMPLAINT_NAME_MAX,
  CUSTOM_COMPLAINTS_MAX,
  questionnaireKeys,
  SEVERITY,
} from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormControl, FormDescription, FormField, FormItem } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { fieldPath, type TComplaintFormEntry, type TQuestionnaireFormValues } from '../lib/questionnaire-form.ts';
import { CheckboxRow, NoneOfThese, useQuestionTexts, type TQuestionProps } from './choice-questions.tsx';
import {
  CharacterCount,
  FieldMessage,
  focusSoon,
  NestedMessage,
  RadioOption,
  Textarea,
  useNestedError,
} from './question-parts.tsx';

/**
 * A group of complaints (internal, orthopedic, other): tick a complaint, then say how much it bothers you (0-10, a row
 * of radio buttons) and optionally describe it. The orthopedic group takes up to CUSTOM_COMPLAINTS_MAX entries of the
 * person's own, each with a name. "None of these" answers [] and unticks the others.
 */
export function ComplaintsQuestion({ sectionId, questionId, question }: TQuestionProps) {
  const { t } = useTranslation(['questionnaire', 'questionnaireItems']);
  const { control } = useFormContext<TQuestionnaireFormValues>();
  const { label, hint } = useQuestionTexts(sectionId, questionId);
  const id = useId();
  if (question.kind !== 'complaints') return null;
  const listed = question.options.filter((option) => option !== 'custom');
  const takesCustom = question.options.includes('custom');
  const name = fieldPath(sectionId, questionId);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const list = field.value as TComplaintFormEntry[] | null;
        // Taking away the last complaint leaves the question unanswered, not "none of these".
        const setList = (next: TComplaintFormEntry[]) => field.onChange(next.length === 0 ? null : next);
        const update = (index: number, patch: Partial<TComplaintFormEntry>) =>
          setList((list ?? []).map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
        const remove = (index: number) => setList((list ?? []).filter((_, at) => at !== index));
        const add = (item: string) => setList([...(list ?? []), { item, name: '', severity: null, description: '' }]);
        const customIndexes = (list ?? []).flatMap((entry, index) => (entry.item === 'custom' ? [index] : []));
        return (
          <FormItem>
            <FormControl>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium">{label}</legend>
                {hint ? <FormDescription className="-mt-1">{hint}</FormDescription> : null}
                {listed.map((option) => {
                  const index = list?.findIndex((entry) => entry.item === option) ?? -1;
                  const title = t(questionnaireKeys.option(question.optionSet, option));
                  return (
                    <div key={option} className="flex flex-col gap-3 rounded-md border p-3">
                      <CheckboxRow
                        id={`${id}-${option}`}
                        checked={index >= 0}
                        onChange={(checked) => (checked ? add(option) : remove(index))}
                      >
                        {title}
                      </CheckboxRow>
                      {index >= 0 && list ? (
                        <ComplaintDetails
                          path={`${name}.${index}`}
                          title={title}
                          entry={list[index]!}
                          onChange={(patch) => update(index, patch)}
                        />
                      ) : null}
                    </div>
                  );
                })}
                {customIndexes.map((index, position) => (
                  <CustomComplaint
                    key={index}
                    idPrefix={`${id}-custom-${index}`}
                    path={`${name}.${index}`}
                    number={position + 1}
                    entry={list![index]!}
                    onChange={(patch) => update(index, patch)}
                    onRemove={() => {
                      remove(index);
                      focusSoon(`${id}-add`);
                    }}
                  />
                ))}
                {takesCustom ? (
                  <div className="flex flex-col items-start gap-1.5">
                    <Button
                      id={`${id}-add`}
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={customIndexes.length >= CUSTOM_COMPLAINTS_MAX}
                      onClick={() => {
                        focusSoon(`${id}-custom-${(list ?? []).length}-name`);
                        add('custom');
                      }}
                    >
                      <Plus aria-hidden="true" />
                      {t('questionnaire:complaints.addCustom')}
                    </Button>
                    <p className="text-xs text-muted-foreground">
                      {t('questionnaire:complaints.customLimit', { count: CUSTOM_COMPLAINTS_MAX })}
                    </p>
                  </div>
                ) : null}
                <NoneOfThese id={id} list={list} onChange={field.onChange} label={t('questionnaire:field.none')} />
              </fieldset>
            </FormControl>
            <FieldMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** How much a complaint bothers the person (0-10) and their own description of it. */
function ComplaintDetails({
  path,
  title,
  entry,
  onChange,
}: {
  path: string;
  title: string;
  entry: TComplaintFormEntry;
  onChange: (patch: Partial<TComplaintFormEntry>) => void;
}) {
  const { t } = useTranslation('questionnaire');
  const id = useId();
  const severityError = useNestedError(`${path}.severity`);
  const descriptionError = useNestedError(`${path}.description`);
  const severities = Array.from({ length: SEVERITY.max - SEVERITY.min + 1 }, (_, index) => SEVERITY.min + index);
  return (
    <div className="flex flex-col gap-3 border-l-2 border-primary/30 pl-3 sm:ml-6">
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={severityError ? true : undefined}
        aria-describedby={[`${id}-scale`, severityError ? `${id}-severity-error` : null].filter(Boolean).join(' ')}
      >
        <legend className="mb-2 text-sm font-medium">
          {t('questionnaire:complaints.severity', { complaint: title })}
        </legend>
        <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-11">
          {severities.map((value) => (
            <RadioOption
              key={value}
              compact
              name={`${id}-severity`}
              checked={entry.severity === value}
              onChange={() => onChange({ severity: value })}
              invalid={Boolean(severityError)}
            >
              {value}
            </RadioOption>
          ))}
        </div>
        <p id={`${id}-scale`} className="flex justify-between gap-4 text-xs text-muted-foreground">
          <span>{t('questionnaire:complaints.scaleLow', { value: SEVERITY.min })}</span>
          <span className="text-right">{t('questionnaire:complaints.scaleHigh', { value: SEVERITY.max })}</span>
        </p>
        <NestedMessage id={`${id}-severity-error`} message={severityError} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>{t('questionnaire:complaints.description', { complaint: title })}</Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          value={entry.description}
          onChange={(event) => onChange({ description: event.target.value })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={[`${id}-count`, descriptionError ? `${id}-description-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <CharacterCount id={`${id}-count`} length={entry.description.length} max={COMPLAINT_DESCRIPTION_MAX} />
        <NestedMessage
          id={`${id}-description-error`}
          message={descriptionError}
          values={{ max: COMPLAINT_DESCRIPTION_MAX }}
        />
      </div>
    </div>
  );
}

/** An entry of the person's own: its name, then severity and description as for a listed complaint. */
function CustomComplaint({
  idPrefix,
  path,
  number,
  entry,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  path: string;
  number: number;
  entry: TComplaintFormEntry;
  onChange: (patch: Partial<TComplaintFormEntry>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('questionnaire');
  const nameError = useNestedError(`${path}.name`);
  const title = entry.name.trim() || t('questionnaire:complaints.customNumbered', { number });
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idPrefix}-name`}>{t('questionnaire:complaints.customName', { number })}</Label>
        <div className="flex items-center gap-2">
          <Input
            id={`${idPrefix}-name`}
            value={entry.name}
            maxLength={CUSTOM_COMPLAINT_NAME_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ name: event.target.value })}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${idPrefix}-name-error` : undefined}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={t('questionnaire:complaints.removeCustom', { complaint: title })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <NestedMessage id={`${idPrefix}-name-error`} message={nameError} values={{ max: CUSTOM_COMPLAINT_NAME_MAX }} />
      </div>
      <ComplaintDetails path={path} title={title} entry={entry} onChange={onChange} />
    </div>
  );
}
