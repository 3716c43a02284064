import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { DEPARTMENT_NAME_MAX, MAX_DEPARTMENTS_AT_CREATION } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { issueMessageKey, type TMessageKey } from '@/lib/forms.ts';
import {
  DEPARTMENT_NAME_MESSAGES,
  ZNewDepartmentNameSchema,
  type TCreateCompanyFormValues,
} from '../lib/company-forms.ts';

/**
 * The department being typed in "New company", not yet in the list. `add()` checks it (the contract's name rule,
 * not twice in the list) and moves it into the form's `departments`; the form calls it on submit too, so a name
 * typed without pressing "Add" is not dropped. Returns false when the typed name cannot be added.
 */
export function useDepartmentDraft({
  getValues,
  setValue,
}: Pick<UseFormReturn<TCreateCompanyFormValues>, 'getValues' | 'setValue'>) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<TMessageKey | null>(null);

  const add = (): boolean => {
    if (draft.trim() === '') return true;
    const parsed = ZNewDepartmentNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(issueMessageKey(DEPARTMENT_NAME_MESSAGES, { ...parsed.error.issues[0], path: ['name'] }));
      return false;
    }
    const names = getValues('departments') ?? [];
    if (names.some((name) => name.toLowerCase() === parsed.data.toLowerCase())) {
      setError('companies:create.departmentDuplicate');
      return false;
    }
    if (names.length >= MAX_DEPARTMENTS_AT_CREATION) {
      setError('companies:create.departmentsTooMany');
      return false;
    }
    setValue('departments', [...names, parsed.data], { shouldDirty: true });
    setDraft('');
    setError(null);
    return true;
  };

  const change = (value: string) => {
    setDraft(value);
    setError(null);
  };

  return { draft, change, error, add };
}

export type TDepartmentDraft = ReturnType<typeof useDepartmentDraft>;

/** The departments a new company starts with: a list to add names to and remove them from. */
export function NewDepartmentsField({ draft }: { draft: TDepartmentDraft }) {
  const { t } = useTranslation(['companies', 'errors']);
  const id = useId();
  const { control, getValues, setValue } = useFormContext<TCreateCompanyFormValues>();
  const { errors } = useFormState({ control, name: 'departments' });
  const names = useWatch({ control, name: 'departments' }) ?? [];
  const input = useRef<HTMLInputElement>(null);
  const remove = (index: number) => {
    setValue(
      'departments',
      (getValues('departments') ?? []).filter((_, at) => at !== index),
      { shouldDirty: true },
    );
    // The button that had the focus is gone: the focus goes on to the name field.
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the name to the list instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      draft.add();
    }
  };

  const listError = errors.departments?.message ?? errors.departments?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('companies:fields.departments')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        {t('companies:create.departmentsHint')}
      </p>
      {names.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('companies:create.departmentsList')}>
          {names.map((name, index) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {name}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={t('companies:create.removeDepartment', { name })}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('companies:create.noDepartments')}</p>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-draft`}>{t('companies:create.departmentName')}</Label>
        <div className="flex gap-2">
          <Input
            ref={input}
            id={`${id}-draft`}
            value={draft.draft}
            maxLength={DEPARTMENT_NAME_MAX}
            autoComplete="off"
            aria-describedby={[`${id}-hint`, draft.error ? `${id}-error` : null].filter(Boolean).join(' ')}
            aria-invalid={draft.error ? true : undefined}
            onChange={(event) => draft.change(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={() => draft.add()}>
            <Plus aria-hidden="true" />
            {t('companies:create.addDepartment')}
          </Button>
        </div>
        {draft.error || listError ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {t(draft.error ?? listError ?? 'errors:VALIDATION_FAILED')}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
