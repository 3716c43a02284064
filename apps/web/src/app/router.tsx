import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouterErrorPage } from './router-error-page.tsx';

type TPageModule = { default: ComponentType };

interface TPageRoute {
  /** Route name: logged with render errors. */
  name: string;
  path: string;
  load: () => Promise<TPageModule>;
}

/** Every screen of spec section 2, each loaded on demand. */
export const PAGE_ROUTES: readonly TPageRoute[] = [
  { name: 'landing', path: '/', load: () => import('./routes/landing.tsx') },
  { name: 'app', path: '/app', load: () => import('./routes/app-home.tsx') },
  { name: 'auth', path: '/auth', load: () => import('./routes/auth.tsx') },
  { name: 'dashboard', path: '/dashboard', load: () => import('./routes/dashboard.tsx') },
  { name: 'profile', path: '/profile', load: () => import('./routes/profile.tsx') },
  { name: 'rewards', path: '/rewards', load: () => import('./routes/rewards.tsx') },
  { name: 'leaderboard', path: '/leaderboard', load: () => import('./routes/leaderboard.tsx') },
  { name: 'privacy-policy', path: '/privacy-policy', load: () => import('./routes/privacy-policy.tsx') },
  { name: 'terms-of-service', path: '/terms-of-service', load: () => import('./routes/terms-of-service.tsx') },
  { name: 'cookie-policy', path: '/cookie-policy', load: () => import('./routes/cookie-policy.tsx') },
  { name: 'reset-password', path: '/reset-password', load: () => import('./routes/reset-password.tsx') },
  { name: 'anamnesebogen', path: '/anamnesebogen', load: () => import('./routes/anamnesebogen.tsx') },
  {
    name: 'anamnesebogen-direct',
    path: '/anamnesebogen-direct',
    load: () => import('./routes/anamnesebogen-direct.tsx'),
  },
  { name: 'onboarding', path: '/onboarding', load: () => import('./routes/onboarding.tsx') },
  { name: 'fitbit-callback', path: '/auth/fitbit/callback', load: () => import('./routes/fitbit-callback.tsx') },
  { name: 'admin', path: '/admin', load: () => import('./routes/admin.tsx') },
  { name: 'admin-login', path: '/admin/login', load: () => import('./routes/admin-login.tsx') },
  { name: 'admin-dashboard', path: '/admin/dashboard', load: () => import('./routes/admin-dashboard.tsx') },
  { name: 'i18n-debug', path: '/i18n-debug', load: () => import('./routes/i18n-debug.tsx') },
  { name: 'not-found', path: '*', load: () => import('./routes/not-found.tsx') },
];

/** Loads the page on demand and wraps it in its own error boundary. */
function lazyPage({ name, load }: TPageRoute): RouteObject['lazy'] {
  return async () => {
    const { default: Page } = await load();
    function RoutePage() {
      return (
        <RouteErrorBoundary routeName={name}>
          <Page />
        </RouteErrorBoundary>
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
