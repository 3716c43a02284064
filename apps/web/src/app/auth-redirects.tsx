import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearReturnTo, takeReturnTo } from '@/features/auth/index.ts';
import { ensureSessionLoaded, getSessionState, subscribeAuthEvents } from '@/lib/session/session-store.ts';
import { i18n } from '@/lib/i18n.ts';

/** The wearable provider's OAuth callback: the automatic auth redirects leave it alone. */
export const REDIRECT_FREE_PATHS: readonly string[] = ['/auth/fitbit/callback'];

export function isRedirectSuppressed(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return REDIRECT_FREE_PATHS.includes(path);
}

/**
 * The automatic navigation around signing in and out, mounted once in the layout: after sign-in to the
 * given page, the page a guard remembered, or /dashboard; after sign-out to /auth; a signed-in
 * visitor opening /auth goes to the dashboard. None of it on /auth/fitbit/callback.
 * After sign-in the account's language becomes the interface language; after sign-out the
 * previous user's cached data is dropped.
 */
export function AuthRedirects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const unsubscribe = subscribeAuthEvents((event) => {
      const suppressed = isRedirectSuppressed(pathRef.current);
      if (event.type === 'signed-in') {
        if (i18n.resolvedLanguage !== event.user.language) void i18n.changeLanguage(event.user.language);
        const remembered = takeReturnTo();
        if (!suppressed) void navigate(event.redirectTo ?? remembered ?? '/dashboard', { replace: true });
      } else if (event.type === 'signed-out') {
        clearReturnTo();
        // Loaded on demand: the landing page's first download carries no TanStack Query.
        void import('@/lib/query-client.ts').then(({ queryClient }) => queryClient.clear());
        if (!suppressed) void navigate('/auth', { replace: true });
      } else if (event.type === 'initial-session') {
        if (event.user && pathRef.current === '/auth' && !suppressed) void navigate('/dashboard', { replace: true });
      }
    });
    // Should the first session read have finished before this subscribed, a signed-in visitor of /auth moves on.
    if (getSessionState().status === 'signed-in' && pathRef.current === '/auth') {
      void navigate('/dashboard', { replace: true });
    }
    void ensureSessionLoaded();
    return unsubscribe;
  }, [navigate]);

  return null;
}
