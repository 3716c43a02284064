import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { TRole } from '@openwell/contracts';
import type { TNamespace } from '@openwell/i18n';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';
import { i18n } from '@/lib/i18n.ts';
import { useAnnouncePageShown } from '@/lib/use-hydrated.ts';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouterErrorPage } from './router-error-page.tsx';

type TPageModule = { default: ComponentType };

interface TPageRoute {
  /** Route name: logged with render errors. */
  name: string;
  path: string;
  load: () => Promise<TPageModule>;
  /** Translation namespaces the page uses beyond the always-loaded ones (lib/i18n.ts). */
  namespaces: readonly TNamespace[];
  /** Signed-in users only (optionally of these roles); the guard's code loads with the page. */
  access?: TRouteAccess;
  /** The page fetches no API data, so it gets no data cache (keeps the landing page light). */
  withoutData?: boolean;
}

export interface TRouteAccess {
  roles?: readonly TRole[];
  /** Where signed-out visitors go; default /auth. */
  redirectTo?: string;
  /** Where signed-in users of `roles` without a second factor go instead (the admin area's enrolment). */
  secondFactorAt?: string;
}

/** Spec section 6, "Employee: all user screens": any signed-in user; signed-out visits go to /auth. */
const USER_SCREEN: TRouteAccess = {};
const AUTH_PAGES: readonly TNamespace[] = ['auth', 'errors'];

/**
 * Admin-area pages: employer and admin accounts (= ADMIN_AREA_ROLES of @openwell/contracts, not imported here: it
 * would bring zod into the first download) with a second factor, as the server's admin-area endpoints require;
 * signed-out visitors go to the admin login, employees see "no access". Every admin-area page but the enrolment
 * itself uses ADMIN_AREA (routes/admin-routes.test.ts checks).
 */
const ADMIN_AREA: TRouteAccess = {
  roles: ['employer', 'admin'],
  redirectTo: ADMIN_LOGIN_PATH,
  secondFactorAt: ADMIN_TWO_FACTOR_PATH,
};
/** What every signed-in admin page shows around itself: the admin feature's frame, "no access" (auth), errors. */
const ADMIN_AREA_PAGE: readonly TNamespace[] = ['admin', 'errors', 'auth'];
const PLACEHOLDER: readonly TNamespace[] = ['pages'];
const LEGAL: readonly TNamespace[] = ['legal'];
/** Issue 12: the questionnaire's wizard and direct variant, the texts of its questions, the profile shown after it. */
const QUESTIONNAIRE_PAGE: readonly TNamespace[] = ['questionnaire', 'questionnaireItems', 'healthProfile', 'errors'];

/** Every screen of spec section 2, each loaded on demand. */
export const PAGE_ROUTES: readonly TPageRoute[] = [
  {
    name: 'landing',
    path: '/',
    load: () => import('./routes/landing.tsx'),
    namespaces: ['landing'],
    withoutData: true,
  },
  { name: 'app', path: '/app', load: () => import('./routes/app-home.tsx'), namespaces: ['pages', 'errors'] },
  { name: 'auth', path: '/auth', load: () => import('./routes/auth.tsx'), namespaces: AUTH_PAGES },
  {
    name: 'dashboard',
    path: '/dashboard',
    load: () => import('./routes/dashboard.tsx'),
    namespaces: ['dashboard', 'wearables', 'gamification', 'onboarding', 'coach', 'profile', 'errors'],
    access: USER_SCREEN,
  },
  {
    // The tracker data screen of spec section 2 (the spec names no route for it).
    name: 'tracker',
    path: '/tracker',
    load: () => import('./routes/tracker.tsx'),
    namespaces: ['wearables', 'errors'],
    access: USER_SCREEN,
  },
  {
    // Issue 10: the rules of points, levels, streaks, badges and the health score, linked from the dashboard's cards.
    name: 'how-points-work',
    path: '/how-points-work',
    load: () => import('./routes/how-points-work.tsx'),
    namespaces: ['gamification', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'profile',
    path: '/profile',
    load: () => import('./routes/profile.tsx'),
    namespaces: ['profile', 'wearables', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'rewards',
    path: '/rewards',
    load: () => import('./routes/rewards.tsx'),
    namespaces: ['rewards', 'gamification', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'leaderboard',
    path: '/leaderboard',
    load: () => import('./routes/leaderboard.tsx'),
    namespaces: ['leaderboard', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    load: () => import('./routes/privacy-policy.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
  {
    name: 'terms-of-service',
    path: '/terms-of-service',
    load: () => import('./routes/terms-of-service.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
  {
    name: 'cookie-policy',
    path: '/cookie-policy',
    load: () => import('./routes/cookie-policy.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    load: () => import('./routes/reset-password.tsx'),
    namespaces: AUTH_PAGES,
  },
  {
    name: 'anamnesebogen',
    path: '/anamnesebogen',
    load: () => import('./routes/anamnesebogen.tsx'),
    namespaces: QUESTIONNAIRE_PAGE,
    access: USER_SCREEN,
  },
  {
    name: 'anamnesebogen-direct',
    path: '/anamnesebogen-direct',
    load: () => import('./routes/anamnesebogen-direct.tsx'),
    namespaces: QUESTIONNAIRE_PAGE,
    access: USER_SCREEN,
  },
  {
    name: 'onboarding',
    path: '/onboarding',
    load: () => import('./routes/onboarding.tsx'),
    namespaces: ['onboarding', 'wearables', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'fitbit-callback',
    path: '/auth/fitbit/callback',
    load: () => import('./routes/fitbit-callback.tsx'),
    namespaces: ['wearables', 'errors'],
  },
  { name: 'admin', path: '/admin', load: () => import('./routes/admin.tsx'), namespaces: ['admin', 'errors'] },
  {
    name: 'admin-login',
    path: '/admin/login',
    load: () => import('./routes/admin-login.tsx'),
    namespaces: ['admin', 'errors'],
  },
  {
    name: 'admin-dashboard',
    path: '/admin/dashboard',
    load: () => import('./routes/admin-dashboard.tsx'),
    namespaces: ADMIN_AREA_PAGE,
    access: ADMIN_AREA,
  },
  // The admin area's pages of issue 8. Admin-only and employer-only pages admit both roles here and say inside the
  // admin area (AdminAreaLayout `only`) when a page is not for the other; the server enforces the roles.
  {
    name: 'admin-companies',
    path: '/admin/companies',
    load: () => import('./routes/admin-companies.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-company',
    path: '/admin/companies/:companyId',
    load: () => import('./routes/admin-company.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-users',
    path: '/admin/users',
    load: () => import('./routes/admin-users.tsx'),
    namespaces: ADMIN_AREA_PAGE,
    access: ADMIN_AREA,
  },
  {
    name: 'admin-own-company',
    path: '/admin/company',
    load: () => import('./routes/admin-own-company.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'companies'],
    access: ADMIN_AREA,
  },
  // Issue 11: a company's rewards (catalogue, pending codes, figures) and the page a redemption's QR code opens.
  {
    name: 'admin-own-rewards',
    path: '/admin/company/rewards',
    load: () => import('./routes/admin-own-rewards.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-company-rewards',
    path: '/admin/companies/:companyId/rewards',
    load: () => import('./routes/admin-company-rewards.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-redemption',
    path: '/admin/redemptions/:code',
    load: () => import('./routes/admin-redemption.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'rewardsAdmin'],
    access: ADMIN_AREA,
  },
  {
    name: 'admin-two-factor',
    path: ADMIN_TWO_FACTOR_PATH,
    load: () => import('./routes/admin-two-factor.tsx'),
    namespaces: ['employers', 'profile', 'errors', 'auth'],
    // The one admin-area page open to accounts without a second factor: where they enrol it.
    access: { roles: ['employer', 'admin'], redirectTo: ADMIN_LOGIN_PATH },
  },
  {
    name: 'admin-invitation',
    path: '/admin/invitation',
    load: () => import('./routes/admin-invitation.tsx'),
    namespaces: ['employers', 'auth', 'errors'],
  },
  {
    name: 'admin-audit',
    path: '/admin/audit',
    load: () => import('./routes/admin-audit.tsx'),
    namespaces: [...ADMIN_AREA_PAGE, 'audit'],
    access: ADMIN_AREA,
  },
  {
    name: 'i18n-debug',
    path: '/i18n-debug',
    load: () => import('./routes/i18n-debug.tsx'),
    namespaces: ['debug', 'errors'],
  },
  { name: 'not-found', path: '*', load: () => import('./routes/not-found.tsx'), namespaces: PLACEHOLDER },
];

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
 * The prerendering (entry-prerender.tsx) and the hydration of a prerendered page (main.tsx) both
 * need it: the first render must produce exactly the prerendered markup.
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
