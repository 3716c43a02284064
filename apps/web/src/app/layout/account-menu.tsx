import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { cn } from '@/lib/utils.ts';

const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

/**
 * The header's account area: "Sign in" when signed out; the dashboard link and "Sign out" when
 * signed in (loaded only then, so a signed-out visitor's first download stays small); nothing
 * while the session is read, so the wrong one never flashes.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'loading') return null;
  if (status === 'signed-in') {
    return (
      <Suspense fallback={null}>
        <SignedInMenu />
      </Suspense>
    );
  }
  return (
    <Link to="/auth" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-9')}>
      <LogIn aria-hidden="true" className="hidden sm:block" />
      {t('common:account.signIn')}
    </Link>
  );
}
