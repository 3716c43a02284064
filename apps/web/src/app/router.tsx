import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { i18n } from '@/lib/i18n.ts';
import type { TPageRoute } from '@/lib/page-route.ts';
import { useAnnouncePageShown } from '@/lib/use-hydrated.ts';
import { AppLayout } from './app-layout.tsx';
import { FEATURE_PAGES } from './feature-pages.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouterErrorPage } from './router-error-page.tsx';

export type { TPageRoute, TRouteAccess } from '@/lib/page-route.ts';

/** The app shell's own pages (placeholder texts in `pages`): the main index page, and not-found, last. */
const SHELL_PAGES: readonly TPageRoute[] = [
  // Its content is not specified yet; it shows the server status (features/system).
  { name: 'app', path: '/app', load: () => import('./routes/app-home.tsx'), namespaces: ['pages', 'errors'] },
  { name: 'not-found', path: '*', load: () => import('./routes/not-found.tsx'), namespaces: ['pages'] },
];

/**
 * Every screen of the app, each loaded on demand: the pages the features declare (FEATURE_PAGES, one
 * `features/<name>/<name>.routes.ts` each), then the shell's own, the not-found page last.
 */
export const PAGE_ROUTES: readonly TPageRoute[] = [...FEATURE_PAGES.flat(), ...SHELL_PAGES];

/** Loads the page on demand and wraps it in its own error boundary. */
function lazyPage({ name, load, namespaces, access, withoutData }: TPageRoute): RouteObject['lazy'] {
  return async () => {
    // Code and translations in parallel; a failed translation download falls back to English
    // keys inside i18next and must not block the page. A guarded page brings its guard along
    // (kept out of the landing page's first download).
    // Every page but the landing page gets the data cache (query-provider.tsx), loaded alongside.
    const [{ default: Page }, guard, query] = await Promise.all([
      load(),
      access ? import('./route-guard.ts') : null,
      withoutData ? null : import('./query-provider.tsx'),
      i18n.loadNamespaces([...namespaces]).catch(() => {}),
    ]);
    function RoutePage() {
      useAnnouncePageShown();
      const page =
        guard && access ? (
          <guard.RequireAuth {...access}>
            <Page />
          </guard.RequireAuth>
        ) : (
          <Page />
        );
      return (
        <RouteErrorBoundary routeName={name}>{query ? <query.default>{page}</query.default> : page}</RouteErrorBoundary>
      );
    }
    RoutePage.displayName = `RoutePage(${name})`;
    return { Component: RoutePage };
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RouterErrorPage,
    HydrateFallback: FullPageLoader,
    children: PAGE_ROUTES.map((route) => ({ id: route.name, path: route.path, lazy: lazyPage(route) })),
  },
];

/**
 * Loads the pages `location` matches (code and translations) and puts them in place of their lazy
 * loaders, so a router created afterwards renders that page at once, without the loading fallback.
 * The prerendering (entry-prerender.tsx) needs it: the markup must be the page's (the browser's hydration uses
 * createLoadedAppRouter, which gets the same from the router itself).
 */
export async function resolveRoutesFor(location: string, routeList: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(routeList, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router, once it has loaded the pages of the address the browser is at (code and translations): for the
 * hydration of a prerendered page, whose first render must produce exactly the prerendered markup (no loading
 * fallback). The router loads them itself (its lazy routes), so the route table is matched once, not twice as with
 * resolveRoutesFor. Rejects when a page's code did not arrive (offline, a new deployment).
 */
export function createLoadedAppRouter(): Promise<ReturnType<typeof createAppRouter>> {
  const router = createAppRouter();
  return new Promise((resolve, reject) => {
    const settle = (state: typeof router.state): boolean => {
      if (!state.initialized) return false;
      if (state.errors) {
        router.dispose();
        reject(Object.values(state.errors)[0] ?? new Error('The page could not be loaded'));
      } else resolve(router);
      return true;
    };
    if (settle(router.state)) return;
    const unsubscribe = router.subscribe((state) => {
      if (settle(state)) unsubscribe();
    });
  });
}
