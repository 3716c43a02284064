import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useVerifyTwoFactor, type TTwoFactorMethod } from '../api/verify-two-factor.ts';
import { isTotpCodeFormat, normalizeCode } from '../lib/validation.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { FormAlert } from './form-feedback.tsx';

type TProblem = { title?: string; message: string } | null;

/**
 * The second step of a sign-in with a second factor: the authenticator's 6-digit code, or one of
 * the backup codes. A code that is not six digits is refused here, without asking the server.
 */
export function TwoFactorForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const id = useId();
  const [method, setMethod] = useState<TTwoFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<TProblem>(null);
  const verify = useVerifyTwoFactor();
  const [finishing, setFinishing] = useState(false);
  const busy = verify.isPending || finishing;
  const inputId = `${id}-code`;

  const switchMethod = (next: TTwoFactorMethod) => {
    setMethod(next);
    setCode('');
    setProblem(null);
    // The input is re-rendered for the other method; give it the focus back.
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = method === 'totp' ? normalizeCode(code) : code.trim();
    if (method === 'totp' && !isTotpCodeFormat(value)) {
      setProblem({ title: t('auth:twoFactor.invalidTitle'), message: t('auth:twoFactor.invalidDescription') });
      document.getElementById(inputId)?.focus();
      return;
    }
    if (method === 'backup-code' && value.length === 0) {
      setProblem({ message: t('auth:twoFactor.backupRequired') });
      document.getElementById(inputId)?.focus();
      return;
    }
    setProblem(null);
    try {
      await verify.mutateAsync({ method, code: value });
      setFinishing(true);
      const user = await completeSignIn();
      if (!user) {
        setProblem({ message: t('errors:generic') });
        return;
      }
      toast.success(t('auth:login.successMfa'));
    } catch (error) {
      // The pending sign-in expired (it lasts a few minutes): start again with the password.
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        setProblem({ message: t('auth:twoFactor.expired') });
      } else {
        setProblem({ message: errorMessage(t, error) });
      }
    } finally {
      setFinishing(false);
    }
  };

  const totp = method === 'totp';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('auth:twoFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">
          {totp ? t('auth:twoFactor.description') : t('auth:twoFactor.backupDescription')}
        </p>
      </div>
      {problem ? <FormAlert title={problem.title}>{problem.message}</FormAlert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{totp ? t('auth:twoFactor.codeLabel') : t('auth:twoFactor.backupCodeLabel')}</Label>
        <Input
          key={method}
          id={inputId}
          name={totp ? 'totp' : 'backup-code'}
          inputMode={totp ? 'numeric' : 'text'}
          autoComplete={totp ? 'one-time-code' : 'off'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={totp ? 7 : 32}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          className={totp ? 'text-center font-mono text-lg tracking-[0.4em]' : 'font-mono'}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        {busy ? t('auth:twoFactor.verifying') : t('auth:twoFactor.verify')}
      </Button>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-0"
          onClick={() => switchMethod(totp ? 'backup-code' : 'totp')}
        >
          {totp ? t('auth:twoFactor.useBackupCode') : t('auth:twoFactor.useAuthenticator')}
        </Button>
        <Button type="button" variant="link" size="sm" className="px-0" onClick={onBack}>
          {t('auth:backToLogin')}
        </Button>
      </div>
    </form>
  );
}
