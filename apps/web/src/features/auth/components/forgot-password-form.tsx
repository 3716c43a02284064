import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/text-field.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { cn } from '@/lib/utils.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { usePageEmail } from '../hooks/use-page-email.ts';
import { FORGOT_PASSWORD_MESSAGES, ZForgotPasswordFormSchema } from '../lib/auth-forms.ts';
import { FormAlert } from './form-feedback.tsx';

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Heading level of the form's title (h2 inside the auth card). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Asks for a reset link. The answer never tells whether an account exists: it is always the same
 * sentence. The server sends the mail after answering, so only a request that fails itself (too many
 * requests, no connection, a server error) is reported as such.
 */
export function ForgotPasswordForm({ email, onEmailChange, headingLevel = 'h2' }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useZodForm(ZForgotPasswordFormSchema, { messages: FORGOT_PASSWORD_MESSAGES, defaultValues: { email } });
  usePageEmail(form, email);
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const Heading = headingLevel;

  const send = async (values: z.output<typeof ZForgotPasswordFormSchema>) => {
    try {
      await request.mutateAsync(values.email);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (request.isPending) {
            event.preventDefault();
            return;
          }
          setSent(false);
          setFailure(null);
          void form.handleSubmit(send)(event);
        }}
        className="flex flex-col gap-4"
      >
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
        <TextField
          control={form.control}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          onChange={(event) => onEmailChange(event.target.value)}
          label={t('auth:fields.email')}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? <Spinner size="sm" /> : null}
          {request.isPending ? t('auth:forgot.sending') : t('auth:forgot.submit')}
        </Button>
        <Link to="/auth" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'self-center px-0')}>
          {t('auth:backToLogin')}
        </Link>
      </form>
    </Form>
  );
}
