import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { TextField } from '@/components/text-field.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorCodeMessage, errorMessage } from '@/lib/error-messages.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { getSessionState, notifyPasswordRecovery, setSignedOut } from '@/lib/session/session-store.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { RESET_PASSWORD_MESSAGES, ZResetPasswordFormSchema } from '../lib/auth-forms.ts';
import { FormAlert } from './form-feedback.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

type TState = 'form' | 'done' | 'invalid';

/**
 * /reset-password?token=…: a new password from the e-mailed link (valid 15 minutes, works once).
 * An invalid or used link says so and offers a new one; without a token the page explains itself
 * and offers the forgot-password form.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<TState>('form');
  const [email, setEmail] = useState('');
  const [requestNew, setRequestNew] = useState(false);
  useDocumentTitle(t('auth:reset.title'));

  useEffect(() => {
    if (token) notifyPasswordRecovery();
  }, [token]);

  let content;
  if (!token || requestNew) {
    content = (
      <div className="flex flex-col gap-6">
        {!token ? <FormAlert tone="info">{t('auth:reset.missingDescription')}</FormAlert> : null}
        <ForgotPasswordForm email={email} onEmailChange={setEmail} />
      </div>
    );
  } else if (state === 'invalid') {
    content = (
      <div className="flex flex-col gap-4">
        <FormAlert title={t('auth:reset.invalidTitle')}>
          <p>{errorCodeMessage(t, 'RESET_TOKEN_INVALID')}</p>
          <p className="mt-1 text-muted-foreground">{t('auth:reset.invalidDescription')}</p>
        </FormAlert>
        <Button onClick={() => setRequestNew(true)}>{t('auth:reset.requestNew')}</Button>
      </div>
    );
  } else if (state === 'done') {
    content = (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{t('auth:reset.success')}</FormAlert>
        <Link to="/auth" className={buttonVariants()}>
          {t('auth:reset.goToLogin')}
        </Link>
      </div>
    );
  } else {
    content = <NewPasswordForm token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-14">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance">
          {token ? t('auth:reset.title') : t('auth:reset.missingTitle')}
        </h1>
        {token && state === 'form' && !requestNew ? (
          <p className="text-pretty text-muted-foreground">{t('auth:reset.description')}</p>
        ) : null}
      </div>
      <Card className="py-5 sm:py-6">
        <CardContent className="px-4 sm:px-6">{content}</CardContent>
      </Card>
    </div>
  );
}

function NewPasswordForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const reset = useResetPassword();
  const form = useZodForm(ZResetPasswordFormSchema, {
    messages: RESET_PASSWORD_MESSAGES,
    defaultValues: { password: '', confirm: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (values: z.output<typeof ZResetPasswordFormSchema>) => {
    try {
      await reset.mutateAsync({ token, newPassword: values.password });
      // Every session of the account ended, this browser's too.
      if (getSessionState().status === 'signed-in') {
        toast.success(t('auth:reset.success'));
        setSignedOut();
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') onInvalid();
      else if (isApiError(error) && error.code.startsWith('PASSWORD_')) {
        form.setError('password', serverFieldError(error), { shouldFocus: true });
      } else setFormError(errorMessage(t, error));
    }
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (reset.isPending) {
            event.preventDefault();
            return;
          }
          setFormError(null);
          void form.handleSubmit(save)(event);
        }}
        className="flex flex-col gap-4"
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          control={form.control}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.newPassword')}
          description={t('auth:passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        />
        <TextField
          control={form.control}
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t('auth:fields.confirmNewPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Spinner size="sm" /> : null}
          {reset.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </form>
    </Form>
  );
}
