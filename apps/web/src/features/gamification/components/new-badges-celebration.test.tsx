import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { invalidateGamification } from '../api/gamification-cache.ts';
import { useGamification } from '../api/get-gamification.ts';
import { NewBadgesCelebration } from './new-badges-celebration.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeAll(installRadixPolyfills);
beforeEach(() => toast.success.mockReset());
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const summary = useGamification();
  return <NewBadgesCelebration summary={summary.data} />;
}

/** Renders the celebration; `refresh()` reads the summary again, as after a sync. */
function render() {
  const { queryClient } = renderFeature(<Harness />);
  return { refresh: () => invalidateGamification(queryClient) };
}

/** The server: badges stay new until acknowledged; `slowAck` holds the acknowledgement back. */
function server({ fresh = ['steps_10k', 'streak_7'], slowAck = false } = {}) {
  let unseen = [...fresh];
  let releaseAck: () => void = () => {};
  const api = mockApi({
    getGamification: () => json(200, gamificationSummary({ newAchievements: unseen })),
    acknowledgeAchievements: async ({ body }) => {
      if (slowAck) await new Promise<void>((resolve) => (releaseAck = resolve));
      const ids = (body as { ids: string[] }).ids;
      unseen = unseen.filter((id) => !ids.includes(id));
      return new Response(null, { status: 204 });
    },
  });
  return { api, releaseAck: () => releaseAck(), addNew: (id: string) => unseen.push(id) };
}

describe('NewBadgesCelebration', () => {
  it('celebrates each new badge once with a toast and the dialog, then acknowledges them', async () => {
    const { api } = server();
    const { refresh } = render();
    const dialog = await screen.findByRole('dialog', { name: 'You earned 2 new badges!' });
    expect(
      within(dialog)
        .getAllByTestId('new-badge')
        .map((badge) => badge.textContent),
    ).toEqual([
      '10,000 stepsWalk 10,000 steps in one day.+25 points',
      '7-day streakKeep a streak of 7 days.+50 points',
    ]);
    expect(toast.success.mock.calls.map((call) => call[0])).toEqual([
      'New badge: 10,000 steps',
      'New badge: 7-day streak',
    ]);
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    expect(api.callsTo('acknowledgeAchievements')[0]!.body).toEqual({ ids: ['steps_10k', 'streak_7'] });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Read again: nothing new, nothing shown twice.
    await act(() => refresh());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1);
  });

  it('a summary read while the acknowledgement is on its way does not celebrate again', async () => {
    const { api, releaseAck } = server({ fresh: ['first_sync'], slowAck: true });
    const { refresh } = render();
    expect(await screen.findByRole('dialog', { name: 'You earned a new badge!' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    await act(() => refresh()); // the server still lists it as new
    expect(toast.success).toHaveBeenCalledTimes(1);
    releaseAck();
    await userEvent.click(screen.getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1);
  });

  it('a badge earned later is celebrated on its own', async () => {
    const { api, addNew } = server({ fresh: ['first_sync'] });
    const { refresh } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    addNew('level_5');
    await act(() => refresh());
    const dialog = await screen.findByRole('dialog', { name: 'You earned a new badge!' });
    expect(within(dialog).getAllByTestId('new-badge')).toHaveLength(1);
    expect(within(dialog).getByText('Level 5')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(2));
    expect(api.callsTo('acknowledgeAchievements')[1]!.body).toEqual({ ids: ['level_5'] });
  });

  it('nothing new: no dialog, no toast, no acknowledgement', async () => {
    const { api } = server({ fresh: [] });
    render();
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(0);
  });

  it('does not celebrate, nor acknowledge, a badge this version does not know', async () => {
    const { api } = server({ fresh: ['future_badge'] });
    render();
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(0);
  });
});
