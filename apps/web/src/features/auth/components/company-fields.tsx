import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState } from 'react-hook-form';
import { Building2 } from 'lucide-react';
import type { TCompanyLookupResponse } from '@openwell/contracts';
import { SelectField } from '@/components/select-field.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { TSignUpFormValues } from '../lib/auth-forms.ts';

interface CompanyFieldsProps {
  /** The company of the code as typed, once looked up. */
  company: TCompanyLookupResponse | undefined;
  looking: boolean;
  /** The lookup's own failure (an unknown code), shown while the field has no error of the form's. */
  lookupError: string | undefined;
  onCompanyCodeBlur: () => void;
}

/** Company code (looked up when left or after a pause in typing) and the department of that company. */
export function CompanyFields({ company, looking, lookupError, onCompanyCodeBlur }: CompanyFieldsProps) {
  const { t } = useTranslation('auth');
  const { control, getFieldState } = useFormContext<TSignUpFormValues>();
  const formState = useFormState({ control, name: 'companyCode' });
  const codeError = getFieldState('companyCode', formState).error ?? lookupError;
  const departments = company?.departments ?? [];
  return (
    <>
      <FormField
        control={control}
        name="companyCode"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('auth:fields.companyCode')}</FormLabel>
            <div className="relative">
              <FormControl>
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...field}
                  onBlur={() => {
                    field.onBlur();
                    onCompanyCodeBlur();
                  }}
                  className="pr-9"
                />
              </FormControl>
              {looking ? (
                <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
              ) : null}
            </div>
            <FormDescription>{t('auth:signup.companyCodeHint')}</FormDescription>
            <p aria-live="polite" className="text-sm empty:hidden">
              {company && !codeError ? (
                <span className="flex items-center gap-2 font-medium text-success">
                  <Building2 aria-hidden="true" className="size-4" />
                  {t('auth:signup.companyFound', { name: company.companyName })}
                </span>
              ) : null}
            </p>
            <FormMessage>{lookupError}</FormMessage>
          </FormItem>
        )}
      />
      <SelectField
        control={control}
        name="departmentId"
        label={t('auth:fields.department')}
        disabled={departments.length === 0}
        placeholder={
          departments.length === 0 ? t('auth:signup.departmentNeedsCompany') : t('auth:signup.departmentPlaceholder')
        }
        options={departments.map((department) => ({ value: department.id, label: department.name }))}
      />
    </>
  );
}
