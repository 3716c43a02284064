import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useEngaged } from '@/lib/engagement.ts';

const ThemedToaster = lazy(() => import('./themed-toaster.tsx'));

/**
 * Mounts the toast region (and downloads sonner) on every page except an untouched landing page,
 * where nothing raises a toast without user action. Toasts raised before it mounts are not lost:
 * sonner replays active toasts to a toaster that subscribes late.
 */
export function DeferredToaster() {
  const engaged = useEngaged();
  const { pathname } = useLocation();
  if (!engaged && pathname === '/') return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
