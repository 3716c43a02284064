import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStoreForTests } from '@/lib/session/session-store.ts';
import { mockApi, renderAt, sessionOf, SIGNED_OUT } from '@/test/feature-test-kit.tsx';
import { RequireAuth } from './require-auth.tsx';

const PRIVATE = <h1>Private page</h1>;

describe('RequireAuth', () => {
  beforeEach(() => {
    resetSessionStoreForTests();
    sessionStorage.clear();
  });

  it('shows the full-page loader while the session is read', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ getSession: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<RequireAuth>{PRIVATE}</RequireAuth>, { path: '/dashboard' });
    expect(screen.getByTestId('full-page-loader')).toBeTruthy();
    expect(screen.queryByText('Private page')).toBeNull();
    answer(SIGNED_OUT({ body: undefined, url: new URL('http://localhost') }) as Response);
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
  });

  it('sends signed-out visitors to /auth and remembers where they wanted to go', async () => {
    mockApi({ getSession: SIGNED_OUT });
    const { router } = renderAt(<RequireAuth>{PRIVATE}</RequireAuth>, {
      path: '/rewards',
      initialEntry: '/rewards?tab=mine',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionStorage.getItem('openwell.returnTo')).toBe('/rewards?tab=mine');
    expect(screen.queryByText('Private page')).toBeNull();
  });

  it('uses another sign-in page when told', async () => {
    mockApi({ getSession: SIGNED_OUT });
    const { router } = renderAt(
      <RequireAuth roles={['employer', 'admin']} redirectTo="/admin/login">
        {PRIVATE}
      </RequireAuth>,
      { path: '/admin/dashboard' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('shows the page to a signed-in user', async () => {
    const api = mockApi({ getSession: sessionOf() });
    renderAt(<RequireAuth>{PRIVATE}</RequireAuth>, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeTruthy();
    expect(api.unhandled).toEqual([]);
  });

  it('tells a signed-in user without the role that there is no access, with the way home', async () => {
    mockApi({ getSession: sessionOf({ role: 'employee' }) });
    renderAt(
      <RequireAuth roles={['employer', 'admin']} redirectTo="/admin/login">
        {PRIVATE}
      </RequireAuth>,
      { path: '/admin/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Private page')).toBeNull();
  });

  describe('with secondFactorAt (the admin area)', () => {
    const adminArea = (
      <RequireAuth roles={['employer', 'admin']} redirectTo="/admin/login" secondFactorAt="/admin/two-factor">
        {PRIVATE}
      </RequireAuth>
    );

    it('sends an account of the roles without a second factor to the enrolment', async () => {
      mockApi({ getSession: sessionOf({ role: 'employer', twoFactorEnabled: false }) });
      const { router } = renderAt(adminArea, { path: '/admin/dashboard' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
      expect(screen.queryByText('Private page')).toBeNull();
    });

    it('shows the page once the account has a second factor', async () => {
      mockApi({ getSession: sessionOf({ role: 'admin', twoFactorEnabled: true }) });
      renderAt(adminArea, { path: '/admin/dashboard' });
      expect(await screen.findByRole('heading', { name: 'Private page' })).toBeTruthy();
    });

    it('still tells an employee there is no access, and sends signed-out visitors to the login', async () => {
      mockApi({ getSession: sessionOf({ role: 'employee', twoFactorEnabled: false }) });
      const first = renderAt(adminArea, { path: '/admin/dashboard' });
      expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
      expect(first.router.state.location.pathname).toBe('/admin/dashboard');
      first.unmount();

      resetSessionStoreForTests();
      mockApi({ getSession: SIGNED_OUT });
      const { router } = renderAt(adminArea, { path: '/admin/dashboard' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    });

    it('asks nothing of other signed-in pages', async () => {
      mockApi({ getSession: sessionOf({ role: 'employee', twoFactorEnabled: false }) });
      renderAt(<RequireAuth>{PRIVATE}</RequireAuth>, { path: '/dashboard' });
      expect(await screen.findByRole('heading', { name: 'Private page' })).toBeTruthy();
    });
  });
});
