import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { AdminEntryPage } from './admin-entry-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'setup-token-0123456789abcdef';

function renderEntry(search = '') {
  return renderFeature(<AdminEntryPage />, {
    path: '/admin',
    initialEntry: `/admin${search}`,
    extraRoutes: ['/admin/dashboard', '/admin/login', '/admin/two-factor'],
  });
}

describe('AdminEntryPage setup', () => {
  it('creates the first administrator, signs in and goes on to enrol the required second factor', async () => {
    let created = false;
    const api = mockApi({
      getSession: () =>
        json(200, created ? { session: {}, user: { id: 'a1', email: 'root@example.test', role: 'admin' } } : null),
      getAdminSetupStatus: () => json(200, { setupRequired: true }),
      createFirstAdmin: () => {
        created = true;
        return json(201, { twoFactorRequired: false });
      },
    });
    const { router } = renderEntry(`?setup=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Create the first administrator' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Email'), 'root@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['The password must be at least 8 characters long.', 'The passwords do not match.']);
    expect(api.callsTo('createFirstAdmin')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'a long admin secret');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long admin secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
    expect(api.callsTo('createFirstAdmin')[0]!.body).toEqual({
      token: TOKEN,
      email: 'root@example.test',
      password: 'a long admin secret',
      // The page's language becomes the new admin's.
      language: 'en',
    });
  });

  it('shows the server refusal of a bad token', async () => {
    mockApi({
      getSession: () => json(200, null),
      getAdminSetupStatus: () => json(200, { setupRequired: true }),
      createFirstAdmin: () => apiError(400, 'SETUP_TOKEN_INVALID'),
    });
    renderEntry(`?setup=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Email'), 'root@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'a long admin secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a long admin secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This setup link is invalid or has expired.');
  });

  it('says the setup is done once an administrator exists', async () => {
    mockApi({
      getSession: () => json(200, null),
      getAdminSetupStatus: () => json(200, { setupRequired: false }),
    });
    renderEntry(`?setup=${TOKEN}`);
    expect(await screen.findByText(/an administrator already exists/)).toBeTruthy();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to admin login' }).getAttribute('href')).toBe('/admin/login');
  });
});

describe('AdminEntryPage without setup link', () => {
  it('explains the area and links to the admin login when signed out', async () => {
    const api = mockApi({ getSession: () => json(200, null) });
    renderEntry();
    expect(await screen.findByRole('heading', { name: 'Admin area', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to admin login' })).toBeTruthy();
    expect(api.callsTo('getAdminSetupStatus')).toHaveLength(0);
  });

  it('sends employers and admins on to the dashboard', async () => {
    mockApi({
      getSession: () => json(200, { session: {}, user: { id: 'e1', email: 'hr@example.test', role: 'employer' } }),
    });
    const { router } = renderEntry();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('tells a signed-in employee the account has no access', async () => {
    mockApi({
      getSession: () => json(200, { session: {}, user: { id: 'u1', email: 'ann@example.test', role: 'employee' } }),
    });
    renderEntry();
    expect(await screen.findByText(/employee account, which has no access/)).toBeTruthy();
  });
});
