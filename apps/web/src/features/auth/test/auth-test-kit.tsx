/**
 * Test helpers for the auth and onboarding features: a fetch stub routed by "METHOD /path", the
 * session answers, and a render with a fresh query client, a memory router and the toast region.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { TCurrentUser, TRole } from '@openwell/contracts';
import { Toaster } from '@/components/ui/sonner.tsx';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';

export type THandler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, details?: Record<string, unknown>): Response {
  return json(status, { error: { code, message: `server text for ${code}`, ...(details ? { details } : {}) } });
}

/** Stubs fetch; unknown calls answer 404 and are listed in `unhandled`. */
export function mockApi(routes: Record<string, THandler | Response>) {
  const calls: Array<{ key: string; body: unknown; url: URL }> = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body =
      typeof init?.body === 'string' && init.body.length > 0 ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, url });
    const handler = routes[key];
    if (!handler) {
      unhandled.push(key);
      return apiError(404, 'NOT_FOUND');
    }
    return handler instanceof Response ? handler.clone() : handler({ body, url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, unhandled, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

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

export const DEPARTMENTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Sales' },
];

export function currentUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  const at = '2026-01-05T10:00:00.000Z';
  return {
    id: 'user-1',
    email: 'ann@example.test',
    role: 'employee',
    twoFactorEnabled: false,
    language: 'en',
    profile: {
      companyCode: 'DEMO-E2ETST',
      companyName: 'Demo Company',
      departmentId: DEPARTMENTS[0]!.id,
      departmentName: DEPARTMENTS[0]!.name,
      age: 34,
      gender: 'female',
    },
    consents: {
      dataProcessing: { granted: true, version: '2026-11-22', updatedAt: at },
      aiTips: { granted: false, version: '2026-11-22', updatedAt: at },
      companyInsights: { granted: false, version: '2026-11-22', updatedAt: at },
    },
    legal: { privacy: '2026-11-22', terms: '2026-11-22' },
    onboarding: { step: 'connect-wearable' },
    ...overrides,
  };
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
