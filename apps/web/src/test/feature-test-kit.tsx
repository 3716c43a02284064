/**
 * Test helpers for feature tests: the session answers of getSession, a signed-in
 * employee fixture, and two renders with a fresh query client and a memory router:
 *  - `renderAt`: the auth-style render (other paths show an "Other page" heading, toasts shown);
 *  - `renderFeature`: the page-style render (other paths show `route:<path>`, theme provider).
 * Built on the fetch stub of ./api-mocks.ts. Lives here (not in a feature) because tests of
 * several features and of lib/session use it, and a test may only reach its own feature's internals.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { TCurrentUser, TRole } from '@openwell/contracts';
import { Toaster } from '@/components/ui/sonner.tsx';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

import { currentUser, json, type THandler } from './api-mocks.ts';

export { apiError, currentUser, DEPARTMENTS, json, mockApi, type THandler } from './api-mocks.ts';

/** get-session answers 200 with `null` when nobody is signed in. */
export const SIGNED_OUT: THandler = () => json(200, null);

export function sessionOf(
  user: { id?: string; email?: string; role?: TRole; language?: string; twoFactorEnabled?: boolean } = {},
): THandler {
  return () =>
    json(200, {
      session: { id: 'session-1' },
      user: {
        id: 'user-1',
        email: 'ann@example.test',
        role: 'employee',
        language: 'en',
        twoFactorEnabled: false,
        ...user,
      },
    });
}

export function sessionResponse(user: { id: string; email: string; role: TRole; twoFactorEnabled?: boolean }) {
  return () =>
    json(200, {
      session: { id: 'session-1', userId: user.id },
      user: { language: 'en', twoFactorEnabled: false, ...user },
    });
}

/** A signed-in employee who finished onboarding and shares anonymous insights. */
export function employee(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  const base = currentUser();
  return currentUser({
    consents: { ...base.consents!, companyInsights: { ...base.consents!.companyInsights, granted: true } },
    onboarding: { step: 'done' },
    ...overrides,
  });
}

/** Renders `element` at `path` (other paths render a heading naming them), with toasts. */
export function renderAt(
  element: ReactElement,
  {
    path = '/auth',
    initialEntry = path,
    extraRoutes = [],
  }: { path?: string; initialEntry?: string; extraRoutes?: RouteObject[] } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  installRadixPolyfills();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: '*', Component: () => <h1>Other page</h1> }],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders `ui` at `path` inside a router (other paths render their name) with a fresh query client. */
export function renderFeature(
  ui: ReactElement,
  {
    path = '/',
    initialEntry = path,
    extraRoutes = [],
  }: { path?: string; initialEntry?: string; extraRoutes?: string[] } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  resetSessionStoreForTests();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...extraRoutes.map((route) => ({ path: route, element: <p>{`route:${route}`}</p> }))],
    { initialEntries: [initialEntry] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
