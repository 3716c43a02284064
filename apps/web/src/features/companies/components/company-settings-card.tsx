import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCompanyDetail } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import {
  changedSettings,
  COMPANY_SETTINGS_MESSAGES,
  settingsFormValues,
  ZUpdateCompanyFormSchema,
} from '../lib/company-forms.ts';
import { CompanySettingsFields, LeaderboardNamedField } from './company-settings-fields.tsx';

/**
 * A company's settings (platform admins): name, default language, time zone, seat limit and whether it is named on
 * the companies leaderboard; only changes are sent.
 */
export function CompanySettingsCard({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation(['companies', 'errors']);
  const update = useUpdateCompany();
  const form = useZodForm(ZUpdateCompanyFormSchema, {
    messages: COMPANY_SETTINGS_MESSAGES,
    defaultValues: settingsFormValues(company),
  });

  const save = (values: z.output<typeof ZUpdateCompanyFormSchema>) => {
    const changes = changedSettings(company, values);
    if (Object.keys(changes).length === 0) {
      form.reset(settingsFormValues(company));
      return;
    }
    update.mutate(
      { params: { companyId: company.id }, body: changes },
      {
        onSuccess: (updated) => {
          form.reset(settingsFormValues(updated));
          toast.success(t('companies:settings.saved'));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('companies:settings.title')}</h2>
        </CardTitle>
        <CardDescription>{t('companies:settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void form.handleSubmit(save)(event)}>
            <CompanySettingsFields />
            <div className="border-t pt-5">
              <LeaderboardNamedField />
            </div>
            {update.isError ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {errorMessage(t, update.error)}
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
                {update.isPending ? <Spinner size="sm" /> : <Save aria-hidden="true" />}
                {t('companies:settings.save')}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
