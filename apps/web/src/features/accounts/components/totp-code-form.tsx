import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOTP_CODE_PATTERN } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/**
 * A 6-digit authenticator code. A wrongly formatted code gets "Invalid Code" / "Please enter a valid
 * 6-digit code" without calling the server; server errors come in through `error`.
 */
export function TotpCodeForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = code.replace(/\s+/g, '');
    if (!TOTP_CODE_PATTERN.test(cleaned)) {
      setFormatError(true);
      return;
    }
    setFormatError(false);
    onSubmit(cleaned);
  };

  const hasError = formatError || error !== null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t('profile:twoFactor.code')}</Label>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={hasError ? true : undefined}
          aria-describedby={hasError ? `${id}-error` : `${id}-hint`}
          className="max-w-40 font-mono tracking-widest"
        />
        {hasError ? (
          <div id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {formatError ? (
              <>
                <p className="font-semibold">{t('profile:twoFactor.invalidCodeTitle')}</p>
                <p>{t('profile:twoFactor.invalidCodeDescription')}</p>
              </>
            ) : (
              <p>{error}</p>
            )}
          </div>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('profile:twoFactor.codeHint')}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('profile:twoFactor.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner size="sm" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
