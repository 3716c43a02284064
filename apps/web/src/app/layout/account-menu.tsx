import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { buttonVariants, Button } from '@/components/ui/button.tsx';
import { useSession } from '@/features/auth/hooks/use-session.ts';
import { signOutRequest } from '@/features/auth/session-store.ts';
import { cn } from '@/lib/utils.ts';

/**
 * The header's account area: "Sign in" when signed out; the dashboard link and "Sign out" when
 * signed in; nothing while the session is read (no flash of the wrong one). Part of every page's
 * first download: plain fetch through the session store, the toast code only on failure.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [pending, setPending] = useState(false);

  if (status === 'loading') return null;
  if (status === 'signed-out') {
    return (
      <Link to="/auth" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-9')}>
        <LogIn aria-hidden="true" className="hidden sm:block" />
        {t('common:account.signIn')}
      </Link>
    );
  }

  const signOut = async () => {
    setPending(true);
    try {
      await signOutRequest();
    } catch {
      const { toast } = await import('@/components/ui/sonner.tsx');
      toast.error(t('common:account.signOutFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex items-center gap-1">
      <Link
        to="/dashboard"
        aria-label={t('common:account.dashboard')}
        title={t('common:account.dashboard')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-9 px-2 sm:px-3')}
      >
        <LayoutDashboard aria-hidden="true" />
        <span className="hidden md:inline">{t('common:account.dashboard')}</span>
      </Link>
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
