import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWearablesStatus } from '@openwell/contracts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { connection, NOT_CONNECTED, wearablesStatus } from '@/test/wearables-fixtures.ts';
import { RETURN_TO_STORAGE_KEY } from '../api/start-authorization.ts';
import { WearableConnection } from './wearable-connection.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
const leave = vi.hoisted(() => vi.fn());
vi.mock('../lib/leave-page.ts', () => ({ leavePageFor: leave }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
  leave.mockReset();
  window.sessionStorage.clear();
});

function setup(initial: TWearablesStatus, extra: Parameters<typeof mockApi>[0] = {}) {
  let status = initial;
  const api = mockApi({
    getWearables: () => json(200, status),
    disconnectWearable: () => {
      status = { ...status, connection: null };
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  renderFeature(<WearableConnection returnTo="/profile" />, { path: '/profile' });
  return api;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Connect a tracker' }));
  return screen.findByRole('dialog', { name: 'Connect a tracker' });
}

describe('connect dialog', () => {
  it('offers Fitbit, demo data in demo mode, and Apple Watch and Garmin as coming soon', async () => {
    setup(NOT_CONNECTED);
    expect(await screen.findByText('No tracker connected.')).toBeTruthy();
    const dialog = await openDialog();
    const fitbit = within(dialog).getByRole('listitem', { name: 'Fitbit' });
    expect(within(fitbit).getByRole('button', { name: 'Connect' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('listitem', { name: 'Demo data' })).toBeTruthy();
    for (const name of ['Apple Watch', 'Garmin']) {
      const item = within(dialog).getByRole('listitem', { name });
      expect(within(item).getByRole('button', { name: 'Coming soon' })).toHaveProperty('disabled', true);
    }
    // Keyboard: Escape closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides demo data outside demo mode and marks Fitbit unavailable when the server does not offer it', async () => {
    setup({ availableProviders: [], demoMode: false, connection: null });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('listitem', { name: 'Demo data' })).toBeNull();
    const fitbit = within(dialog).getByRole('listitem', { name: 'Fitbit' });
    expect(within(fitbit).getByText('Not available on this server.')).toBeTruthy();
    expect(within(fitbit).getByRole('button', { name: 'Connect' })).toHaveProperty('disabled', true);
  });

  it('Fitbit: asks for the consent URL with the page to come back to, then leaves for it ("connecting")', async () => {
    const api = setup(NOT_CONNECTED, {
      startWearableAuthorization: () => json(200, { authorizationUrl: 'https://accounts.example.test/o/oauth2' }),
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://accounts.example.test/o/oauth2'));
    expect(api.callsTo('startWearableAuthorization')[0]!.body).toEqual({ returnTo: '/profile' });
    expect(within(dialog).getByRole('button', { name: 'Connecting...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('status').textContent).toBe("Taking you to the provider's sign-in page...");
    expect(window.sessionStorage.getItem(RETURN_TO_STORAGE_KEY)).toBe('/profile');
  });

  it('Fitbit refused: "Connection Failed" with the reason', async () => {
    setup(NOT_CONNECTED, { startWearableAuthorization: () => apiError(409, 'WEARABLE_ALREADY_CONNECTED') });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Connection Failed', {
        description: 'Another tracker is connected. Disconnect it first.',
      }),
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('demo data: connects and syncs at once, labelled as demo data', async () => {
    let status = NOT_CONNECTED;
    mockApi({
      getWearables: () => json(200, status),
      syncDemoData: () => {
        status = wearablesStatus({ connection: connection({ provider: 'demo' }) });
        return json(200, { outcome: 'synced', stored: 390, connection: status.connection });
      },
    });
    renderFeature(<WearableConnection returnTo="/profile" />, { path: '/profile' });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use demo data' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Mock data synced (demo mode)', {
        description: '390 daily values updated.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const state = await screen.findByTestId('connection-state');
    await waitFor(() => expect(state.textContent).toContain('Connected: Demo data'));
  });

  it('demo data failing: "Failed to Load Mock Data"', async () => {
    setup(NOT_CONNECTED, { syncDemoData: () => apiError(403, 'DEMO_MODE_DISABLED') });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use demo data' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to Load Mock Data', {
        description: 'Demo data is not available on this server.',
      }),
    );
  });
});

describe('disconnect', () => {
  it('asks first, warning that all tracker data will be removed; cancelling keeps the connection', async () => {
    const api = setup(wearablesStatus());
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Fitbit?' });
    expect(dialog.textContent).toContain('All tracker data from Fitbit will be removed from OpenWell');
    // Focus starts on "Cancel"; Escape cancels.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('disconnectWearable')).toHaveLength(0);
  });

  it('disconnecting, then not connected', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let status = wearablesStatus();
    mockApi({
      getWearables: () => json(200, status),
      disconnectWearable: async () => {
        await gate;
        status = { ...status, connection: null };
        return new Response(null, { status: 204 });
      },
    });
    renderFeature(<WearableConnection returnTo="/profile" />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect and remove data' }));
    expect(await within(dialog).findByRole('button', { name: 'Disconnecting...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('No tracker connected.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Fitbit disconnected. Its data has been removed.');
  });

  it('failing: "Disconnect Failed" with the reason, still connected', async () => {
    setup(wearablesStatus(), { disconnectWearable: () => apiError(502, 'WEARABLE_PROVIDER_FAILED') });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect and remove data' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Disconnect Failed', {
        description: 'The tracker provider could not be reached. Please try again in a few minutes.',
      }),
    );
    expect(screen.getByTestId('connection-state').textContent).toContain('Connected: Fitbit');
  });
});

describe('what is not shared (issue 24)', () => {
  it('Fitbit with activity only: names what is not shared, and "Share more data" asks Fitbit again', async () => {
    const api = setup(wearablesStatus({ connection: connection({ grantedScopes: ['activity_and_fitness'] }) }), {
      startWearableAuthorization: () => json(200, { authorizationUrl: 'https://accounts.example.test/o/oauth2' }),
    });
    const notShared = await screen.findByTestId('connection-not-shared');
    expect(notShared.textContent).toContain('Not shared with OpenWell: health metrics and measurements and sleep.');
    expect(notShared.textContent).toContain('asks Fitbit again what OpenWell may read');
    await userEvent.click(screen.getByRole('button', { name: 'Share more data' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://accounts.example.test/o/oauth2'));
    expect(api.callsTo('startWearableAuthorization')[0]!.body).toEqual({ returnTo: '/profile' });
    expect(api.callsTo('disconnectWearable')).toHaveLength(0);
  });

  it('everything shared, or demo data: nothing to share more', async () => {
    setup(wearablesStatus());
    expect((await screen.findByTestId('connection-state')).textContent).toContain('Connected: Fitbit');
    expect(screen.queryByTestId('connection-not-shared')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share more data' })).toBeNull();
  });
});
