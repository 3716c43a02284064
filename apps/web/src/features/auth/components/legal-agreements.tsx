import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { TSignUpFormValues } from '../lib/auth-forms.ts';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** Opens in a new tab, so the form keeps everything entered. */
function DocumentLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className={linkClass}>
      {children}
    </a>
  );
}

/**
 * "Legal Agreements (Required)": consent to data processing and acceptance of the privacy policy
 * and terms (both required), then the two optional consents, each saying what it does.
 */
export function LegalAgreements() {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<TSignUpFormValues>();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{t('auth:legal.heading')}</legend>
      <FormField
        control={control}
        name="dataProcessing"
        render={({ field }) => (
          <FormItem className="gap-1.5">
            <div className="flex items-start gap-3">
              <FormControl>
                <Checkbox
                  ref={field.ref}
                  className="mt-0.5"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-required="true"
                />
              </FormControl>
              <FormLabel className="block leading-snug font-normal">{t('auth:legal.dataProcessing')}</FormLabel>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="acceptLegal"
        render={({ field }) => (
          <FormItem className="gap-1.5">
            <div className="flex items-start gap-3">
              <FormControl>
                <Checkbox
                  ref={field.ref}
                  className="mt-0.5"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-required="true"
                />
              </FormControl>
              <FormLabel className="block leading-snug font-normal">
                <Trans
                  i18nKey="auth:legal.acceptTerms"
                  t={t}
                  components={{
                    privacy: <DocumentLink to="/privacy-policy" />,
                    terms: <DocumentLink to="/terms-of-service" />,
                  }}
                />
              </FormLabel>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="flex flex-col gap-3 border-t pt-4">
        <p className="text-sm text-muted-foreground">{t('auth:legal.optionalIntro')}</p>
        <OptionalConsent name="aiTips" label={t('auth:legal.aiTips')} description={t('auth:legal.aiTipsDescription')} />
        <OptionalConsent
          name="companyInsights"
          label={t('auth:legal.companyInsights')}
          description={t('auth:legal.companyInsightsDescription')}
        />
      </div>
    </fieldset>
  );
}

function OptionalConsent({
  name,
  label,
  description,
}: {
  name: 'aiTips' | 'companyInsights';
  label: string;
  description: string;
}) {
  const { control } = useFormContext<TSignUpFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex-row items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <FormLabel className="leading-snug">{label}</FormLabel>
            <FormDescription className="text-sm">{description}</FormDescription>
          </div>
          <FormControl>
            <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
