import { useId, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Redirect } from '@/components/redirect.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { takeReturnTo } from '@/features/auth/index.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminSignIn } from '../api/admin-sign-in.ts';
import { ADMIN_LOGIN_MESSAGES, FIELDS_REQUIRED, ZAdminLoginFormSchema } from '../lib/admin-forms.ts';
import {
  adminAreaReturnPath,
  ADMIN_DASHBOARD_PATH,
  ADMIN_TWO_FACTOR_PATH,
  isAdminAreaRole,
} from '../lib/admin-paths.ts';
import { AdminTwoFactorForm } from './admin-two-factor-form.tsx';

/**
 * /admin/login: email and password (employer and admin accounts only), then the second factor if enrolled; an account
 * without one goes on to enrol it (/admin/two-factor).
 */
export function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'errors']);
  useDocumentTitle(t('admin:login.title'));
  const id = useId();
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useAdminSignIn();
  const form = useZodForm(ZAdminLoginFormSchema, {
    messages: ADMIN_LOGIN_MESSAGES,
    defaultValues: { email: '', password: '' },
  });
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [finishing, setFinishing] = useState(false);

  // Without a second factor (no code was asked for) the account enrols one first: the admin area requires it.
  // With it, back to the admin-area page the guard sent the visitor here from (a redemption's QR code, a link in a
  // mail), else the dashboard.
  const finish = async (withTwoFactor: boolean) => {
    setFinishing(true);
    const home = (withTwoFactor && adminAreaReturnPath(takeReturnTo())) || ADMIN_DASHBOARD_PATH;
    const next = withTwoFactor ? home : ADMIN_TWO_FACTOR_PATH;
    const user = await completeSignIn({ redirectTo: next });
    setFinishing(false);
    if (!user) return;
    toast.success(withTwoFactor ? t('admin:login.signedInWithMfa') : t('admin:login.signedIn'));
    void navigate(user.twoFactorEnabled ? home : ADMIN_TWO_FACTOR_PATH, { replace: true });
  };

  // Already in the admin area's session: straight on (to the enrolment while the second factor is missing).
  if (step === 'credentials' && !finishing && session.status === 'signed-in' && isAdminAreaRole(session.user?.role)) {
    return <Redirect to={session.user?.twoFactorEnabled ? ADMIN_DASHBOARD_PATH : ADMIN_TWO_FACTOR_PATH} />;
  }

  const logIn = (values: z.output<typeof ZAdminLoginFormSchema>) => {
    signIn.mutate(values, {
      onSuccess: ({ twoFactorRequired }) => {
        if (twoFactorRequired) setStep('two-factor');
        else void finish(false);
      },
    });
  };

  // One message under both fields: what is missing or wrong in them, else the server's answer.
  const { errors } = form.formState;
  const fieldMessages = [errors.email?.message, errors.password?.message].filter((message) => message !== undefined);
  const fieldMessage = fieldMessages.includes(FIELDS_REQUIRED) ? FIELDS_REQUIRED : fieldMessages[0];
  const error = fieldMessage ? t(fieldMessage) : signIn.isError ? errorMessage(t, signIn.error) : null;
  const errorId = `${id}-error`;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <ShieldCheck aria-hidden="true" className="size-10 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight">{t('admin:login.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('admin:login.description')}</p>
      </div>
      <Card>
        {step === 'credentials' ? (
          <>
            <CardHeader>
              <CardTitle asChild className="leading-snug">
                <h2>{t('admin:login.formTitle')}</h2>
              </CardTitle>
              <CardDescription>{t('admin:login.formDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Form {...form}>
                <form
                  onSubmit={(event) => {
                    signIn.reset();
                    void form.handleSubmit(logIn)(event);
                  }}
                  noValidate
                  className="flex flex-col gap-4"
                >
                  <FormField
                    control={form.control}
                    name="email"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t('admin:login.email')}</FormLabel>
                        <FormControl
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                        >
                          <Input type="email" autoComplete="username" {...field} />
                        </FormControl>
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name="password"
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{t('admin:login.password')}</FormLabel>
                        <FormControl
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                        >
                          <Input type="password" autoComplete="current-password" {...field} />
                        </FormControl>
                      </FormItem>
                    )}
                  />
                  {error ? (
                    <p id={errorId} role="alert" className="text-sm text-destructive">
                      {error}
                    </p>
                  ) : null}
                  <Button type="submit" disabled={signIn.isPending || finishing}>
                    {signIn.isPending || finishing ? <Spinner size="sm" /> : null}
                    {t('admin:login.submit')}
                  </Button>
                </form>
              </Form>
            </CardContent>
          </>
        ) : (
          <CardContent>
            <AdminTwoFactorForm
              onVerified={() => void finish(true)}
              onBack={() => {
                signIn.reset();
                form.setValue('password', '');
                setStep('credentials');
              }}
            />
          </CardContent>
        )}
      </Card>
    </div>
  );
}
