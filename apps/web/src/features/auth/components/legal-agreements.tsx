import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FieldError } from './form-feedback.tsx';

export interface TConsentValues {
  dataProcessing: boolean;
  acceptLegal: boolean;
  aiTips: boolean;
  companyInsights: boolean;
}

interface LegalAgreementsProps {
  idPrefix: string;
  values: TConsentValues;
  onChange: (change: Partial<TConsentValues>) => void;
  dataProcessingError: string | undefined;
  legalError: string | undefined;
}

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
export function LegalAgreements({ idPrefix, values, onChange, dataProcessingError, legalError }: LegalAgreementsProps) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{t('auth:legal.heading')}</legend>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${idPrefix}-data-processing`}
            className="mt-0.5"
            checked={values.dataProcessing}
            onCheckedChange={(checked) => onChange({ dataProcessing: checked === true })}
            aria-required="true"
            aria-invalid={dataProcessingError ? true : undefined}
            aria-describedby={dataProcessingError ? `${idPrefix}-data-processing-error` : undefined}
          />
          <Label htmlFor={`${idPrefix}-data-processing`} className="block leading-snug font-normal">
            {t('auth:legal.dataProcessing')}
          </Label>
        </div>
        <FieldError id={`${idPrefix}-data-processing-error`}>{dataProcessingError}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${idPrefix}-legal`}
            className="mt-0.5"
            checked={values.acceptLegal}
            onCheckedChange={(checked) => onChange({ acceptLegal: checked === true })}
            aria-required="true"
            aria-invalid={legalError ? true : undefined}
            aria-describedby={legalError ? `${idPrefix}-legal-error` : undefined}
          />
          <Label htmlFor={`${idPrefix}-legal`} className="block leading-snug font-normal">
            <Trans
              i18nKey="auth:legal.acceptTerms"
              t={t}
              components={{
                privacy: <DocumentLink to="/privacy-policy" />,
                terms: <DocumentLink to="/terms-of-service" />,
              }}
            />
          </Label>
        </div>
        <FieldError id={`${idPrefix}-legal-error`}>{legalError}</FieldError>
      </div>
      <div className="flex flex-col gap-3 border-t pt-4">
        <p className="text-sm text-muted-foreground">{t('auth:legal.optionalIntro')}</p>
        <OptionalConsent
          id={`${idPrefix}-ai-tips`}
          label={t('auth:legal.aiTips')}
          description={t('auth:legal.aiTipsDescription')}
          checked={values.aiTips}
          onCheckedChange={(checked) => onChange({ aiTips: checked })}
        />
        <OptionalConsent
          id={`${idPrefix}-insights`}
          label={t('auth:legal.companyInsights')}
          description={t('auth:legal.companyInsightsDescription')}
          checked={values.companyInsights}
          onCheckedChange={(checked) => onChange({ companyInsights: checked })}
        />
      </div>
    </fieldset>
  );
}

function OptionalConsent(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <Label htmlFor={props.id} className="leading-snug">
          {props.label}
        </Label>
        <p id={`${props.id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${props.id}-description`}
      />
    </div>
  );
}
