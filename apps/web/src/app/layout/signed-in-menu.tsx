import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LayoutDashboard, LogOut, Watch } from 'lucide-react';
import { buttonVariants, Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { ADMIN_DASHBOARD_PATH } from '@/lib/admin-area-paths.ts';
import { signOutRequest } from '@/lib/session/sign-out.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { cn } from '@/lib/utils.ts';

/**
 * The signed-in half of the header's account area: the dashboard link (the admin dashboard for employer and admin
 * accounts), the tracker screen's link (employees) and "Sign out" (the auth redirects then go to /auth). Loaded only for signed-in users (account-menu.tsx).
 */
export default function SignedInMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const adminArea = user?.role === 'employer' || user?.role === 'admin';
  const dashboard = adminArea ? ADMIN_DASHBOARD_PATH : '/dashboard';
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await signOutRequest();
    } catch {
      toast.error(t('common:account.signOutFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex items-center gap-1">
      <Link
        to={dashboard}
        aria-label={t('common:account.dashboard')}
        title={t('common:account.dashboard')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-9 px-2 sm:px-3')}
      >
        <LayoutDashboard aria-hidden="true" />
        <span className="hidden md:inline">{t('common:account.dashboard')}</span>
      </Link>
      {adminArea ? null : (
        <Link
          to="/tracker"
          aria-label={t('common:account.tracker')}
          title={t('common:account.tracker')}
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-9 px-2 sm:px-3')}
        >
          <Watch aria-hidden="true" />
          <span className="hidden md:inline">{t('common:account.tracker')}</span>
        </Link>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="h-9 px-2 sm:px-3"
        aria-label={t('common:account.signOut')}
        title={t('common:account.signOut')}
        disabled={pending}
        onClick={() => void signOut()}
      >
        <LogOut aria-hidden="true" />
        <span className="hidden md:inline">{t('common:account.signOut')}</span>
      </Button>
    </div>
  );
}
