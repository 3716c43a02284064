import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import { gamificationSummary } from '@/test/gamification-fixtures.ts';
import { invalidateGamification } from '../api/gamification-cache.ts';
import { useGamification } from '../api/get-gamification.ts';
import { BadgesCard } from './badges-card.tsx';
import { NewBadgesCelebration, useNewBadges } from './new-badges-celebration.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

const onNotice = vi.fn();

/** The celebration as the dashboard places it: above the page's other parts (a notice to act on) and the badges. */
function Harness() {
  const summary = useGamification();
  const newBadges = useNewBadges(summary.data);
  return (
    <>
      <NewBadgesCelebration newBadges={newBadges} />
      <button type="button" onClick={onNotice}>
        Read the coach notice
      </button>
      <BadgesCard summary={summary} newBadgeIds={newBadges.ids} />
    </>
  );
}

/** Renders the celebration; `refresh()` reads the summary again, as after a sync. */
function render() {
  const { queryClient } = renderFeature(<Harness />);
  return { refresh: () => invalidateGamification(queryClient) };
}

/** The server: badges stay new until acknowledged, and are earned once given; `slowAck` holds the acknowledgement. */
function server({ fresh = ['steps_10k', 'streak_7'], slowAck = false } = {}) {
  let unseen = [...fresh];
  const earned = new Set(fresh);
  let releaseAck: () => void = () => {};
  const api = mockApi({
    getGamification: () => {
      const summary = gamificationSummary({ newAchievements: unseen });
      const achievements = summary.achievements.map((badge) =>
        earned.has(badge.id) ? { ...badge, earnedAt: '2026-03-02T09:00:00.000Z' } : badge,
      );
      return json(200, { ...summary, achievements });
    },
    acknowledgeAchievements: async ({ body }) => {
      if (slowAck) await new Promise<void>((resolve) => (releaseAck = resolve));
      const ids = (body as { ids: string[] }).ids;
      unseen = unseen.filter((id) => !ids.includes(id));
      return new Response(null, { status: 204 });
    },
  });
  return {
    api,
    releaseAck: () => releaseAck(),
    addNew: (id: string) => {
      unseen.push(id);
      earned.add(id);
    },
  };
}

const strip = () => screen.queryByTestId('new-badges-celebration');
const highlighted = () =>
  screen
    .getAllByTestId('badge')
    .filter((tile) => tile.dataset.new === 'true')
    .map((tile) => tile.dataset.badge);

describe('NewBadgesCelebration', () => {
  it('celebrates the new badges once in a strip that covers nothing, highlights them, then acknowledges them', async () => {
    onNotice.mockReset();
    const { api } = server();
    const { refresh } = render();
    const celebration = await screen.findByRole('region', { name: 'You earned 2 new badges!' });
    expect(celebration).toBe(strip());
    expect(
      within(celebration)
        .getAllByTestId('new-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['10,000 steps+25 points', '7-day streak+50 points']);
    expect(celebration.textContent).toContain('Well done. They are highlighted in your badges below.');
    // Not a dialog: nothing is modal, hidden or inert behind it, and the page stays usable.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[aria-modal], [inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read the coach notice' }).closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Read the coach notice' }));
    expect(onNotice).toHaveBeenCalledTimes(1);
    // The badges card marks them.
    expect(highlighted()).toEqual(['steps_10k', 'streak_7']);
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(within(celebration).getByRole('link', { name: 'Show them in my badges' }).getAttribute('href')).toBe(
      '#badges-card',
    );
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    expect(api.callsTo('acknowledgeAchievements')[0]!.body).toEqual({ ids: ['steps_10k', 'streak_7'] });

    await userEvent.click(within(celebration).getByRole('button', { name: 'Close' }));
    expect(strip()).toBeNull();
    // The highlights stay for the visit; read again: nothing new, nothing shown twice.
    expect(highlighted()).toEqual(['steps_10k', 'streak_7']);
    await act(() => refresh());
    expect(strip()).toBeNull();
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1);
  });

  it('is announced politely: the live region is in the page before the news arrives', async () => {
    server({ fresh: ['first_sync'] });
    render();
    const celebration = await screen.findByRole('region', { name: 'You earned a new badge!' });
    const live = celebration.parentElement!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    await userEvent.click(within(celebration).getByRole('button', { name: 'Close' }));
    expect(live.isConnected).toBe(true);
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('a summary read while the acknowledgement is on its way does not celebrate again', async () => {
    const { api, releaseAck } = server({ fresh: ['first_sync'], slowAck: true });
    const { refresh } = render();
    expect(await screen.findByRole('region', { name: 'You earned a new badge!' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    await act(() => refresh()); // the server still lists it as new
    expect(screen.getAllByTestId('new-badge')).toHaveLength(1);
    releaseAck();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(strip()).toBeNull();
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1);
  });

  it('a badge earned later is celebrated on its own', async () => {
    const { api, addNew } = server({ fresh: ['first_sync'] });
    const { refresh } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(1));
    addNew('improver');
    await act(() => refresh());
    const celebration = await screen.findByRole('region', { name: 'You earned a new badge!' });
    expect(within(celebration).getAllByTestId('new-badge')).toHaveLength(1);
    expect(within(celebration).getByText('Improver')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('acknowledgeAchievements')).toHaveLength(2));
    expect(api.callsTo('acknowledgeAchievements')[1]!.body).toEqual({ ids: ['improver'] });
    expect(highlighted().sort()).toEqual(['first_sync', 'improver']);
  });

  it('nothing new: no strip, no highlight, no acknowledgement', async () => {
    const { api } = server({ fresh: [] });
    render();
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(1));
    await screen.findAllByTestId('badge');
    expect(strip()).toBeNull();
    expect(highlighted()).toEqual([]);
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(0);
  });

  it('does not celebrate, nor acknowledge, a badge this version does not know', async () => {
    const { api } = server({ fresh: ['future_badge'] });
    render();
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(1));
    expect(strip()).toBeNull();
    expect(api.callsTo('acknowledgeAchievements')).toHaveLength(0);
  });
});
