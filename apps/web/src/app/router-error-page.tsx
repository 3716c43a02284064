import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * Errors the router itself catches, above the per-route boundaries: a page's code failing to
 * download (offline, or a new deployment removed the old chunk). Try Again reloads the page.
 */
export function RouterErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`[OpenWell] Route "${pathname}" failed to load:`, error);
  }, [error, pathname]);
  return (
    <main className="flex min-h-dvh items-center bg-background text-foreground">
      <ErrorFallback onReset={() => window.location.reload()} />
    </main>
  );
}
