import { useState } from 'react';
import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { Redirect } from '@/components/redirect.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import {
  BackupCodesStep,
  PasswordConfirmForm,
  TwoFactorScanStep,
  useConfirmTwoFactor,
  useEnableTwoFactor,
} from '@/features/accounts/index.ts';
import { ADMIN_DASHBOARD_PATH } from '@/lib/admin-area-paths.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { cn } from '@/lib/utils.ts';

type TStep =
  | { name: 'password' }
  | { name: 'scan'; totpUri: string; backupCodes: string[] }
  | { name: 'backup-codes'; backupCodes: string[] };

const STEP_ORDER: readonly TStep['name'][] = ['password', 'scan', 'backup-codes'];

/**
 * /admin/two-factor: employer and admin accounts without a second factor come here (after the admin login, the
 * first-admin setup, an accepted invitation, or from any admin-area page) and enrol one before the admin area
 * opens. The steps are the profile's: password, QR code or key, a code from the app, the backup codes; then on to
 * the dashboard. An account that already has one goes straight on.
 */
export function SecondFactorEnrolmentPage() {
  const { t } = useTranslation(['employers', 'profile', 'errors']);
  useDocumentTitle(t('employers:enrolment.title'));
  const { user } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<TStep>({ name: 'password' });
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();

  // Confirming turns the factor on before the backup codes are shown: only an account that had it on arrival
  // (or enrolled in another tab before starting here) goes straight on.
  if (step.name === 'password' && user?.twoFactorEnabled) return <Redirect to={ADMIN_DASHBOARD_PATH} />;
  if (!user) return <FullPageLoader />;

  const restart = () => {
    enable.reset();
    confirm.reset();
    setStep({ name: 'password' });
  };

  let body;
  if (step.name === 'password') {
    body = (
      <PasswordConfirmForm
        prompt={t('employers:enrolment.passwordPrompt')}
        submitLabel={t('profile:twoFactor.continue')}
        onSubmit={async (password) => {
          const { totpURI, backupCodes } = await enable.mutateAsync(password);
          setStep({ name: 'scan', totpUri: totpURI, backupCodes });
        }}
      />
    );
  } else if (step.name === 'scan') {
    body = (
      <TwoFactorScanStep
        totpUri={step.totpUri}
        onCancel={restart}
        onConfirm={async (code) => {
          await confirm.mutateAsync(code);
          setStep({ name: 'backup-codes', backupCodes: step.backupCodes });
        }}
      />
    );
  } else {
    body = (
      <BackupCodesStep
        codes={step.backupCodes}
        onDone={() => {
          toast.success(t('employers:enrolment.done'));
          void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
        }}
      />
    );
  }

  const current = STEP_ORDER.indexOf(step.name);
  const stepLabels = [
    t('employers:enrolment.stepPassword'),
    t('employers:enrolment.stepScan'),
    t('employers:enrolment.stepBackupCodes'),
  ];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('employers:enrolment.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('employers:enrolment.why')}</p>
        <p className="text-sm text-muted-foreground">{t('employers:enrolment.signedInAs', { email: user.email })}</p>
      </div>
      <ol aria-label={t('employers:enrolment.stepsLabel')} className="grid gap-2 sm:grid-cols-3">
        {stepLabels.map((label, index) => (
          <li
            key={label}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              index === current ? 'border-primary bg-primary/5 font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                index < current && 'border-success bg-success text-success-foreground',
                index === current && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {index < current ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span>
              <span className="sr-only">
                {t('employers:enrolment.stepOf', { step: index + 1, steps: stepLabels.length })}{' '}
              </span>
              {label}
            </span>
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <CardTitle asChild className="leading-snug">
            <h2>{stepLabels[current]}</h2>
          </CardTitle>
          {step.name === 'backup-codes' ? null : <CardDescription>{t('employers:enrolment.appHint')}</CardDescription>}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
