import { useState } from 'react';
import { Hourglass, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { POINTS_EXPIRY_MONTHS_MAX, POINTS_EXPIRY_NOTICE_DAYS, type TCompanyDetail } from '@openwell/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { useUpdateOwnCompanySettings } from '../api/update-own-company-settings.ts';
import {
  expiresSooner,
  POINTS_EXPIRY_CHOICES,
  POINTS_EXPIRY_MESSAGES,
  pointsExpiryFormValues,
  ZPointsExpiryFormSchema,
} from '../lib/company-forms.ts';

/**
 * The point expiry policy (issue 11): never, or N months after the points were earned, oldest first. Employers set
 * their own company's (updateOwnCompanySettings), platform admins any company's (updateCompany). The card says what it
 * means before anything is saved; a policy that lets points expire sooner asks for a confirmation first, since points
 * already older than the new period expire at the next daily run and cannot be given back.
 */
export function PointsExpiryCard({ company, audience }: { company: TCompanyDetail; audience: 'admin' | 'employer' }) {
  const { t } = useTranslation(['companies', 'errors']);
  const updateCompany = useUpdateCompany();
  const updateOwn = useUpdateOwnCompanySettings();
  const pending = audience === 'admin' ? updateCompany.isPending : updateOwn.isPending;
  const [confirming, setConfirming] = useState<number | null>(null);
  const form = useZodForm(ZPointsExpiryFormSchema, {
    messages: POINTS_EXPIRY_MESSAGES,
    defaultValues: pointsExpiryFormValues(company.pointsExpiryMonths),
  });
  const choice = form.watch('choice');

  const save = (pointsExpiryMonths: number | null) => {
    const callbacks = {
      onSuccess: (updated: TCompanyDetail) => {
        form.reset(pointsExpiryFormValues(updated.pointsExpiryMonths));
        toast.success(
          updated.pointsExpiryMonths === null
            ? t('companies:expiry.savedNever')
            : t('companies:expiry.saved', { count: updated.pointsExpiryMonths }),
        );
      },
      onError: (error: unknown) => toast.error(errorMessage(t, error)),
    };
    if (audience === 'admin') {
      updateCompany.mutate({ params: { companyId: company.id }, body: { pointsExpiryMonths } }, callbacks);
    } else {
      updateOwn.mutate({ body: { pointsExpiryMonths } }, callbacks);
    }
  };

  const submit = ({ pointsExpiryMonths }: { pointsExpiryMonths: number | null }) => {
    if (pointsExpiryMonths === company.pointsExpiryMonths) {
      form.reset(pointsExpiryFormValues(company.pointsExpiryMonths));
      return;
    }
    if (pointsExpiryMonths !== null && expiresSooner(company.pointsExpiryMonths, pointsExpiryMonths)) {
      setConfirming(pointsExpiryMonths);
      return;
    }
    save(pointsExpiryMonths);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 leading-snug">
          <h2>
            <Hourglass aria-hidden="true" className="size-5 text-primary" />
            {t('companies:expiry.title')}
          </h2>
        </CardTitle>
        <CardDescription>
          {audience === 'admin' ? t('companies:expiry.descriptionAdmin') : t('companies:expiry.descriptionEmployer')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-pretty" data-testid="points-expiry-current">
          {company.pointsExpiryMonths === null
            ? t('companies:expiry.currentNever')
            : t('companies:expiry.current', { count: company.pointsExpiryMonths })}
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-pretty text-muted-foreground">
          <li>{t('companies:expiry.ruleOldestFirst')}</li>
          <li>{t('companies:expiry.ruleDaily')}</li>
          <li>{t('companies:expiry.ruleNotice', { days: POINTS_EXPIRY_NOTICE_DAYS })}</li>
        </ul>
        <Form {...form}>
          <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="choice"
                label={t('companies:expiry.label')}
                disabled={pending}
                options={POINTS_EXPIRY_CHOICES.map((value) => ({
                  value,
                  label:
                    value === 'never'
                      ? t('companies:expiry.never')
                      : value === 'other'
                        ? t('companies:expiry.other')
                        : t('companies:expiry.afterMonths', { count: Number(value) }),
                }))}
              />
              {choice === 'other' ? (
                <TextField
                  control={form.control}
                  name="months"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  pattern="[0-9]*"
                  label={t('companies:expiry.monthsLabel')}
                  description={t('companies:expiry.monthsHint', { max: POINTS_EXPIRY_MONTHS_MAX })}
                />
              ) : null}
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={pending || !form.formState.isDirty}>
                {pending ? <Spinner size="sm" /> : <Save aria-hidden="true" />}
                {t('companies:expiry.save')}
              </Button>
            </div>
          </form>
        </Form>
        <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('companies:expiry.confirmTitle', { count: confirming ?? 0 })}</AlertDialogTitle>
              <AlertDialogDescription>
                {t('companies:expiry.confirmDescription', { count: confirming ?? 0 })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('companies:expiry.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  if (confirming !== null) save(confirming);
                  setConfirming(null);
                }}
              >
                {t('companies:expiry.confirm')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
