/**
 * Test helpers for the profile and admin features: a fetch mock routed by method and path, a
 * signed-in session for the session store, and a render with a fresh query client and a router.
 */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { TCurrentUser, TRole } from '@openwell/contracts';
import { resetSessionStoreForTests } from '@/features/auth/session-store.ts';
import { ThemeProvider } from '@/lib/theme.tsx';

export type TMockHandler = (request: {
  body: unknown;
  url: URL;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message = code): Response {
  return json(status, { error: { code, message } });
}

/**
 * Stubs fetch: `routes['PATCH /api/me/profile']` answers that call; unknown calls answer 404 and are
 * recorded in `unhandled`. `calls` lists every call as "METHOD /path".
 */
export function mockApi(routes: Record<string, TMockHandler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body =
      typeof init?.body === 'string' && init.body.length > 0 ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body });
    const handler = routes[key];
    if (!handler) {
      unhandled.push(key);
      return apiError(404, 'NOT_FOUND');
    }
    return handler({ body, url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, unhandled, callsTo: (key: string) => calls.filter((call) => call.key === key) };
}

export function sessionResponse(user: { id: string; email: string; role: TRole; twoFactorEnabled?: boolean }) {
  return () =>
    json(200, {
      session: { id: 'session-1', userId: user.id },
      user: { language: 'en', twoFactorEnabled: false, ...user },
    });
}

export const DEPARTMENTS = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Sales' },
];

export function employee(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
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
      dataProcessing: { granted: true, version: '1', updatedAt: at },
      aiTips: { granted: false, version: '1', updatedAt: at },
      companyInsights: { granted: true, version: '1', updatedAt: at },
    },
    legal: { privacy: '1', terms: '1' },
    onboarding: { step: 'done' },
    ...overrides,
  };
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
