import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { BackupCodesStep } from './backup-codes-step.tsx';
import { PasswordConfirmForm } from './password-confirm-form.tsx';
import { TwoFactorScanStep } from './two-factor-scan-step.tsx';

type TStep =
  | { name: 'idle' }
  | { name: 'enable-password' }
  | { name: 'scan'; totpUri: string; backupCodes: string[] }
  | { name: 'backup-codes'; backupCodes: string[] }
  | { name: 'disable-password' };

/**
 * Second factor management (issue 3 item 5): password -> QR code and secret -> confirm with a code
 * -> backup codes shown once; turning it off asks for the password. State from the current user (getMe). A wrong
 * password answers INVALID_CREDENTIALS: "Invalid email or password. Please try again."
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['profile', 'errors']);
  const [step, setStep] = useState<TStep>({ name: 'idle' });
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();

  const reset = () => {
    enable.reset();
    confirm.reset();
    disable.reset();
    setStep({ name: 'idle' });
  };

  let body;
  switch (step.name) {
    case 'enable-password':
      body = (
        <PasswordConfirmForm
          prompt={t('profile:twoFactor.enablePrompt')}
          submitLabel={t('profile:twoFactor.continue')}
          onCancel={reset}
          onSubmit={async (password) => {
            const { totpURI, backupCodes } = await enable.mutateAsync(password);
            setStep({ name: 'scan', totpUri: totpURI, backupCodes });
          }}
        />
      );
      break;
    case 'scan':
      body = (
        <TwoFactorScanStep
          totpUri={step.totpUri}
          onCancel={reset}
          onConfirm={async (code) => {
            await confirm.mutateAsync(code);
            setStep({ name: 'backup-codes', backupCodes: step.backupCodes });
          }}
        />
      );
      break;
    case 'backup-codes':
      body = <BackupCodesStep codes={step.backupCodes} onDone={reset} />;
      break;
    case 'disable-password':
      body = (
        <PasswordConfirmForm
          prompt={t('profile:twoFactor.disablePrompt')}
          submitLabel={t('profile:twoFactor.disable')}
          destructive
          onCancel={reset}
          onSubmit={async (password) => {
            await disable.mutateAsync(password);
            reset();
            toast.success(t('profile:twoFactor.disabledToast'));
          }}
        />
      );
      break;
    default:
      body = (
        <div className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="two-factor-status">
            {enabled ? (
              <ShieldCheck aria-hidden="true" className="size-5 text-success" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
            )}
            {enabled ? t('profile:twoFactor.statusOn') : t('profile:twoFactor.statusOff')}
          </p>
          {enabled ? (
            <Button type="button" variant="outline" onClick={() => setStep({ name: 'disable-password' })}>
              {t('profile:twoFactor.disable')}
            </Button>
          ) : (
            <Button type="button" onClick={() => setStep({ name: 'enable-password' })}>
              {t('profile:twoFactor.enable')}
            </Button>
          )}
        </div>
      );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('profile:twoFactor.title')}</h2>
        </CardTitle>
        <CardDescription>{t('profile:twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
