import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@openwell/contracts';
import { requestKey } from '@/test/api-mocks.ts';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { rememberReturnTo } from '@/features/auth/index.ts';
import {
  completeSignIn,
  ensureSessionLoaded,
  resetSessionStoreForTests,
  setSignedOut,
} from '@/lib/session/session-store.ts';
import { i18n } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { AuthRedirects, isRedirectSuppressed } from './auth-redirects.tsx';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const user = { id: 'user-1', email: 'ann@example.test', role: 'employee', language: 'en', twoFactorEnabled: false };

/** get-session answers from `signedIn()`; everything else from `others` (keyed by operationId). */
function stubApi(signedIn: () => boolean, others: Record<string, () => Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === getSession.path) return json(200, signedIn() ? { session: {}, user } : null);
      const handler = others[requestKey(init?.method ?? 'GET', url.pathname)];
      return handler ? handler() : json(404, { error: { code: 'NOT_FOUND', message: 'not stubbed' } });
    }),
  );
}

function renderShell(path: string) {
  const page = (name: string) => () => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AuthRedirects />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', Component: page('Home') },
          { path: '/auth', Component: page('Auth') },
          { path: '/dashboard', Component: page('Dashboard') },
          { path: '/onboarding', Component: page('Onboarding') },
          { path: '/profile', Component: page('Profile') },
          { path: '/auth/fitbit/callback', Component: page('Fitbit callback') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('auth redirects', () => {
  let signedIn = false;
  beforeEach(() => {
    resetSessionStoreForTests();
    sessionStorage.clear();
    signedIn = false;
    stubApi(() => signedIn);
  });
  afterEach(() => resetSessionStoreForTests());

  it('after sign-in goes to /dashboard', async () => {
    const router = renderShell('/auth');
    await ensureSessionLoaded();
    signedIn = true;
    await completeSignIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('after sign-in goes back to the page a guard remembered', async () => {
    const router = renderShell('/auth');
    rememberReturnTo('/profile');
    signedIn = true;
    await completeSignIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(sessionStorage.getItem('openwell.returnTo')).toBeNull();
  });

  it('after sign-up goes where the sign-up says (onboarding)', async () => {
    const router = renderShell('/auth');
    rememberReturnTo('/profile');
    signedIn = true;
    await completeSignIn({ redirectTo: '/onboarding' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('after sign-out goes to /auth and drops the cached data', async () => {
    signedIn = true;
    const router = renderShell('/profile');
    await ensureSessionLoaded();
    queryClient.setQueryData(['auth', 'me'], { id: 'user-1' });
    setSignedOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(queryClient.getQueryData(['auth', 'me'])).toBeUndefined();
  });

  it('sends a signed-in visitor of /auth to the dashboard', async () => {
    signedIn = true;
    const router = renderShell('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('leaves /auth/fitbit/callback alone on sign-in and sign-out', async () => {
    const router = renderShell('/auth/fitbit/callback');
    await ensureSessionLoaded();
    // The redirects are decided synchronously when the auth event is emitted: no navigation asked for.
    const navigate = vi.spyOn(router, 'navigate');
    signedIn = true;
    await completeSignIn();
    setSignedOut();
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/fitbit/callback');
    expect(isRedirectSuppressed('/auth/fitbit/callback/')).toBe(true);
    expect(isRedirectSuppressed('/auth')).toBe(false);
  });

  it("makes the account's language the interface language after sign-in", async () => {
    user.language = 'de';
    try {
      renderShell('/auth');
      signedIn = true;
      await completeSignIn();
      await waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    } finally {
      user.language = 'en';
    }
  });
});

describe('guarded routes in the app', () => {
  beforeEach(() => {
    resetSessionStoreForTests();
    sessionStorage.clear();
  });
  afterEach(() => resetSessionStoreForTests());

  function renderApp(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <Providers>
        <Suspense fallback={<FullPageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>,
    );
    return router;
  }

  it.each([
    '/dashboard',
    '/profile',
    '/rewards',
    '/leaderboard',
    '/anamnesebogen',
    '/anamnesebogen-direct',
    '/onboarding',
  ])('sends a signed-out visit to %s to /auth', async (path) => {
    stubApi(() => false);
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionStorage.getItem('openwell.returnTo')).toBe(path);
  });

  it.each(['/', '/privacy-policy', '/reset-password', '/i18n-debug', '/no/such/page'])(
    'keeps %s public',
    async (path) => {
      stubApi(() => false);
      const router = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('shows the header sign-in link when signed out, and the account links once signed in', async () => {
    let signedIn = false;
    stubApi(() => signedIn, {
      signOut: () => json(200, { success: true }),
      // Signing in logs a session start (lib/session-activity.ts).
      logSessionActivity: () => new Response(null, { status: 204 }),
    });
    const router = renderApp('/privacy-policy');
    const header = within((await screen.findAllByRole('banner'))[0]!);
    expect((await header.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/auth');
    signedIn = true;
    await completeSignIn();
    expect((await header.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/dashboard');
    signedIn = false;
    await userEvent.click(header.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await header.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
