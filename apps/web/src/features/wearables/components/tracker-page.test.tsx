import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { connection, healthToday, wearablesStatus } from '@/test/wearables-fixtures.ts';
import { TrackerPage } from './tracker-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

function setup(today: ReturnType<typeof healthToday>, status = wearablesStatus()) {
  mockApi({ getWearables: () => json(200, status), getHealthToday: () => json(200, today) });
  renderFeature(<TrackerPage />, { path: '/tracker' });
}

/** The metric's shown value, once today's values have loaded (a skeleton before). */
async function metric(name: string): Promise<string> {
  const item = await screen.findByTestId(`metric-${name}`);
  await waitFor(() => expect(item.querySelector('dd')?.textContent).not.toBe(''));
  return item.querySelector('dd')?.textContent ?? '';
}

describe('TrackerPage', () => {
  it("shows today's value of all 13 metrics with units; not shared vs no data yet", async () => {
    setup(
      healthToday(
        { steps: 8432, distance: 6.27, activeMinutes: 47, calories: 2310, floors: 1, cardioScore: 42.34 },
        {
          notShared: [
            'sleepHours',
            'heartRate',
            'weight',
            'bodyFat',
            'oxygenSaturation',
            'respirationRate',
            'temperature',
          ],
        },
      ),
      wearablesStatus({ connection: connection({ grantedScopes: ['activity_and_fitness'] }) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tracker data' })).toBeTruthy();
    const list = await screen.findByTestId('metric-list');
    expect(list.querySelectorAll('dt')).toHaveLength(13);
    expect(await metric('steps')).toBe('8,432 steps');
    expect(await metric('distance')).toBe('6.3 km');
    expect(await metric('floors')).toBe('1 floor');
    expect(await metric('cardioScore')).toBe('42.3 mL/kg/min');
    expect(await metric('sleepHours')).toBe('Not shared');
    expect(await metric('heartRate')).toBe('Not shared');
    expect(await metric('calories')).toBe('2,310 kcal');
    expect(within(screen.getByRole('region', { name: 'Connection' })).getByText('Connected: Fitbit')).toBeTruthy();
    expect(screen.queryByTestId('demo-data-badge')).toBeNull();
  });

  it('says "no data yet" for metrics without a value today', async () => {
    setup(healthToday({ steps: 120 }));
    expect(await metric('steps')).toBe('120 steps');
    expect(await metric('sleepHours')).toBe('No data yet');
    expect(await metric('temperature')).toBe('No data yet');
  });

  it('labels demo data as demo data', async () => {
    setup(
      healthToday({ steps: 9000, sleepHours: 7.5 }, { source: 'demo' }),
      wearablesStatus({ connection: connection({ provider: 'demo' }) }),
    );
    expect(await metric('sleepHours')).toBe('7 h 30 min');
    // Beside today's values and beside the connection (and in the sync card).
    expect((await screen.findAllByTestId('demo-data-badge')).length).toBeGreaterThanOrEqual(2);
    const heading = screen.getByRole('heading', { level: 2, name: "Today's metrics" });
    expect(within(heading.parentElement!).getByTestId('demo-data-badge').textContent).toBe('Demo data');
  });

  it('formats numbers and units per language', async () => {
    await i18n.changeLanguage('de');
    setup(healthToday({ steps: 8432, distance: 6.27, temperature: 36.4, sleepHours: 7.25 }));
    expect(await metric('steps')).toBe('8.432 Schritte');
    expect(await metric('distance')).toBe('6,3 km');
    expect(await metric('temperature')).toBe('36,4 °C');
    expect(await metric('sleepHours')).toBe('7 Std. 15 Min.');
    expect(await metric('heartRate')).toBe('Noch keine Daten');
  });
});

describe('TrackerPage: disconnect', () => {
  it('says "Fitbit disconnected. Its data has been removed." after every disconnect, whatever the refresh timing', async () => {
    // The status answers "not connected" as soon as the disconnect is done, and today's values come back later (or
    // first): the refresh after the disconnect must neither close the dialog before the message nor swallow it.
    let status = wearablesStatus();
    let todayDelayMs = 0;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    mockApi({
      getWearables: () => json(200, status),
      getHealthToday: async () => {
        await sleep(todayDelayMs);
        return json(200, healthToday(status.connection ? { steps: 1200 } : {}));
      },
      disconnectWearable: () => {
        status = { ...status, connection: null };
        return new Response(null, { status: 204 });
      },
    });
    const { queryClient } = renderFeature(<TrackerPage />, { path: '/tracker' });
    const region = screen.getByRole('region', { name: 'Connection' });
    // Today's values answer at once, just after the status, or well after it.
    const delays = [0, 5, 60, 1, 20];
    for (const [round, delay] of delays.entries()) {
      todayDelayMs = delay;
      await userEvent.click(await within(region).findByRole('button', { name: 'Disconnect' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Fitbit?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect and remove data' }));
      await within(region).findByText('No tracker connected.');
      await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(round + 1));
      expect(toast.success).toHaveBeenLastCalledWith('Fitbit disconnected. Its data has been removed.');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // Connected again (as after the OAuth round trip) for the next round.
      status = wearablesStatus();
      await queryClient.invalidateQueries();
      await within(region).findByText('Connected: Fitbit');
    }
    expect(toast.error).not.toHaveBeenCalled();
  }, 60_000);
});
