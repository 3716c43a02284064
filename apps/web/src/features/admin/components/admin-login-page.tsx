import { useId, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Redirect } from '@/components/redirect.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { completeSignIn } from '@/lib/session/session-store.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAdminSignIn } from '../api/admin-sign-in.ts';
import { ADMIN_DASHBOARD_PATH, isAdminAreaRole } from '../lib/admin-paths.ts';
import { AdminTwoFactorForm } from './admin-two-factor-form.tsx';

/** /admin/login: email and password (employer and admin accounts only), then the second factor if enrolled. */
export function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'errors']);
  useDocumentTitle(t('admin:login.title'));
  const id = useId();
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useAdminSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const [finishing, setFinishing] = useState(false);

  const finish = async (withTwoFactor: boolean) => {
    setFinishing(true);
    const user = await completeSignIn({ redirectTo: ADMIN_DASHBOARD_PATH });
    setFinishing(false);
    if (!user) return;
    toast.success(withTwoFactor ? t('admin:login.signedInWithMfa') : t('admin:login.signedIn'));
    void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
  };

  // Already in the admin area's session: straight on.
  if (step === 'credentials' && !finishing && session.status === 'signed-in' && isAdminAreaRole(session.user?.role)) {
    return <Redirect to={ADMIN_DASHBOARD_PATH} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ twoFactorRequired }) => {
          if (twoFactorRequired) setStep('two-factor');
          else void finish(false);
        },
      },
    );
  };

  const error = missing ? t('admin:login.fieldsRequired') : signIn.isError ? errorMessage(t, signIn.error) : null;
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
              <form onSubmit={submit} noValidate className="flex flex-col gap-4">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-email`}>{t('admin:login.email')}</Label>
                  <Input
                    id={`${id}-email`}
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-password`}>{t('admin:login.password')}</Label>
                  <Input
                    id={`${id}-password`}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                </div>
                {error ? (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
                <Button type="submit" disabled={signIn.isPending || finishing}>
                  {signIn.isPending || finishing ? <Spinner size="sm" /> : null}
                  {t('admin:login.submit')}
                </Button>
              </form>
            </CardContent>
          </>
        ) : (
          <CardContent>
            <AdminTwoFactorForm
              onVerified={() => void finish(true)}
              onBack={() => {
                signIn.reset();
                setPassword('');
                setStep('credentials');
              }}
            />
          </CardContent>
        )}
      </Card>
    </div>
  );
}
