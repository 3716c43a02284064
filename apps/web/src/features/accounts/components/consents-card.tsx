import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@openwell/contracts';
import { SwitchField } from '@/components/switch-field.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateConsents } from '../api/update-consents.ts';
import { ZConsentsFormSchema } from '../lib/account-forms.ts';

/** The card's id: /profile#consents lands on it (the coach's "turn on AI tips" links here). */
export const CONSENTS_CARD_ID = 'consents';

type TConsents = NonNullable<TCurrentUser['consents']>;
type TConsentField = 'dataProcessing' | 'aiTips' | 'companyInsights';
type TSwitchable = Exclude<TConsentField, 'dataProcessing'>;

/**
 * Consents: data processing is required and cannot be withdrawn (shown, disabled);
 * AI tips and anonymous company insights switch on and off with immediate effect.
 */
export function ConsentsCard({ consents }: { consents: TConsents }) {
  const { t } = useTranslation(['profile', 'errors']);
  const update = useUpdateConsents();

  // The server's state; while a change is on its way the switch shows the requested state.
  const pending = update.isPending ? update.variables : undefined;
  const form = useZodForm(ZConsentsFormSchema, {
    messages: {},
    values: {
      dataProcessing: consents.dataProcessing.granted,
      aiTips: pending?.aiTips ?? consents.aiTips.granted,
      companyInsights: pending?.companyInsights ?? consents.companyInsights.granted,
    },
  });

  const change = (kind: TSwitchable, granted: boolean) => {
    update.mutate(
      { [kind]: granted },
      {
        onSuccess: () => {
          if (kind === 'aiTips')
            toast.success(granted ? t('profile:consents.aiTipsOn') : t('profile:consents.aiTipsOff'));
          else toast.success(granted ? t('profile:consents.insightsOn') : t('profile:consents.insightsOff'));
        },
        onError: (error) => {
          // Back to the server's state (also when the answer came before the pending state showed).
          form.setValue(kind, consents[kind].granted);
          toast.error(errorMessage(t, error));
        },
      },
    );
  };

  const row = (name: TConsentField, label: ReactNode, explanation: string) => (
    <SwitchField
      control={form.control}
      name={name}
      as="li"
      className="py-4 first:pt-0 last:pb-0"
      label={label}
      description={explanation}
      descriptionClassName="text-sm text-pretty"
      controlClassName="pt-0.5"
      disabled={name === 'dataProcessing' || update.isPending}
      onCheckedChange={name === 'dataProcessing' ? undefined : (granted) => change(name, granted)}
    />
  );

  return (
    <Card id={CONSENTS_CARD_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:consents.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:consents.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <ul className="flex flex-col divide-y">
            {row(
              'dataProcessing',
              <>
                {t('profile:consents.dataProcessing')}
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {t('profile:consents.required')}
                </span>
              </>,
              t('profile:consents.dataProcessingExplanation'),
            )}
            {row('aiTips', t('profile:consents.aiTips'), t('profile:consents.aiTipsExplanation'))}
            {row(
              'companyInsights',
              t('profile:consents.companyInsights'),
              t('profile:consents.companyInsightsExplanation'),
            )}
          </ul>
        </Form>
      </CardContent>
    </Card>
  );
}
