import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompanyDetail } from '@openwell/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateOwnCompanySettings } from '../api/update-own-company-settings.ts';
import { ZOwnCompanySettingsFormSchema } from '../lib/company-forms.ts';
import { LeaderboardNamedField } from './company-settings-fields.tsx';

/**
 * The employer's own setting: whether employees of other companies see the company's name on the companies
 * leaderboard. A change is saved at once; while it is on its way the switch shows the requested state, and a refusal
 * puts it back to the company's saved state.
 */
export function OwnCompanyLeaderboardCard({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation(['companies', 'errors']);
  const update = useUpdateOwnCompanySettings();
  const requested = update.isPending ? update.variables.body?.leaderboardNamed : undefined;
  const form = useZodForm(ZOwnCompanySettingsFormSchema, {
    messages: {},
    values: { leaderboardNamed: requested ?? company.leaderboardNamed },
  });

  const change = (named: boolean) => {
    update.mutate(
      { body: { leaderboardNamed: named } },
      {
        onSuccess: (updated) =>
          toast.success(
            updated.leaderboardNamed ? t('companies:leaderboard.namedOn') : t('companies:leaderboard.namedOff'),
          ),
        onError: (error) => {
          // Back to the saved state (also when the answer came before the pending state showed).
          form.setValue('leaderboardNamed', company.leaderboardNamed);
          toast.error(errorMessage(t, error));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 leading-snug">
          <h2>
            <Medal aria-hidden="true" className="size-5 text-primary" />
            {t('companies:leaderboard.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('companies:leaderboard.ownDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <LeaderboardNamedField pending={update.isPending} onChange={change} />
        </Form>
      </CardContent>
    </Card>
  );
}
