import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useEngaged } from '@/lib/engagement.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/** The prerendered public pages: nothing on them raises a toast before the visitor does something. */
const QUIET_PATHS = new Set(PUBLIC_PAGES.map((page) => page.path));

const ThemedToaster = lazy(() => import('./themed-toaster.tsx'));

/** A toast region that fails (e.g. its code cannot be downloaded) must not take the page down. */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[OpenWell] Toast region failed:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the toast region (and downloads sonner) on every page except an untouched public page
 * (landing, auth, legal), where nothing raises a toast without user action; the login form loads
 * sonner itself when it has something to say. Toasts raised before it mounts are not lost:
 * sonner replays active toasts to a toaster that subscribes late. Never part of a prerendered page:
 * it mounts once the page has hydrated.
 */
export function DeferredToaster() {
  const engaged = useEngaged();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || (!engaged && QUIET_PATHS.has(pathname))) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </ToasterBoundary>
  );
}
