import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCoachTip, THealthProfileStatus, THealthToday, TWearablesStatus } from '@openwell/contracts';
import { apiError, employee, json, mockApi, renderFeature, sessionOf } from '@/test/feature-test-kit.tsx';
import { gamificationSummary, healthScore } from '@/test/gamification-fixtures.ts';
import { connection, healthToday, healthTrend, NOT_CONNECTED, wearablesStatus } from '@/test/wearables-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/components/ui/sonner.tsx', () => ({ toast }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
});

function setup(status: TWearablesStatus, today: THealthToday, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    getWearables: () => json(200, status),
    getHealthToday: () => json(200, today),
    getHealthTrend: ({ url }) => json(200, healthTrend(Number(url.searchParams.get('days')))),
    getGamification: () => json(200, gamificationSummary()),
    getHealthScore: () => json(200, healthScore()),
    getHealthProfile: () => json(200, NOT_STARTED),
    ...extra,
  });
  const view = renderFeature(<DashboardPage />, {
    path: '/dashboard',
    extraRoutes: ['/leaderboard', '/rewards', '/how-points-work', '/anamnesebogen'],
  });
  return { api, ...view };
}

const aiTipsGranted = { granted: true, version: '2026-11-22', updatedAt: '2026-01-05T10:00:00.000Z' };
const TIP: TCoachTip = {
  date: '2026-03-02',
  sequence: 1,
  tipId: 'steps.below_usual.walk',
  fact: 'steps_below_usual',
  text: 'A 15-minute walk after lunch brings your steps back towards your usual.',
  why: 'You walked 6,120 steps a day this week, 1,830 fewer than your usual 7,950.',
  anotherAvailable: true,
  demoData: false,
};

/** The health profile card's "not started" answer (the card's own states are tested in the questionnaire feature). */
const NOT_STARTED: THealthProfileStatus = {
  status: 'not_started',
  completedAt: null,
  completedOn: null,
  draftStep: null,
  reviewDueOn: null,
  reviewDue: false,
  profile: null,
};

describe('DashboardPage', () => {
  it('shows skeletons per card while loading', () => {
    setup(wearablesStatus(), healthToday({ steps: 1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getAllByTestId('today-skeleton')).toHaveLength(3);
    expect(screen.getByTestId('sync-info-skeleton')).toBeTruthy();
  });

  it('empty state: no health data, sync the tracker to get started, with the connect action', async () => {
    setup(NOT_CONNECTED, healthToday({}));
    const empty = await screen.findByTestId('dashboard-empty');
    expect(within(empty).getByRole('heading', { name: 'No health data' })).toBeTruthy();
    expect(within(empty).getByText(/^Sync your tracker to get started\./)).toBeTruthy();
    await userEvent.click(within(empty).getByRole('button', { name: 'Connect a tracker' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a tracker' })).toBeTruthy();
    expect(screen.queryByTestId('trend-card')).toBeNull();
  });

  it('empty state while connected: "Sync now"', async () => {
    const { api } = setup(
      wearablesStatus({ connection: connection({ sync: { ...connection().sync, status: 'never' } }) }),
      healthToday({}),
      {
        syncWearable: () => json(200, { outcome: 'synced', stored: 0, connection: connection() }),
      },
    );
    const empty = await screen.findByTestId('dashboard-empty');
    await userEvent.click(within(empty).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.callsTo('syncWearable')).toHaveLength(1));
  });

  it("shows today's steps, sleep last night and active minutes, the trends and the sync info", async () => {
    setup(
      wearablesStatus(),
      healthToday({ steps: 10234, sleepHours: 7.75, activeMinutes: 62 }, { manualActiveMinutes: 30 }),
    );
    const steps = await screen.findByTestId('today-steps');
    await waitFor(() => expect(steps.textContent).toContain('10,234 steps'));
    expect(steps.textContent).toContain('Steps today');
    expect(screen.getByTestId('today-sleepHours').textContent).toContain('Sleep last night7 h 45 min');
    const active = screen.getByTestId('today-activeMinutes');
    expect(active.textContent).toContain('62 min');
    expect(active.textContent).toContain('Including 30 min logged by you');
    expect(await screen.findByRole('region', { name: 'Trends' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tracker sync' })).toBeTruthy();
    expect(screen.queryByTestId('demo-data-badge')).toBeNull();
  });

  it("the coach's place can be linked to (/dashboard#coach, from the health profile)", () => {
    setup(wearablesStatus(), healthToday({ steps: 5 }));
    expect(document.getElementById('coach')).toBe(screen.getByRole('region', { name: 'Health coach' }));
  });

  it('shows the daily AI tip in place of its slot, where /dashboard#aiTip lands (the card is tested in the coach feature)', async () => {
    const { api } = setup(wearablesStatus(), healthToday({ steps: 5 }), {
      getSession: sessionOf(),
      getMe: () => json(200, employee({ consents: { ...employee().consents!, aiTips: aiTipsGranted } })),
      getCoachTip: () => json(200, TIP),
    });
    const card = screen.getByRole('region', { name: 'AI tip' });
    expect(document.getElementById('aiTip')).toBe(card);
    expect((await within(card).findByTestId('coach-tip-text')).textContent).toBe(TIP.text);
    expect(card.textContent).not.toContain('Arrives with an upcoming update.');
    expect(api.callsTo('getCoachTip')).toHaveLength(1);
  });

  it('shows the health profile card in place of its slot: here not started, with the way to start', async () => {
    setup(wearablesStatus(), healthToday({ steps: 5 }));
    const card = screen.getByRole('region', { name: 'Health profile' });
    expect(card.textContent).not.toContain('Arrives with an upcoming update.');
    const start = await within(card).findByRole('link', { name: 'Start the questionnaire' });
    expect(start.getAttribute('href')).toBe('/anamnesebogen');
  });

  it('shows the gamification cards in place of their slots: streak, points, level, multipliers, goals, score, badges', async () => {
    setup(wearablesStatus(), healthToday({ steps: 5 }));
    const cards = ['Day streak', 'Total points', 'Level', 'Multipliers', "Today's goals", 'Health score', 'Badges'];
    for (const name of cards) {
      const card = screen.getByRole('region', { name });
      expect(card.textContent, name).not.toContain('Arrives with an upcoming update.');
    }
    expect(await within(screen.getByRole('region', { name: 'Day streak' })).findByText('5 days')).toBeTruthy();
    expect(await screen.findByTestId('health-score-value')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'How points work' }).length).toBeGreaterThan(0);
  });

  it('"Not shared" for a headline metric whose scope was not granted', async () => {
    setup(
      wearablesStatus({ connection: connection({ grantedScopes: ['activity_and_fitness'] }) }),
      healthToday({ steps: 4000 }, { notShared: ['sleepHours'] }),
    );
    const sleep = await screen.findByTestId('today-sleepHours');
    await waitFor(() => expect(sleep.textContent).toContain('Not shared'));
    expect(screen.getByTestId('today-activeMinutes').textContent).toContain('No data yet');
  });

  it('labels demo data on the dashboard', async () => {
    setup(
      wearablesStatus({ connection: connection({ provider: 'demo' }) }),
      healthToday({ steps: 9000, sleepHours: 7, activeMinutes: 40 }, { source: 'demo' }),
    );
    const steps = await screen.findByTestId('today-steps');
    await waitFor(() => expect(within(steps).getByTestId('demo-data-badge').textContent).toBe('Demo data'));
  });

  it('refetches every 5 minutes while open', async () => {
    const { queryClient } = setup(wearablesStatus(), healthToday({ steps: 5 }));
    await screen.findByRole('region', { name: 'Trends' });
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['wearables'] }).length).toBe(3));
    for (const query of queryClient.getQueryCache().findAll({ queryKey: ['wearables'] })) {
      const interval = query.observers[0]?.options.refetchInterval;
      const value = typeof interval === 'function' ? interval(query as never) : interval;
      expect(value, String(query.queryKey)).toBe(5 * 60_000);
    }
  });
});

describe('quick actions', () => {
  it('links to the leaderboard and rewards', async () => {
    setup(wearablesStatus(), healthToday({ steps: 5 }));
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'View leaderboard' }).getAttribute('href')).toBe('/leaderboard');
    expect(within(actions).getByRole('link', { name: 'View rewards' }).getAttribute('href')).toBe('/rewards');
  });

  it('"Refresh data" syncs the tracker; it waits while nothing is connected', async () => {
    const { api } = setup(wearablesStatus(), healthToday({ steps: 5 }), {
      syncWearable: () => json(200, { outcome: 'synced', stored: 12, connection: connection() }),
    });
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    const refresh = within(actions).getByRole('button', { name: 'Refresh data' });
    await waitFor(() => expect(refresh).toHaveProperty('disabled', false));
    await userEvent.click(refresh);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Data synced', { description: '12 daily values updated.' }),
    );
    expect(api.callsTo('syncWearable')).toHaveLength(1);
    // The sync may have earned points: the gamification cards are read again.
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(2));
    expect(api.callsTo('getHealthScore')).toHaveLength(2);
  });

  it('"Log activity" adds 30 minutes and says how many remain; at the cap it says so', async () => {
    let logged = 120;
    const { api } = setup(wearablesStatus(), healthToday({ steps: 5 }), {
      logManualActivity: () => {
        if (logged >= 180) return apiError(409, 'MANUAL_ACTIVITY_LIMIT_REACHED');
        logged += 30;
        return json(200, { date: '2026-03-10', manualMinutes: logged, remainingMinutes: 180 - logged });
      },
    });
    const log = within(screen.getByRole('region', { name: 'Quick actions' })).getByRole('button', {
      name: 'Log activity (+30 minutes)',
    });
    await userEvent.click(log);
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith('30 active minutes logged', {
        description: 'Logged by you today: 150 minutes. You can log 30 more minutes today.',
      }),
    );
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(2));
    await waitFor(() => expect(log).toHaveProperty('disabled', false));
    await userEvent.click(log);
    await waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith('30 active minutes logged', {
        description: 'Logged by you today: 180 minutes. That is the most for today.',
      }),
    );
    await waitFor(() => expect(log).toHaveProperty('disabled', false));
    await userEvent.click(log);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Activity not logged', {
        description: 'You have logged the most manual activity for today (180 minutes). Try again tomorrow.',
      }),
    );
  });

  it('"Sync mock data" only in demo mode, with its own messages', async () => {
    const { api } = setup(NOT_CONNECTED, healthToday({}), {
      syncDemoData: () => json(200, { outcome: 'synced', stored: 390, connection: connection({ provider: 'demo' }) }),
    });
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    await userEvent.click(await within(actions).findByRole('button', { name: 'Sync mock data' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Mock data synced (demo mode)', {
        description: '390 daily values updated.',
      }),
    );
    expect(api.callsTo('syncDemoData')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('getGamification')).toHaveLength(2));
  });

  it('no "Sync mock data" outside demo mode', async () => {
    setup({ ...wearablesStatus(), demoMode: false, availableProviders: ['google-health'] }, healthToday({ steps: 5 }));
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('button', { name: 'Refresh data' })).toHaveProperty('disabled', false),
    );
    expect(within(actions).queryByRole('button', { name: 'Sync mock data' })).toBeNull();
  });

  it('"Sync mock data" failing: "Failed to Load Mock Data"', async () => {
    setup(NOT_CONNECTED, healthToday({}), { syncDemoData: () => apiError(403, 'DEMO_MODE_DISABLED') });
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    await userEvent.click(await within(actions).findByRole('button', { name: 'Sync mock data' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to Load Mock Data', {
        description: 'Demo data is not available on this server.',
      }),
    );
  });
});
