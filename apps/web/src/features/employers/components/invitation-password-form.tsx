import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { useAcceptEmployerInvitation } from '../api/accept-employer-invitation.ts';
import { INVITATION_PASSWORD_MESSAGES, ZInvitationPasswordFormSchema } from '../lib/employer-forms.ts';

/**
 * The invitee's new password, typed twice (the reset-password page's rules and hints). On success the new employer
 * account is signed in and goes on to enrol its second factor; a refused link calls `onInvalid`; any other problem
 * is shown and the typed passwords stay.
 */
export function InvitationPasswordForm({
  token,
  email,
  onInvalid,
}: {
  token: string;
  email: string;
  onInvalid: () => void;
}) {
  const { t } = useTranslation(['employers', 'auth', 'errors']);
  const navigate = useNavigate();
  const accept = useAcceptEmployerInvitation();
  const form = useZodForm(ZInvitationPasswordFormSchema, {
    messages: INVITATION_PASSWORD_MESSAGES,
    defaultValues: { password: '', confirm: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const busy = accept.isPending || finishing;

  const save = async ({ password }: z.output<typeof ZInvitationPasswordFormSchema>) => {
    try {
      await accept.mutateAsync({ token, password });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVITATION_INVALID') onInvalid();
      else if (isApiError(error) && error.code.startsWith('PASSWORD_')) {
        form.setError('password', serverFieldError(error), { shouldFocus: true });
      } else if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setFormError(t('employers:invitation.emailTaken'));
      } else setFormError(errorMessage(t, error));
      return;
    }
    // Signed in: the admin area opens once the second factor is enrolled.
    setFinishing(true);
    const user = await completeSignIn({ redirectTo: ADMIN_TWO_FACTOR_PATH });
    setFinishing(false);
    if (user) void navigate(ADMIN_TWO_FACTOR_PATH, { replace: true });
    else setFormError(t('errors:generic'));
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          setFormError(null);
          void form.handleSubmit(save)(event);
        }}
        className="flex flex-col gap-4"
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('employers:invitation.password')}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormDescription>
                {t('auth:passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('employers:invitation.confirmPassword')}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {formError ? (
          <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {formError}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('employers:invitation.nextStep')}</p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner size="sm" /> : null}
          {busy ? t('employers:invitation.submitting') : t('employers:invitation.submit')}
        </Button>
      </form>
    </Form>
  );
}
