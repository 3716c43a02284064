import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { isHydrating, subscribeHydration } from '@/lib/use-hydrated.ts';
import { ensureSessionLoaded, getSessionState } from '@/lib/session/session-store.ts';
import { LoginForm } from './login-form.tsx';
import { Redirect } from '@/components/redirect.tsx';

type TTab = 'login' | 'signup';

/**
 * Only the login form is part of the page's first download (it is prerendered, and must answer
 * fast: docs/decisions/011-prerendered-public-pages.md). The sign-up form (company lookup, selects,
 * consents, its validation code), the forgot-password form and the second factor load when shown;
 * the sign-up form starts loading as soon as its tab is pointed at or focused.
 */
const loadSignUpForm = () => import('./sign-up-form.tsx');
const SignUpForm = lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form.tsx').then((module) => ({ default: module.ForgotPasswordForm })),
);
const TwoFactorForm = lazy(() => import('./two-factor-form.tsx').then((module) => ({ default: module.TwoFactorForm })));

function preloadSignUpForm(): void {
  void loadSignUpForm().catch(() => {}); // shown with its own error handling when the tab opens
}

function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-10">
      <Spinner size="lg" className="text-primary" label={t('common:loading')} />
    </div>
  );
}

/**
 * Someone already signed in who opens /auth goes on to the dashboard (a fresh sign-in here is sent on by the auth
 * redirects instead). Decided once, when the page is live: while a prerendered /auth hydrates it must render what
 * the prerendering did (signed out). A component of its own, so that the page becoming live re-renders this and
 * not the forms (an update of a useSyncExternalStore is rendered at once, in one task).
 */
function RedirectIfSignedInOnArrival() {
  const live = useSyncExternalStore(
    subscribeHydration,
    () => !isHydrating(),
    () => false,
  );
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | null>(null);
  if (live && signedInOnArrival === null) setSignedInOnArrival(getSessionState().status === 'signed-in');
  // Starts the first session read; no subscription: the page shows the same whatever it answers.
  useEffect(() => {
    void ensureSessionLoaded();
  }, []);
  return signedInOnArrival ? <Redirect to="/dashboard" /> : null;
}

/**
 * /auth: the Login and Sign Up tabs (`?tab=signup` opens Sign Up), the forgot-password form
 * (`?view=forgot`) and, after a password sign-in that needs it, the second-factor step.
 * The email address travels between the forms; both tabs stay mounted, so switching keeps what
 * was entered.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'signup' ? 'signup' : 'login';
  const forgot = tab === 'login' && params.get('view') === 'forgot';
  const [email, setEmail] = useState('');
  const [twoFactor, setTwoFactor] = useState(false);
  // The sign-up form mounts when its tab is first shown, then stays (what was entered is kept).
  const [signUpShown, setSignUpShown] = useState(tab === 'signup');
  if (tab === 'signup' && !signUpShown) setSignUpShown(true);
  useDocumentTitle(tab === 'signup' ? t('auth:tabs.signup') : t('auth:tabs.login'));

  const showTab = (next: TTab) => {
    setTwoFactor(false);
    setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-14">
      <RedirectIfSignedInOnArrival />
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance">{t('auth:page.title')}</h1>
        <p className="text-pretty text-muted-foreground">{t('auth:page.description')}</p>
      </div>
      <Card className="py-5 sm:py-6">
        <CardContent className="px-4 sm:px-6">
          {twoFactor ? (
            <Suspense fallback={<FormLoading />}>
              <TwoFactorForm onBack={() => setTwoFactor(false)} />
            </Suspense>
          ) : (
            <Tabs value={tab} onValueChange={(value) => showTab(value === 'signup' ? 'signup' : 'login')}>
              <TabsList className="mb-4 w-full" aria-label={t('auth:page.tabsLabel')}>
                <TabsTrigger value="login">{t('auth:tabs.login')}</TabsTrigger>
                <TabsTrigger value="signup" onPointerEnter={preloadSignUpForm} onFocus={preloadSignUpForm}>
                  {t('auth:tabs.signup')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login" forceMount hidden={tab !== 'login'}>
                {forgot ? (
                  <Suspense fallback={<FormLoading />}>
                    <ForgotPasswordForm email={email} onEmailChange={setEmail} />
                  </Suspense>
                ) : (
                  <LoginForm
                    email={email}
                    onEmailChange={setEmail}
                    onForgotPassword={() => setParams({ view: 'forgot' })}
                    onTwoFactorRequired={() => setTwoFactor(true)}
                  />
                )}
              </TabsContent>
              <TabsContent value="signup" forceMount hidden={tab !== 'signup'}>
                {signUpShown ? (
                  <Suspense fallback={<FormLoading />}>
                    <SignUpForm email={email} onEmailChange={setEmail} onGoToLogin={() => showTab('login')} />
                  </Suspense>
                ) : null}
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
