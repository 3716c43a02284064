import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routes } from './router.tsx';

/** The 20 routes of the product's screen list, in its order. */
const SPEC_PATHS = [
  '/',
  '/app',
  '/auth',
  '/dashboard',
  '/profile',
  '/rewards',
  '/leaderboard',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/reset-password',
  '/anamnesebogen',
  '/anamnesebogen-direct',
  '/onboarding',
  '/auth/fitbit/callback',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/i18n-debug',
  '*',
];

/** The tracker data screen: in the product's screen list without a route (issue 9); "How points work" (issue 10). */
const USER_PATHS = ['/tracker', '/how-points-work'];

/** The admin area's pages beyond that list (issue 8: company administration). */
const ADMIN_AREA_PATHS = [
  '/admin/companies',
  '/admin/companies/:companyId',
  '/admin/users',
  '/admin/company',
  '/admin/two-factor',
  '/admin/invitation',
  '/admin/audit',
  // Issue 11: a company's rewards (employers their own, admins any) and what a redemption's QR code opens.
  '/admin/company/rewards',
  '/admin/companies/:companyId/rewards',
  '/admin/redemptions/:code',
];

describe('router', () => {
  it('has the 20 routes of the screen list, the tracker screen and the admin-area pages, the not-found page last', () => {
    const paths = (routes[0]?.children ?? []).map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...USER_PATHS, ...ADMIN_AREA_PATHS].sort());
    expect(paths.at(-1)).toBe('*');
    const count = SPEC_PATHS.length + USER_PATHS.length + ADMIN_AREA_PATHS.length;
    expect(PAGE_ROUTES).toHaveLength(count);
    expect(new Set(PAGE_ROUTES.map((route) => route.name)).size).toBe(count);
  });

  // The routes come feature by feature (routes/registry.ts), not in the screen list's order: React Router ranks them by how
  // specific their paths are, so each URL opens its own page whatever the order.
  it('opens each page at its own path, and the not-found page at any other', () => {
    const example = (path: string) => path.replace(':companyId', 'c-1').replace(':code', 'ABC123');
    for (const path of [...SPEC_PATHS, ...USER_PATHS, ...ADMIN_AREA_PATHS].filter((candidate) => candidate !== '*')) {
      expect(matchRoutes(routes, example(path))?.at(-1)?.route.path, path).toBe(path);
    }
    for (const path of ['/nowhere', '/admin/nowhere', '/auth/fitbit', '/admin/companies/c-1/nowhere']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).toBe('*');
    }
  });

  it('loads every page on demand', () => {
    for (const route of routes[0]?.children ?? []) {
      expect(typeof route.lazy, route.path).toBe('function');
      expect(route.element, route.path).toBeUndefined();
      expect(route.Component, route.path).toBeUndefined();
    }
  });

  it('wraps every page in its own error boundary', async () => {
    for (const route of routes[0]?.children ?? []) {
      const lazy = route.lazy as () => Promise<{ Component?: { displayName?: string } }>;
      const loaded = await lazy();
      expect(loaded.Component?.displayName, route.path).toMatch(/^RoutePage\(.+\)$/);
    }
  });
});
