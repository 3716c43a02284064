import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { TWO_FACTOR_MESSAGES, ZTwoFactorFormSchema } from '../lib/auth-forms.ts';
import { FormAlert } from './form-feedback.tsx';

type TProblem = { title?: string; message: string } | null;

/**
 * The second step of a sign-in with a second factor: the authenticator's 6-digit code, or one of
 * the backup codes. A code that is not six digits is refused here, without asking the server.
 * Every problem shows in the alert above the field.
 */
export function TwoFactorForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const form = useZodForm(ZTwoFactorFormSchema, {
    messages: TWO_FACTOR_MESSAGES,
    defaultValues: { method: 'totp', code: '' },
  });
  const method = form.watch('method');
  const codeError = form.formState.errors.code;
  const [serverProblem, setServerProblem] = useState<TProblem>(null);
  const verify = useVerifyTwoFactor();
  const [finishing, setFinishing] = useState(false);
  const busy = verify.isPending || finishing;

  const problem: TProblem = codeError?.message
    ? {
        title: method === 'totp' ? t('auth:twoFactor.invalidTitle') : undefined,
        message: t(codeError.message),
      }
    : serverProblem;

  const switchMethod = () => {
    form.reset({ method: method === 'totp' ? 'backup-code' : 'totp', code: '' });
    setServerProblem(null);
    // The input is re-rendered for the other method; give it the focus back.
    requestAnimationFrame(() => form.setFocus('code'));
  };

  const signIn = async (values: z.output<typeof ZTwoFactorFormSchema>) => {
    try {
      await verify.mutateAsync(values);
      setFinishing(true);
      const user = await completeSignIn();
      if (!user) {
        setServerProblem({ message: t('errors:generic') });
        return;
      }
      toast.success(t('auth:login.successMfa'));
    } catch (error) {
      // The pending sign-in expired (it lasts a few minutes): start again with the password.
      if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
        setServerProblem({ message: t('auth:twoFactor.expired') });
      } else {
        setServerProblem({ message: errorMessage(t, error) });
      }
    } finally {
      setFinishing(false);
    }
  };

  const totp = method === 'totp';
  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          setServerProblem(null);
          void form.handleSubmit(signIn)(event);
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('auth:twoFactor.title')}</h2>
          <p className="text-sm text-muted-foreground">
            {totp ? t('auth:twoFactor.description') : t('auth:twoFactor.backupDescription')}
          </p>
        </div>
        {problem ? <FormAlert title={problem.title}>{problem.message}</FormAlert> : null}
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{totp ? t('auth:twoFactor.codeLabel') : t('auth:twoFactor.backupCodeLabel')}</FormLabel>
              <FormControl aria-invalid={problem ? true : undefined}>
                <Input
                  key={method}
                  inputMode={totp ? 'numeric' : 'text'}
                  autoComplete={totp ? 'one-time-code' : 'off'}
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={totp ? 7 : 32}
                  autoFocus
                  {...field}
                  name={totp ? 'totp' : 'backup-code'}
                  className={totp ? 'text-center font-mono text-lg tracking-[0.4em]' : 'font-mono'}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner size="sm" /> : null}
          {busy ? t('auth:twoFactor.verifying') : t('auth:twoFactor.verify')}
        </Button>
        <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
          <Button type="button" variant="link" size="sm" className="px-0" onClick={switchMethod}>
            {totp ? t('auth:twoFactor.useBackupCode') : t('auth:twoFactor.useAuthenticator')}
          </Button>
          <Button type="button" variant="link" size="sm" className="px-0" onClick={onBack}>
            {t('auth:backToLogin')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
