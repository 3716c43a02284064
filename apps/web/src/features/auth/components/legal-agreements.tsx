import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { SwitchField } from '@/components/switch-field.tsx';
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
      <CheckboxField
        control={control}
        name="dataProcessing"
        aria-required="true"
        className="gap-1.5"
        labelClassName="block font-normal"
        label={t('auth:legal.dataProcessing')}
      />
      <CheckboxField
        control={control}
        name="acceptLegal"
        aria-required="true"
        className="gap-1.5"
        labelClassName="block font-normal"
        label={
          <Trans
            i18nKey="auth:legal.acceptTerms"
            t={t}
            components={{
              privacy: <DocumentLink to="/privacy-policy" />,
              terms: <DocumentLink to="/terms-of-service" />,
            }}
          />
        }
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
    <SwitchField
      control={control}
      name={name}
      label={label}
      labelClassName="leading-snug"
      description={description}
      descriptionClassName="text-sm"
      textClassName="gap-1"
    />
  );
}
