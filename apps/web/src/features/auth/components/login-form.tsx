import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useSignIn } from '../api/sign-in.ts';
import { isPlausibleEmail } from '../lib/validation.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { FieldError, FormAlert } from './form-feedback.tsx';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onTwoFactorRequired: () => void;
}

/** Email and password. Wrong credentials, a locked account and too many attempts each get their message. */
export function LoginForm({ email, onEmailChange, onForgotPassword, onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useSignIn();
  const [finishing, setFinishing] = useState(false);
  const busy = signIn.isPending || finishing;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors: { email?: string; password?: string } = {};
    if (!isPlausibleEmail(email)) errors.email = t('auth:validation.emailInvalid');
    if (password.length === 0) errors.password = t('auth:validation.passwordRequired');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      document.getElementById(errors.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    try {
      const result = await signIn.mutateAsync({ email: email.trim(), password });
      if (result.kind === 'two-factor-required') {
        onTwoFactorRequired();
        return;
      }
      setFinishing(true);
      const user = await completeSignIn();
      if (!user) {
        setFormError(t('errors:generic'));
        return;
      }
      toast.success(t('auth:login.success'));
    } catch (error) {
      setFormError(errorMessage(t, error));
    } finally {
      setFinishing(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t('auth:fields.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
        />
        <FieldError id={`${id}-email-error`}>{fieldErrors.email}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-password`}>{t('auth:fields.password')}</Label>
          <Button type="button" variant="link" size="sm" className="h-auto px-0 py-0" onClick={onForgotPassword}>
            {t('auth:login.forgotPassword')}
          </Button>
        </div>
        <Input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
        />
        <FieldError id={`${id}-password-error`}>{fieldErrors.password}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        {busy ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </form>
  );
}
