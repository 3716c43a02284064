import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useZodForm } from '@/lib/forms.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { useCreateFirstAdmin } from '../api/create-first-admin.ts';
import { ADMIN_SETUP_MESSAGES, ZAdminSetupFormSchema } from '../lib/admin-forms.ts';
import { ADMIN_DASHBOARD_PATH, ADMIN_TWO_FACTOR_PATH } from '../lib/admin-paths.ts';

/** "Create the first administrator": only while no admin exists and with the one-time setup token. */
export function AdminSetupForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const navigate = useNavigate();
  const create = useCreateFirstAdmin();
  const form = useZodForm(ZAdminSetupFormSchema, {
    messages: ADMIN_SETUP_MESSAGES,
    defaultValues: { email: '', password: '', confirm: '' },
  });
  const [finishing, setFinishing] = useState(false);

  const createAdmin = ({ email, password }: z.output<typeof ZAdminSetupFormSchema>) => {
    create.mutate(
      { token, email, password, language: currentLanguage(i18n) },
      {
        onSuccess: async () => {
          setFinishing(true);
          // A new administrator has no second factor yet: the admin area opens once one is enrolled.
          const user = await completeSignIn({ redirectTo: ADMIN_TWO_FACTOR_PATH });
          setFinishing(false);
          if (!user) return;
          toast.success(t('admin:setup.created'));
          void navigate(user.twoFactorEnabled ? ADMIN_DASHBOARD_PATH : ADMIN_TWO_FACTOR_PATH, { replace: true });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('admin:setup.title')}</h2>
        </CardTitle>
        <CardDescription>{t('admin:setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={(event) => void form.handleSubmit(createAdmin)(event)}
            noValidate
            className="flex flex-col gap-4"
          >
            <TextField
              control={form.control}
              name="email"
              type="email"
              autoComplete="username"
              label={t('admin:setup.email')}
            />
            <TextField
              control={form.control}
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('admin:setup.password')}
              description={t('admin:setup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
            <TextField
              control={form.control}
              name="confirm"
              type="password"
              autoComplete="new-password"
              label={t('admin:setup.confirmPassword')}
            />
            {create.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(t, create.error)}
              </p>
            ) : null}
            <Button type="submit" disabled={create.isPending || finishing}>
              {create.isPending || finishing ? <Spinner size="sm" /> : null}
              {t('admin:setup.submit')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
