import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWearablesStatus } from '@openwell/contracts';
import { formatDateTime, formatTime } from '@/lib/date-format.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { connection, NOT_CONNECTED, syncInfo, wearablesStatus } from '@/test/wearables-fixtures.ts';
import { useWearables } from '../api/get-wearables.ts';
import { SyncInfoCard } from './sync-info-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));
const leave = vi.hoisted(() => vi.fn());
vi.mock('../lib/leave-page.ts', () => ({ leavePageFor: leave }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
  leave.mockReset();
});

function Card() {
  const status = useWearables();
  return (
    <SyncInfoCard
      status={status.data}
      isPending={status.isPending}
      error={status.error}
      onRetry={() => void status.refetch()}
      returnTo="/dashboard"
    />
  );
}

function setup(status: TWearablesStatus, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ getWearables: () => json(200, status), ...extra });
  renderFeature(<Card />, { path: '/dashboard' });
  return api;
}

async function stateText(): Promise<string> {
  const state = await screen.findByTestId('sync-state');
  return state.textContent ?? '';
}

describe('SyncInfoCard', () => {
  it('shows loading skeletons first, then the status in a live region', async () => {
    setup(wearablesStatus({ connection: connection({ sync: syncInfo({ status: 'never', lastSyncAt: null }) }) }));
    expect(screen.getByTestId('sync-info-skeleton')).toBeTruthy();
    const state = await screen.findByTestId('sync-state');
    expect(state.getAttribute('role')).toBe('status');
    expect(state.getAttribute('aria-live')).toBe('polite');
    expect(state.textContent).toContain('Not synced yet');
    const card = screen.getByRole('region', { name: 'Tracker sync' });
    expect(within(card).getByText('Fitbit')).toBeTruthy();
    expect(within(card).getByText('Not yet')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open tracker data' }).getAttribute('href')).toBe('/tracker');
  });

  it('running: syncing, and "Sync now" waits', async () => {
    setup(wearablesStatus({ connection: connection({ sync: syncInfo({ status: 'running' }) }) }));
    expect(await stateText()).toContain('Syncing...');
    expect(screen.getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', true);
  });

  it('succeeded: last and next sync times in the reader language', async () => {
    const sync = syncInfo();
    setup(wearablesStatus({ connection: connection({ sync }) }));
    expect(await stateText()).toContain('Synced');
    expect(screen.getByText(formatDateTime(sync.lastSyncAt!, 'en'))).toBeTruthy();
    expect(screen.getByText(formatDateTime(sync.nextSyncAt!, 'en'))).toBeTruthy();
  });

  it('delayed is not a failure: it says when the sync is retried and why', async () => {
    const sync = syncInfo({ status: 'delayed', lastError: 'rate_limited', nextSyncAt: '2026-03-10T09:07:00.000Z' });
    setup(wearablesStatus({ connection: connection({ sync }) }));
    const text = await stateText();
    expect(text).toContain(`Sync delayed, it will be retried at ${formatTime(sync.nextSyncAt!, 'en')}`);
    expect(text).toContain('The provider asked us to wait a moment before syncing again.');
    expect(text).not.toContain('failed');
  });

  it('failed: says so with the reason', async () => {
    setup(
      wearablesStatus({
        connection: connection({ sync: syncInfo({ status: 'failed', lastError: 'provider_failed' }) }),
      }),
    );
    const text = await stateText();
    expect(text).toContain('The last sync failed');
    expect(text).toContain('The provider returned an error.');
  });

  it('needs reconnecting: says so and reconnects through the provider', async () => {
    const api = setup(
      wearablesStatus({
        connection: connection({
          status: 'needs_reconnect',
          sync: syncInfo({ status: 'failed', lastError: 'invalid_grant' }),
        }),
      }),
      { startWearableAuthorization: () => json(200, { authorizationUrl: 'https://accounts.example.test/consent' }) },
    );
    expect(await stateText()).toContain('Needs reconnecting');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://accounts.example.test/consent'));
    expect(api.callsTo('startWearableAuthorization')[0]!.body).toEqual({ returnTo: '/dashboard' });
    expect(api.callsTo('startWearableAuthorization')[0]!.url.pathname).toBe(
      '/api/wearables/google-health/authorization',
    );
  });

  it('not connected: offers to connect', async () => {
    setup(NOT_CONNECTED);
    expect(await stateText()).toBe('No tracker connected.');
    expect(screen.getByRole('button', { name: 'Connect a tracker' })).toBeTruthy();
  });

  it('"Sync now": data synced, and the card reads the status again', async () => {
    const api = setup(wearablesStatus(), {
      syncWearable: () => json(200, { outcome: 'synced', stored: 26, connection: connection() }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Data synced', { description: '26 daily values updated.' }),
    );
    await waitFor(() => expect(api.callsTo('getWearables').length).toBeGreaterThan(1));
  });

  it('"Sync now" delayed by the provider: an information with the retry time, not an error', async () => {
    const next = '2026-03-10T09:12:00.000Z';
    setup(wearablesStatus(), {
      syncWearable: () =>
        json(200, {
          outcome: 'delayed',
          stored: 0,
          connection: connection({
            sync: syncInfo({ status: 'delayed', lastError: 'rate_limited', nextSyncAt: next }),
          }),
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Sync delayed', {
        description: `The provider is busy. The sync will be retried at ${formatTime(next, 'en')}.`,
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('"Sync now" refused: "Sync Failed" with the translated reason', async () => {
    setup(wearablesStatus(), { syncWearable: () => apiError(409, 'WEARABLE_RECONNECT_REQUIRED') });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sync Failed', {
        description: 'The access to your tracker has ended. Reconnect it to sync again.',
      }),
    );
  });
});
