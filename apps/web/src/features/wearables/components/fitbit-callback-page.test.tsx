import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { connection } from '@/test/wearables-fixtures.ts';
import { RETURN_TO_STORAGE_KEY } from '../api/start-authorization.ts';
import { FitbitCallbackPage } from './fitbit-callback-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

const PATH = '/auth/fitbit/callback';

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
  window.sessionStorage.clear();
});

function open(search: string, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const view = renderFeature(<FitbitCallbackPage />, {
    path: PATH,
    initialEntry: `${PATH}${search}`,
    extraRoutes: ['/onboarding', '/dashboard', '/tracker'],
  });
  return { api, ...view };
}

describe('FitbitCallbackPage', () => {
  it('completes the connection, says "tracker connected" and "data synced", and returns where the user started', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { api, router } = open('?code=abc&state=xyz&scope=ignored', {
      completeWearableAuthorization: () => pending,
    });
    // Connecting and syncing, announced.
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting your tracker' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('syncing your data');
    answer(
      json(200, {
        returnTo: '/onboarding',
        firstSync: { outcome: 'synced', stored: 390, connection: connection() },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(api.callsTo('completeWearableAuthorization')).toHaveLength(1);
    expect(api.callsTo('completeWearableAuthorization')[0]!.body).toEqual({ state: 'xyz', code: 'abc' });
    expect(api.callsTo('completeWearableAuthorization')[0]!.url.pathname).toBe(
      '/api/wearables/google-health/authorization/complete',
    );
    expect(toast.success).toHaveBeenCalledWith('Tracker connected');
    expect(toast.success).toHaveBeenCalledWith('Data synced', { description: '390 daily values updated.' });
  });

  it('a first sync that stored nothing: only "tracker connected"', async () => {
    const { router } = open('?code=abc&state=xyz', {
      completeWearableAuthorization: () =>
        json(200, { returnTo: '/dashboard', firstSync: { outcome: 'synced', stored: 0, connection: connection() } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Tracker connected');
  });

  it('an error from the server: "Connection Failed" with the translated reason and a way back', async () => {
    window.sessionStorage.setItem(RETURN_TO_STORAGE_KEY, '/onboarding');
    open('?code=abc&state=used', {
      completeWearableAuthorization: () => apiError(400, 'WEARABLE_AUTHORIZATION_INVALID'),
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Connection Failed' }).closest('[role="alert"]')).toBe(alert);
    expect(alert.textContent).toContain('This connection attempt has expired or was already used. Please start again.');
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByRole('link', { name: 'Open tracker data' }).getAttribute('href')).toBe('/tracker');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('access denied at the provider: the server is told (the state is used up) and the page says so', async () => {
    const { api } = open('?error=access_denied&state=xyz', {
      completeWearableAuthorization: () => apiError(400, 'WEARABLE_CONSENT_DENIED'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection Failed' })).toBeTruthy();
    expect(screen.getByText('Access was not granted at the provider, so nothing was connected.')).toBeTruthy();
    expect(api.callsTo('completeWearableAuthorization')[0]!.body).toEqual({ state: 'xyz', error: 'access_denied' });
    // Without a remembered starting page the way back is the dashboard.
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/dashboard');
  });

  it('without state or code (a visit by hand): fails without calling the server', async () => {
    const { api } = open('', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Connection Failed' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
