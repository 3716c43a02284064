import { useId, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOTP_CODE_PATTERN } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useVerifyTwoFactor, type TTwoFactorMethod } from '@/features/auth/index.ts';
import { errorMessage } from '@/lib/error-messages.ts';

/**
 * The admin login's second step: the 6-digit authenticator code (format checked here: "Invalid
 * Code" / "Please enter a valid 6-digit code", no server call) or a backup code.
 */
export function AdminTwoFactorForm({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const [method, setMethod] = useState<TTwoFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const verify = useVerifyTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = method === 'totp' ? code.replace(/\s+/g, '') : code.trim();
    if (method === 'totp' ? !TOTP_CODE_PATTERN.test(cleaned) : cleaned.length === 0) {
      setFormatError(true);
      return;
    }
    setFormatError(false);
    verify.mutate({ method, code: cleaned }, { onSuccess: onVerified });
  };

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup-code' : 'totp');
    setCode('');
    setFormatError(false);
    verify.reset();
  };

  const hasError = formatError || verify.isError;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('admin:login.twoFactorTitle')}</h2>
        <p className="text-sm text-muted-foreground">
          {method === 'totp' ? t('admin:login.twoFactorDescription') : t('admin:login.backupDescription')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{method === 'totp' ? t('admin:login.code') : t('admin:login.backupCode')}</Label>
        <Input
          id={id}
          autoFocus
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={hasError ? true : undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
          className="font-mono tracking-widest"
        />
        {hasError ? (
          <div id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {formatError && method === 'totp' ? (
              <>
                <p className="font-semibold">{t('admin:login.invalidCodeTitle')}</p>
                <p>{t('admin:login.invalidCodeDescription')}</p>
              </>
            ) : formatError ? (
              <p>{t('admin:login.backupCodeRequired')}</p>
            ) : (
              <p>{errorMessage(t, verify.error)}</p>
            )}
          </div>
        ) : null}
      </div>
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? <Spinner size="sm" /> : null}
        {t('admin:login.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('admin:login.backToLogin')}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchMethod}>
          {method === 'totp' ? t('admin:login.useBackupCode') : t('admin:login.useAuthenticator')}
        </Button>
      </div>
    </form>
  );
}
