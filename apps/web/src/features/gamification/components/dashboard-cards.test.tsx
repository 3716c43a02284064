import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '@openwell/gamification';
import { installRadixPolyfills } from '@/components/ui/test-utils.tsx';
import { i18n } from '@/lib/i18n.ts';
import { apiError, json, mockApi, renderFeature } from '@/test/feature-test-kit.tsx';
import {
  achievements,
  gamificationSummary,
  healthScore,
  NEW_USER_SUMMARY,
  NO_HEALTH_SCORE,
} from '@/test/gamification-fixtures.ts';
import { useGamification } from '../api/get-gamification.ts';
import { BadgesCard } from './badges-card.tsx';
import { GoalsCard } from './goals-card.tsx';
import { HealthScoreCard } from './health-score-card.tsx';
import { ProgressOverview } from './progress-overview.tsx';

beforeAll(installRadixPolyfills);
afterEach(() => vi.unstubAllGlobals());

function Cards() {
  const summary = useGamification();
  return (
    <>
      <ProgressOverview summary={summary} />
      <GoalsCard summary={summary} />
      <HealthScoreCard />
      <BadgesCard summary={summary} />
    </>
  );
}

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    getGamification: () => json(200, gamificationSummary()),
    getHealthScore: () => json(200, healthScore()),
    ...routes,
  });
  const view = renderFeature(<Cards />, { path: '/dashboard', extraRoutes: ['/how-points-work', '/tracker'] });
  return { api, ...view };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('streak, points, level and multipliers', () => {
  it('skeletons while loading', () => {
    setup();
    for (const id of ['streak', 'points', 'level', 'multipliers', 'goals', 'badges', 'health-score'])
      expect(screen.getByTestId(`${id}-skeleton`), id).toBeTruthy();
  });

  it('day streak with the best, total points and today, level with progress, multipliers in effect', async () => {
    setup();
    const streak = region('Day streak');
    expect(await within(streak).findByText('5 days')).toBeTruthy();
    expect(within(streak).getByText('Best: 12 days')).toBeTruthy();
    expect(within(streak).getByText('Today already counts: a goal is met.')).toBeTruthy();

    const points = region('Total points');
    expect(within(points).getByTestId('points-balance').textContent).toBe('1,540');
    expect(within(points).getByTestId('points-today').textContent).toBe(
      '+35 today from your goals (at most 125 a day)',
    );
    expect(within(points).queryByTestId('points-awards-today')).toBeNull();
    expect(within(points).getByText('1,590 earned in total')).toBeTruthy();

    const level = region('Level');
    expect(within(level).getByTestId('level-value').textContent).toBe('Level 7');
    // 1,590 lifetime points; level 7 runs from 1,350 to 1,750: 240 of 400.
    const bar = within(level).getByRole('progressbar', { name: 'Progress to level 8' });
    expect(bar.getAttribute('aria-valuenow')).toBe('240');
    expect(bar.getAttribute('aria-valuemax')).toBe('400');
    expect(bar.getAttribute('aria-valuetext')).toBe('240 of 400 points');
    expect(within(level).getByTestId('level-next').textContent).toBe('160 points to level 8');

    const multipliers = region('Multipliers');
    expect(within(multipliers).getByTestId('multiplier-total').textContent).toBe('×1.38');
    expect(within(multipliers).getByTestId('multiplier-streak').textContent).toBe('×1.1');
    expect(within(multipliers).getByTestId('multiplier-improvement').textContent).toBe('×1.25');
    // The next streak step, from RULES: a 7-day streak gives ×1.2.
    expect(within(multipliers).getByText('A 7-day streak raises the streak multiplier to ×1.2.')).toBeTruthy();

    for (const name of ['Day streak', 'Total points', 'Level', 'Multipliers']) {
      const link = within(region(name)).getByRole('link', { name: 'How points work' });
      expect(link.getAttribute('href')).toMatch(/^\/how-points-work#/);
    }
  });

  it('a streak that reached a higher step today: the streak multiplier rises from tomorrow', async () => {
    // RULES: ×1.2 from a 7-day streak; today's ×1.1 comes from the 6 days up to yesterday.
    setup({
      getGamification: () =>
        json(
          200,
          gamificationSummary({
            streak: { days: 7, best: 7, today: true },
            multipliers: { streak: 1.1, improvement: 1, total: 1.1 },
          }),
        ),
    });
    expect((await screen.findByTestId('multiplier-hint')).textContent).toBe(
      'Your 7-day streak raises the streak multiplier to ×1.2 from tomorrow.',
    );
  });

  it('past the last streak step, the hint says what multipliers do', async () => {
    const last = RULES.multipliers.streak.at(-1)!.minDays;
    setup({
      getGamification: () =>
        json(
          200,
          gamificationSummary({
            streak: { days: last + 5, best: last + 5, today: true },
            multipliers: { streak: 1.5, improvement: 1, total: 1.5 },
          }),
        ),
    });
    expect((await screen.findByTestId('multiplier-hint')).textContent).toBe(
      'Multipliers raise the points of your daily goals.',
    );
  });

  it('a new user: no streak, no points yet, level 1', async () => {
    setup({ getGamification: () => json(200, NEW_USER_SUMMARY) });
    const streak = region('Day streak');
    expect(await within(streak).findByText('0 days')).toBeTruthy();
    expect(within(streak).getByText('Meet any daily goal to start a streak.')).toBeTruthy();
    const points = region('Total points');
    expect(within(points).getByText('No points yet: meet a daily goal to earn your first ones.')).toBeTruthy();
    expect(within(points).queryByRole('button', { name: 'Points history' })).toBeNull();
    expect(within(region('Level')).getByTestId('level-next').textContent).toBe('100 points to level 2');
    expect(within(region('Badges')).getByText('No badges yet: each one below says how to earn it.')).toBeTruthy();
  });

  it("the first sync's day: the goals' points within the day cap, the one-off awards apart", async () => {
    // 82 from today's goals; 50 for connecting the tracker and 125 in badges (the first sync's, a level's...).
    setup({
      getGamification: () =>
        json(
          200,
          gamificationSummary({
            points: { balance: 257, earnedToday: 257, goalsToday: 82, awardsToday: 175, lifetime: 257 },
          }),
        ),
    });
    const points = region('Total points');
    expect((await within(points).findByTestId('points-today')).textContent).toBe(
      `+82 today from your goals (at most ${RULES.dayCap} a day)`,
    );
    expect(within(points).getByTestId('points-awards-today').textContent).toBe(
      '+175 today from one-off points: badges, level, tracker',
    );
    expect(within(points).queryByText(/\+257/)).toBeNull();
  });

  it('an error in each card with "Try again", which loads them', async () => {
    let fail = true;
    setup({ getGamification: () => (fail ? apiError(500, 'INTERNAL_ERROR') : json(200, gamificationSummary())) });
    const streak = region('Day streak');
    const alert = await within(streak).findByRole('alert');
    expect(alert.textContent).toContain('Your points could not be loaded.');
    expect(within(region('Badges')).getByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region('Day streak')).findByText('5 days')).toBeTruthy();
  });

  it('points history: the latest entries with what they were for', async () => {
    const { api } = setup({
      getPointsHistory: () =>
        json(200, {
          entries: [
            {
              id: '5b0f4a9a-30d8-4e55-9b5e-1f1d2b3c4d5e',
              amount: 20,
              reason: 'goal_active_minutes',
              date: '2026-03-10',
              createdAt: '2026-03-10T08:00:00.000Z',
            },
            {
              id: '6c1f4a9a-30d8-4e55-9b5e-1f1d2b3c4d5e',
              amount: 50,
              reason: 'tracker_connected',
              date: null,
              createdAt: '2026-03-01T08:00:00.000Z',
            },
          ],
        }),
    });
    const points = region('Total points');
    await userEvent.click(await within(points).findByRole('button', { name: 'Points history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Points history' });
    const entries = await within(dialog).findAllByTestId('history-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Active minutes goalMar 10, 2026+20',
      'Tracker connectedMar 1, 2026+50',
    ]);
    expect(api.callsTo('getPointsHistory')[0]!.url.searchParams.get('limit')).toBe('30');
  });
});

describe('goals', () => {
  it("today's goals with progress, met and no data", async () => {
    setup();
    const goals = region("Today's goals");
    const steps = await within(goals).findByTestId('goal-steps');
    expect(steps.textContent).toBe('Steps6,000 of 8,000 steps');
    expect(within(steps).getByRole('progressbar', { name: 'Steps' }).getAttribute('aria-valuenow')).toBe('6000');
    expect(within(goals).getByTestId('goal-activeMinutes').textContent).toBe('Active minutesMet42 of 30 min');
    expect(within(goals).getByTestId('goal-sleepHours').textContent).toBe('SleepNo data yet (goal 7.5 h)');
    expect(within(goals).queryByTestId('goals-pending')).toBeNull();
  });

  it('rounds a value short of its goal down, so it never reads as met', async () => {
    const summary = gamificationSummary();
    setup({
      getGamification: () =>
        json(200, {
          ...summary,
          goals: {
            ...summary.goals,
            today: [{ goal: 'sleepHours', target: 7.5, value: 7.47, met: false }],
          },
        }),
    });
    const sleep = await screen.findByTestId('goal-sleepHours');
    expect(sleep.textContent).toBe('Sleep7.4 of 7.5 h');
  });

  it('shows a pending change from tomorrow', async () => {
    const summary = gamificationSummary();
    setup({
      getGamification: () =>
        json(200, {
          ...summary,
          goals: {
            ...summary.goals,
            pending: { steps: 10000, activeMinutes: 45, sleepHours: 8, effectiveFrom: '2026-03-11' },
          },
        }),
    });
    expect((await screen.findByTestId('goals-pending')).textContent).toBe(
      'From Mar 11, 2026: 10,000 steps, 45 min active, 8 h of sleep.',
    );
  });

  it('"Edit goals": bounds and steps of GOAL_BOUNDS, applies from tomorrow, saves', async () => {
    const summary = gamificationSummary();
    const saved = {
      ...summary,
      goals: {
        ...summary.goals,
        pending: { steps: 10000, activeMinutes: 30, sleepHours: 8, effectiveFrom: '2026-03-11' },
      },
    };
    let current = summary;
    const { api } = setup({
      getGamification: () => json(200, current),
      updateGoals: () => {
        current = saved;
        return json(200, saved);
      },
    });
    const goals = region("Today's goals");
    await userEvent.click(await within(goals).findByRole('button', { name: 'Edit goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your daily goals' });
    expect(
      within(dialog).getByText('Changes apply from tomorrow. Today keeps the goals it started with.'),
    ).toBeTruthy();
    const steps = within(dialog).getByLabelText('Steps');
    expect(steps).toHaveProperty('value', '8000');
    expect(steps.getAttribute('min')).toBe('2000');
    expect(steps.getAttribute('max')).toBe('30000');
    expect(steps.getAttribute('step')).toBe('500');
    expect(within(dialog).getByText('Between 2,000 steps and 30,000 steps, in steps of 500 steps.')).toBeTruthy();
    expect(within(dialog).getByText('Between 6 h and 10 h, in steps of 0.5 h.')).toBeTruthy();

    // Not a multiple of the step, and out of range: both refused before anything is sent.
    await userEvent.clear(steps);
    await userEvent.type(steps, '10250');
    const sleep = within(dialog).getByLabelText('Sleep');
    await userEvent.clear(sleep);
    await userEvent.type(sleep, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    expect(
      await within(dialog).findAllByText('Choose a value within the limits below, in the steps shown.'),
    ).toHaveLength(2);
    expect(api.callsTo('updateGoals')).toHaveLength(0);

    await userEvent.clear(steps);
    await userEvent.type(steps, '10000');
    await userEvent.clear(sleep);
    await userEvent.type(sleep, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    await waitFor(() => expect(api.callsTo('updateGoals')).toHaveLength(1));
    expect(api.callsTo('updateGoals')[0]!.body).toEqual({ steps: 10000, activeMinutes: 30, sleepHours: 8 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('goals-pending')).textContent).toContain('From Mar 11, 2026: 10,000 steps');
  });

  it('an empty field is required', async () => {
    setup();
    await userEvent.click(await within(region("Today's goals")).findByRole('button', { name: 'Edit goals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your daily goals' });
    await userEvent.clear(within(dialog).getByLabelText('Active minutes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save goals' }));
    expect(await within(dialog).findByText('Enter a goal.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Active minutes').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('badges', () => {
  it('earned first, then locked ones with how to earn them and their progress', async () => {
    setup();
    const badges = region('Badges');
    expect(await within(badges).findByText('1 of 4 earned')).toBeTruthy();
    const tiles = within(badges).getAllByTestId('badge');
    expect(tiles.map((tile) => tile.getAttribute('data-badge'))).toEqual([
      'first_sync',
      'steps_10k',
      'streak_7',
      'improver',
    ]);
    expect(tiles[0]!.getAttribute('data-earned')).toBe('true');
    expect(tiles[0]!.textContent).toContain('First sync – earned');
    expect(tiles[0]!.textContent).toContain('Earned on Mar 1, 2026');
    expect(tiles[1]!.textContent).toContain('10,000 steps – not earned yet');
    expect(tiles[1]!.textContent).toContain('Walk 10,000 steps in one day.');
    expect(tiles[1]!.textContent).toContain('9,120 of 10,000');
    expect(within(tiles[2]!).getByRole('progressbar', { name: 'Progress towards 7-day streak' })).toBeTruthy();
    // A yes/no badge has no progress bar.
    expect(within(tiles[3]!).queryByRole('progressbar')).toBeNull();
  });

  it('leaves out badges this version does not know', async () => {
    setup({
      getGamification: () =>
        json(
          200,
          gamificationSummary({
            achievements: [...achievements(), { id: 'future_badge', earnedAt: null, progress: null }],
          }),
        ),
    });
    const badges = region('Badges');
    await within(badges).findByText('1 of 4 earned');
    expect(within(badges).getAllByTestId('badge')).toHaveLength(4);
  });
});

describe('health score', () => {
  it('score, change since last week, the categories that count with weight and basis, and those left out', async () => {
    setup();
    const card = region('Health score');
    expect((await within(card).findByTestId('health-score-value')).textContent).toBe('72');
    expect(within(card).getByTestId('health-score-change').textContent).toBe('+4 since last week');
    expect(within(card).getByText(/^Last 7 days: Mar 4\s–\s10, 2026$/)).toBeTruthy();
    const sleep = within(card).getByTestId('health-category-sleep');
    expect(sleep.textContent).toBe('Sleep90 · counts 33%7.4 h of sleep on average, from 6 nights.');
    expect(within(card).getByTestId('health-category-activity').textContent).toContain(
      '210 active minutes a week and 8,400 steps a day on average, from 7 days.',
    );
    const changes = within(card).getByTestId('health-score-changes');
    expect([...changes.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Sleep +4: 7.4 h average, up from 6.8 h',
      'Consistency −14: 6 of 7 days with data, down from 7 days',
    ]);
    expect(within(card).getByTestId('health-score-not-counted').textContent).toBe(
      'Not counted, no data in the last 7 days: Cardiovascular, Body composition, and Vital signs.',
    );
    expect(within(card).getByRole('link', { name: 'How the health score works' }).getAttribute('href')).toBe(
      '/how-points-work#health-score',
    );
  });

  it('activity-only consent: "not shared" for what the tracker withholds, and how to share it', async () => {
    // Fitbit with activity only: sleep, heart rate and body readings are not shared; nothing withheld lacks data.
    const withheld = { sleep: ['sleep'], cardiovascular: ['health_metrics_and_measurements'] } as const;
    const score = healthScore();
    const { router } = setup({
      getHealthScore: () =>
        json(
          200,
          healthScore({
            categories: score.categories
              .map((category) =>
                category.category === 'sleep'
                  ? { ...category, score: null, weight: 0, basis: null, change: null, previousBasis: null }
                  : category,
              )
              .map((category) => ({
                ...category,
                notShared:
                  category.category in withheld ? [...withheld[category.category as keyof typeof withheld]] : [],
              })),
          }),
        ),
    });
    const card = region('Health score');
    const notShared = await within(card).findByTestId('health-score-not-shared');
    expect(notShared.textContent).toContain('Not counted, not shared by your tracker: Sleep and Cardiovascular.');
    expect(notShared.textContent).not.toContain('no data');
    expect(notShared.textContent).toContain(
      'To count them, allow sleep and health metrics and measurements for OpenWell at your tracker: on the tracker page, choose “Share more data”.',
    );
    // What has no data (nothing withheld) still says so, on its own.
    expect(within(card).getByTestId('health-score-not-counted').textContent).toBe(
      'Not counted, no data in the last 7 days: Body composition and Vital signs.',
    );
    await userEvent.click(within(notShared).getByRole('link', { name: 'Share more data' }));
    expect(router.state.location.pathname).toBe('/tracker');
  });

  it('empty: no health score yet', async () => {
    setup({ getHealthScore: () => json(200, NO_HEALTH_SCORE) });
    expect((await screen.findByTestId('health-score-empty')).textContent).toContain('No health score yet.');
  });

  it('error with "Try again"', async () => {
    setup({ getHealthScore: () => apiError(500, 'INTERNAL_ERROR') });
    const card = region('Health score');
    expect(await within(card).findByRole('alert')).toBeTruthy();
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    setup();
    const card = await screen.findByRole('region', { name: 'Gesundheitswert' });
    const changes = await within(card).findByTestId('health-score-changes');
    expect(changes.querySelector('li')!.textContent).toBe(
      'Schlaf +4: 7,4 h im Schnitt, mehr als in der Vorwoche (6,8 h)',
    );
  });
});
