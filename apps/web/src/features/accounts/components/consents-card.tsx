import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@openwell/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
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
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem asChild className="flex-row items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
          <li>
            <div className="flex min-w-0 flex-col gap-1.5">
              <FormLabel>{label}</FormLabel>
              <FormDescription className="text-sm text-pretty">{explanation}</FormDescription>
            </div>
            <div className="pt-0.5">
              <FormControl>
                <Switch
                  ref={field.ref}
                  checked={field.value}
                  disabled={name === 'dataProcessing' || update.isPending}
                  onBlur={field.onBlur}
                  onCheckedChange={(granted) => {
                    if (name === 'dataProcessing') return;
                    field.onChange(granted);
                    change(name, granted);
                  }}
                />
              </FormControl>
            </div>
          </li>
        </FormItem>
      )}
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
