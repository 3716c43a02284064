import { KeyRound, RefreshCw } from 'lucide-react';
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
import { useRotateCompanyCode } from '../api/rotate-company-code.ts';
import { CopyCodeButton } from './copy-code-button.tsx';

/**
 * The company code, large and easy to copy (employers hand it to their employees), and "Rotate code" after a
 * confirmation saying what that means (admins for any company, employers for their own).
 */
export function CompanyCodeCard({ company, audience }: { company: TCompanyDetail; audience: 'admin' | 'employer' }) {
  const { t } = useTranslation(['companies', 'errors']);
  const rotate = useRotateCompanyCode();

  const confirmRotate = () => {
    rotate.mutate(
      { params: { companyId: company.id } },
      {
        onSuccess: (updated) => toast.success(t('companies:code.rotated', { code: updated.code })),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 leading-snug">
          <h2>
            <KeyRound aria-hidden="true" className="size-5 text-primary" />
            {t('companies:code.title')}
          </h2>
        </CardTitle>
        <CardDescription>
          {audience === 'admin' ? t('companies:code.descriptionAdmin') : t('companies:code.descriptionEmployer')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p
          data-testid="company-code"
          className="w-fit rounded-lg border bg-muted/50 px-4 py-3 font-mono text-2xl font-semibold tracking-widest break-all select-all sm:text-3xl"
        >
          {company.code}
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyCodeButton code={company.code} />
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="outline" disabled={rotate.isPending}>
                {rotate.isPending ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" />}
                {t('companies:code.rotate')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('companies:code.rotateTitle', { name: company.name })}</AlertDialogTitle>
                <AlertDialogDescription>{t('companies:code.rotateDescription')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('companies:code.cancel')}</AlertDialogCancel>
                <AlertDialogAction onClick={confirmRotate}>{t('companies:code.rotateConfirm')}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardContent>
    </Card>
  );
}
