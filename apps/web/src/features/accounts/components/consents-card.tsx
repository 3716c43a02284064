import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser, TUpdateConsentsRequest } from '@openwell/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useUpdateConsents } from '../api/update-consents.ts';

type TConsents = NonNullable<TCurrentUser['consents']>;
type TSwitchable = 'aiTips' | 'companyInsights';

function ConsentRow({
  label,
  explanation,
  control,
}: {
  label: (id: string) => ReactNode;
  explanation: string;
  control: (ids: { id: string; describedBy: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = `${id}-explanation`;
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1.5">
        {label(id)}
        <p id={describedBy} className="text-sm text-pretty text-muted-foreground">
          {explanation}
        </p>
      </div>
      <div className="pt-0.5">{control({ id, describedBy })}</div>
    </li>
  );
}

/**
 * Consents (spec section 4): data processing is required and cannot be withdrawn (shown, disabled);
 * AI tips and anonymous company insights switch on and off with immediate effect.
 */
export function ConsentsCard({ consents }: { consents: TConsents }) {
  const { t } = useTranslation(['profile', 'errors']);
  const update = useUpdateConsents();

  // While a change is on its way the switch shows the requested state.
  const pending = update.isPending ? update.variables : undefined;
  const checked = (kind: TSwitchable) => pending?.[kind] ?? consents[kind].granted;

  const change = (kind: TSwitchable, granted: boolean) => {
    const body: TUpdateConsentsRequest = { [kind]: granted };
    update.mutate(body, {
      onSuccess: () => {
        if (kind === 'aiTips')
          toast.success(granted ? t('profile:consents.aiTipsOn') : t('profile:consents.aiTipsOff'));
        else toast.success(granted ? t('profile:consents.insightsOn') : t('profile:consents.insightsOff'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  const switchable = (kind: TSwitchable, label: string, explanation: string) => (
    <ConsentRow
      label={(id) => <Label htmlFor={id}>{label}</Label>}
      explanation={explanation}
      control={({ id, describedBy }) => (
        <Switch
          id={id}
          checked={checked(kind)}
          disabled={update.isPending}
          aria-describedby={describedBy}
          onCheckedChange={(granted) => change(kind, granted)}
        />
      )}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:consents.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:consents.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          <ConsentRow
            label={(id) => (
              <Label htmlFor={id}>
                {t('profile:consents.dataProcessing')}
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  {t('profile:consents.required')}
                </span>
              </Label>
            )}
            explanation={t('profile:consents.dataProcessingExplanation')}
            control={({ id, describedBy }) => (
              <Switch id={id} checked={consents.dataProcessing.granted} disabled aria-describedby={describedBy} />
            )}
          />
          {switchable('aiTips', t('profile:consents.aiTips'), t('profile:consents.aiTipsExplanation'))}
          {switchable(
            'companyInsights',
            t('profile:consents.companyInsights'),
            t('profile:consents.companyInsightsExplanation'),
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
