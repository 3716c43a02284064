import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useSessionActivity } from '@/features/session-activity/index.ts';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { AuthRedirects } from './auth-redirects.tsx';
import { DeferredToaster } from './deferred-toaster.tsx';
import { AppFooter } from './layout/app-footer.tsx';
import { AppHeader } from './layout/app-header.tsx';
import { FocusMainOnNavigate } from './focus-main-on-navigate.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell around every page: skip link, header, the page (fading by path), footer. While the
 * next page's code loads, the full-page loader covers the old page (it fades in after a short
 * delay, so fast loads do not flash).
 */
/** session_start / _activity / _end while a user is present; its own component, so a change of the session re-renders only it. */
function SessionActivity() {
  useSessionActivity(useSession().user?.id);
  return null;
}

export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common:nav.skipToContent')}
      </a>
      <SessionActivity />
      <ScrollToTop />
      <FocusMainOnNavigate targetId={MAIN_CONTENT_ID} />
      <AuthRedirects />
      <AppHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<FullPageLoader />}>
          <AnimatedOutlet />
        </Suspense>
      </main>
      <AppFooter />
      <DeferredToaster />
      {navigation.state === 'loading' ? (
        <div className="animate-in fade-in fill-mode-both delay-150 duration-200">
          <FullPageLoader overlay />
        </div>
      ) : null}
    </div>
  );
}
