/**
 * Test helpers for the profile and admin features: a fetch mock routed by method and path, a
 * signed-in session for the session store, and a render with a fresh query client and a router.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TCurrentUser, TRole } from '@openwell/contracts';
import { resetSessionStoreForTests } from '@/features/auth/session-store.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

import { currentUser, json } from '@/test/api-mocks.ts';

export { apiError, DEPARTMENTS, json, mockApi, type THandler as TMockHandler } from '@/test/api-mocks.ts';

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
