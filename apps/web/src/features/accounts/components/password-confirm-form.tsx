import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** "Confirm with your password": used to start enrolment and to turn the second factor off. */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  destructive = false,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  prompt: string;
  submitLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const shownError = missing ? t('profile:twoFactor.passwordRequired') : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{prompt}</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t('profile:twoFactor.password')}</Label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
        />
        {shownError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {shownError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t('profile:twoFactor.cancel')}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
          {pending ? <Spinner size="sm" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
