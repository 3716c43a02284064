import { CirclePause, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompanyDetail } from '@openwell/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useUpdateCompany } from '../api/update-company.ts';

/** The subscription: active or suspended, and the way to switch (after a confirmation saying what it means). */
export function CompanySubscriptionCard({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation(['companies', 'errors']);
  const update = useUpdateCompany();
  const suspended = company.status === 'suspended';

  const confirm = () => {
    const status = suspended ? 'active' : 'suspended';
    update.mutate(
      { params: { companyId: company.id }, body: { status } },
      {
        onSuccess: (updated) =>
          toast.success(
            status === 'suspended'
              ? t('companies:subscription.suspended', { name: updated.name })
              : t('companies:subscription.reactivated', { name: updated.name }),
          ),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('companies:subscription.title')}</h2>
        </CardTitle>
        <CardDescription>
          {suspended ? t('companies:subscription.suspendedDescription') : t('companies:subscription.activeDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant={suspended ? 'default' : 'outline'} disabled={update.isPending}>
              {update.isPending ? (
                <Spinner size="sm" />
              ) : suspended ? (
                <CirclePlay aria-hidden="true" />
              ) : (
                <CirclePause aria-hidden="true" />
              )}
              {suspended ? t('companies:subscription.reactivate') : t('companies:subscription.suspend')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>
                {suspended
                  ? t('companies:subscription.reactivateTitle', { name: company.name })
                  : t('companies:subscription.suspendTitle', { name: company.name })}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {suspended
                  ? t('companies:subscription.reactivateDescription')
                  : t('companies:subscription.suspendDescription')}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('companies:subscription.cancel')}</AlertDialogCancel>
              <AlertDialogAction variant={suspended ? 'default' : 'destructive'} onClick={confirm}>
                {suspended ? t('companies:subscription.reactivateConfirm') : t('companies:subscription.suspendConfirm')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
