/**
 * Test helpers for the auth and onboarding features: a fetch stub routed by "METHOD /path", the
 * session answers, and a render with a fresh query client, a memory router and the toast region.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { TRole } from '@openwell/contracts';
import { Toaster } from '@/components/ui/sonner.tsx';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';

import { json, type THandler } from '@/test/api-mocks.ts';

export { apiError, currentUser, DEPARTMENTS, json, mockApi, type THandler } from '@/test/api-mocks.ts';

export const SIGNED_OUT: THandler = () => json(200, null);

export function sessionOf(user: { id?: string; email?: string; role?: TRole; language?: string } = {}): THandler {
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
