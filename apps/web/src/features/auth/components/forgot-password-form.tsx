import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { cn } from '@/lib/utils.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { isPlausibleEmail } from '../lib/validation.ts';
import { FieldError, FormAlert } from './form-feedback.tsx';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Heading level of the form's title (h2 inside the auth card). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Asks for a reset link. The answer never tells whether an account exists: it is always the same
 * sentence. Only a failed mail delivery (or too many requests) is reported as such.
 */
export function ForgotPasswordForm({ email, onEmailChange, headingLevel = 'h2' }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const id = useId();
  const request = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Heading = headingLevel;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setSent(false);
    setFailure(null);
    if (!isPlausibleEmail(email)) {
      setEmailError(t('auth:validation.emailInvalid'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setEmailError(null);
    try {
      await request.mutateAsync(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading
          className={
            headingLevel === 'h1' ? 'text-3xl font-bold tracking-tight' : 'text-xl font-semibold tracking-tight'
          }
        >
          {t('auth:forgot.title')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('auth:forgot.description')}</p>
      </div>
      {sent ? (
        <FormAlert tone="success">
          <p>{t('auth:forgot.sent')}</p>
          <p className="mt-1 text-muted-foreground">{t('auth:forgot.validity')}</p>
        </FormAlert>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t('auth:fields.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        <FieldError id={`${id}-email-error`}>{emailError}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? <Spinner size="sm" /> : null}
        {request.isPending ? t('auth:forgot.sending') : t('auth:forgot.submit')}
      </Button>
      <Link to="/auth" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'self-center px-0')}>
        {t('auth:backToLogin')}
      </Link>
    </form>
  );
}
