import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShieldX } from 'lucide-react';
import type { TRole } from '@openwell/contracts';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { Redirect } from '@/components/redirect.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { rememberReturnTo } from '../lib/return-to.ts';
import { hadSession } from '@/lib/session/session-store.ts';

export interface RequireAuthProps {
  /** Roles admitted; any signed-in user when omitted. */
  roles?: readonly TRole[];
  /** Where signed-out visitors go (default /auth). */
  redirectTo?: string;
  /**
   * Where signed-in users of `roles` without a second factor go instead of the page (the admin area: its pages
   * show company data, so employer and admin accounts must enrol one first); no second factor needed when omitted.
   */
  secondFactorAt?: string;
  children: ReactNode;
}

/**
 * Guards a page: the full-page loader while the session is read, signed-out visitors go to
 * `redirectTo` (the page they wanted is remembered and opened after sign-in), signed-in users
 * without one of `roles` see a "no access" page, and with `secondFactorAt` those without a second
 * factor go there to enrol one.
 */
export function RequireAuth({ roles, redirectTo = '/auth', secondFactorAt, children }: RequireAuthProps) {
  const { status, user } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'signed-out' || !user) return <SignInRedirect to={redirectTo} />;
  if (roles && !roles.includes(user.role)) return <NoAccess />;
  if (secondFactorAt && !user.twoFactorEnabled) {
    return (
      <>
        <Redirect to={secondFactorAt} />
        <FullPageLoader />
      </>
    );
  }
  return children;
}

function SignInRedirect({ to }: { to: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The page asked for, fixed at arrival (the location changes while this still shows).
  const [path] = useState(() => `${location.pathname}${location.search}${location.hash}`);
  useEffect(() => {
    // A visitor who arrives signed out is brought back after sign-in; someone who just signed out
    // (or whose session ended) is not: the next sign-in may be someone else's.
    if (!hadSession()) rememberReturnTo(path);
    void navigate(to, { replace: true, state: { from: path } });
  }, [navigate, path, to]);
  return <FullPageLoader />;
}

/** 403 for a signed-in user without the role: says so and offers the way home. */
export function NoAccess() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('auth:noAccess.title'));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-16 text-center sm:py-24">
      <ShieldX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight text-balance">{t('auth:noAccess.title')}</h1>
      <p className="text-lg text-pretty text-muted-foreground">{t('auth:noAccess.description')}</p>
      <Link to="/" className={buttonVariants()}>
        {t('auth:noAccess.home')}
      </Link>
    </div>
  );
}
