import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { apiError, json, mockApi, type THandler } from '@/test/api-mocks.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

/** The admin area through the real routes: who gets where, and the required second factor. */
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

function session(user: { role: string; twoFactorEnabled: boolean } | null): THandler {
  return () =>
    json(
      200,
      user ? { session: { id: 's' }, user: { id: 'u1', email: 'boss@example.test', language: 'en', ...user } } : null,
    );
}

const EMPTY_LOG = json(200, { entries: [], total: 0, page: 1, pageSize: 50 });

/** The answers every signed-in page gets (the session start is logged). */
function api(routes: Record<string, THandler | Response>) {
  return mockApi({ logSessionActivity: () => new Response(null, { status: 204 }), ...routes });
}

describe('the admin area', () => {
  beforeEach(() => resetSessionStoreForTests());
  afterEach(() => {
    resetSessionStoreForTests();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it.each(['/admin/dashboard', '/admin/audit'])(
    'sends an admin without a second factor from %s to the enrolment',
    async (path) => {
      const calls = api({ getSession: session({ role: 'admin', twoFactorEnabled: false }) });
      const router = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/two-factor');
      // The page behind the guard asked the server nothing.
      expect(calls.callsTo('listAuditLog')).toHaveLength(0);
    },
  );

  it('opens the audit log to an admin with a second factor', async () => {
    api({
      getSession: session({ role: 'admin', twoFactorEnabled: true }),
      listAuditLog: EMPTY_LOG,
      listCompanies: json(200, { companies: [] }),
    });
    const router = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/audit');
  });

  it('keeps employers out of the audit log (platform admins only), without asking the server', async () => {
    const calls = api({ getSession: session({ role: 'employer', twoFactorEnabled: true }) });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'For platform administrators' })).toBeTruthy();
    expect(calls.callsTo('listAuditLog')).toHaveLength(0);
  });

  it('shows employees no audit log', async () => {
    api({ getSession: session({ role: 'employee', twoFactorEnabled: false }) });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
  });

  it('shows employees no enrolment page', async () => {
    api({ getSession: session({ role: 'employee', twoFactorEnabled: false }) });
    renderApp('/admin/two-factor');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
  });

  it.each(['/admin/two-factor', '/admin/audit'])('sends signed-out visitors of %s to the admin login', async (path) => {
    api({ getSession: session(null) });
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it("sends a signed-out visitor of a redemption's QR code to the admin login, remembering the page", async () => {
    const code = '7KQ2M8XP4RZT9BWC3HNJ6DFGA';
    const calls = api({ getSession: session(null) });
    const router = renderApp(`/admin/redemptions/${code}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    // The admin login opens it after sign-in (admin-login-page.test.tsx).
    expect(sessionStorage.getItem('openwell.returnTo')).toBe(`/admin/redemptions/${code}`);
    expect(calls.callsTo('getRedemptionByCode')).toHaveLength(0);
  });

  it("opens a redemption's page to an employer with a second factor", async () => {
    const code = '7KQ2M8XP4RZT9BWC3HNJ6DFGA';
    api({
      getSession: session({ role: 'employer', twoFactorEnabled: true }),
      getRedemptionByCode: apiError(404, 'NOT_FOUND'),
    });
    const router = renderApp(`/admin/redemptions/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Code not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/redemptions/${code}`);
  });

  it('goes to the enrolment when the server answers TWO_FACTOR_ENROLMENT_REQUIRED', async () => {
    // The session said the factor was there (turned off elsewhere since): the server knows better.
    let secondFactor = true;
    api({
      getSession: (request) => session({ role: 'admin', twoFactorEnabled: secondFactor })(request),
      listCompanies: json(200, { companies: [] }),
      listAuditLog: () => {
        secondFactor = false;
        return apiError(403, 'TWO_FACTOR_ENROLMENT_REQUIRED');
      },
    });
    const router = renderApp('/admin/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('opens the invitation page to anyone with the link', async () => {
    api({ getSession: session(null), getEmployerInvitation: apiError(400, 'INVITATION_INVALID') });
    const router = renderApp('/admin/invitation?token=inv-token-0123456789abcdef');
    expect(await screen.findByRole('heading', { name: 'This invitation link cannot be used' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/invitation');
  });
});
