import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, routes } from './router.tsx';

/** Spec section 2, in order, and the admin area's pages of issue 8. */
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
  '/admin/two-factor',
  '/admin/invitation',
  '/admin/audit',
  '/i18n-debug',
  '*',
];

describe('router', () => {
  it('has exactly the routes of the spec and of the admin area', () => {
    const children = routes[0]?.children ?? [];
    expect(children.map((route) => route.path)).toEqual(SPEC_PATHS);
    expect(PAGE_ROUTES).toHaveLength(SPEC_PATHS.length);
    expect(new Set(PAGE_ROUTES.map((route) => route.name)).size).toBe(SPEC_PATHS.length);
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
