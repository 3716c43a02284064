import { memo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { preloadValidation, useLazyZodForm } from '@/lib/lazy-zod-form.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { preloadSignIn, useSignIn } from '../api/sign-in.ts';
import { usePageEmail } from '../hooks/use-page-email.ts';
import { LOGIN_MESSAGES } from '../lib/auth-messages.ts';
import type { ZLoginFormSchema } from '../lib/auth-forms.ts';
import { FormAlert } from './form-feedback.tsx';

/**
 * The login schema, and zod with it, load when the form is first used, not with the /auth page
 * (docs/decisions/011-prerendered-public-pages.md); so do the error messages and the toasts.
 */
const loadLoginSchema = () => import('../lib/auth-forms.ts').then((module) => module.ZLoginFormSchema);

function preloadLogin(): void {
  void preloadValidation(loadLoginSchema).catch(() => {});
  preloadSignIn();
}

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onTwoFactorRequired: () => void;
}

/** Email and password. Wrong credentials, a locked account and too many attempts each get their message. */
export function LoginForm({ email, onEmailChange, onForgotPassword, onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useLazyZodForm(loadLoginSchema, { messages: LOGIN_MESSAGES, defaultValues: { email, password: '' } });
  usePageEmail(form, email);
  const [formError, setFormError] = useState<string | null>(null);
  const signIn = useSignIn();
  const [finishing, setFinishing] = useState(false);
  const busy = signIn.isPending || finishing;

  const logIn = async (values: z.output<typeof ZLoginFormSchema>) => {
    try {
      const result = await signIn.mutateAsync(values);
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
      const { toast } = await import('@/components/ui/sonner.tsx');
      toast.success(t('auth:login.success'));
    } catch (error) {
      const { errorMessage } = await import('@/lib/error-messages.ts');
      setFormError(errorMessage(t, error));
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onFocus={preloadLogin}
        onSubmit={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          setFormError(null);
          void form.handleSubmit(logIn)(event);
        }}
        className="flex flex-col gap-4"
      >
        <LoginFields
          control={form.control}
          formError={formError}
          busy={busy}
          onEmailChange={onEmailChange}
          onForgotPassword={onForgotPassword}
        />
      </form>
    </Form>
  );
}

interface LoginFieldsProps {
  control: Control<z.input<typeof ZLoginFormSchema>, unknown, z.output<typeof ZLoginFormSchema>>;
  formError: string | null;
  busy: boolean;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/**
 * The form's fields and button, memoised: react-hook-form re-renders the form's owner once right after it mounts (the
 * form becomes ready), at once and in one task; on /auth that is the end of the hydration, and this keeps it short.
 */
const LoginFields = memo(function LoginFields({
  control,
  formError,
  busy,
  onEmailChange,
  onForgotPassword,
}: LoginFieldsProps) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        control={control}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        onChange={(event) => onEmailChange(event.target.value)}
        label={t('auth:fields.email')}
      />
      <FormField
        control={control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-center justify-between gap-2">
              <FormLabel>{t('auth:fields.password')}</FormLabel>
              <Button type="button" variant="link" size="sm" className="h-auto px-0 py-0" onClick={onForgotPassword}>
                {t('auth:login.forgotPassword')}
              </Button>
            </div>
            <FormControl>
              <Input type="password" autoComplete="current-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner size="sm" /> : null}
        {busy ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
    </>
  );
});
