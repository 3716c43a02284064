import type { TDay } from '@openwell/gamification';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeys } from '@openwell/contracts';
import { LOOKBACK_DAYS, planAwards, runBeforeWindow, streakNow, type TPlanInput } from './award-plan.ts';

/** The award planner's own logic (the rules are the package's, tested there): streaks past the window, keys, caps. */

const TODAY = '2026-11-22';
const FROM = addDays(TODAY, -1);
const WINDOW_START = addDays(FROM, -LOOKBACK_DAYS);
const walked = (date: string): TDay => ({ date, steps: 9000 });

function input(overrides: Partial<TPlanInput> = {}): TPlanInput {
  const days = dayKeys(WINDOW_START, TODAY).map(walked);
  return {
    today: TODAY,
    from: FROM,
    windowStart: WINDOW_START,
    days,
    badgeDays: days,
    goalsHistory: [],
    sums: [],
    state: { balance: 0, lifetimePoints: 0, streakDays: 0, bestStreak: 0, streakThrough: null },
    earnedAchievements: new Set(),
    oneOffs: [],
    ...overrides,
  };
}

describe('streaks longer than the values read', () => {
  const met = new Set(dayKeys(WINDOW_START, TODAY));
  // Cached at the last run (yesterday): 100 days through yesterday.
  const cached = { streakDays: 100, bestStreak: 100, streakThrough: addDays(TODAY, -1) };

  it('the cached streak reaches before the window when the window is met throughout', () => {
    const inWindow = dayKeys(WINDOW_START, addDays(TODAY, -1)).length;
    expect(runBeforeWindow(met, WINDOW_START, cached)).toBe(100 - inWindow);
    expect(streakNow(met, WINDOW_START, TODAY, cached)).toEqual({
      streakDays: 101,
      bestStreak: 101,
      streakThrough: TODAY,
      today: true,
    });
  });

  it('a day without a goal in the window cuts it off', () => {
    const gap = new Set(met);
    gap.delete(addDays(TODAY, -10));
    expect(runBeforeWindow(gap, WINDOW_START, cached)).toBe(0);
    expect(streakNow(gap, WINDOW_START, TODAY, cached)).toMatchObject({ streakDays: 10, bestStreak: 100 });
  });

  it('a cached streak that ended before the window adds nothing', () => {
    expect(runBeforeWindow(met, WINDOW_START, { ...cached, streakThrough: addDays(WINDOW_START, -3) })).toBe(0);
  });

  it('the badges see the whole streak (a 100-day badge from a streak longer than the values read)', () => {
    const plan = planAwards(input({ state: { ...input().state, ...cached } }));
    expect(plan.streak).toEqual({ streakDays: 101, bestStreak: 101, streakThrough: TODAY });
    expect(plan.newAchievements).toContain('streak_100');
    expect(planAwards(input()).newAchievements).not.toContain('streak_100');
  });
});

describe('planned entries', () => {
  it('appends only the difference, as the next correction of the key', () => {
    const first = planAwards(input());
    const steps = first.entries.find((e) => e.idempotencyKey === `goal_steps:${TODAY}`)!;
    const again = planAwards(
      input({
        sums: first.entries.map((e) => ({ reason: e.reason, civilDate: e.civilDate, sum: e.amount, entries: 1 })),
        state: { ...input().state, balance: first.balance, lifetimePoints: first.lifetimePoints },
        earnedAchievements: new Set(first.newAchievements),
      }),
    );
    expect(again.entries).toEqual([]);
    const corrected = planAwards(
      input({
        sums: [{ reason: 'goal_steps', civilDate: TODAY, sum: steps.amount + 4, entries: 2 }],
        state: { ...input().state, balance: 1000, lifetimePoints: 1000 },
        earnedAchievements: new Set(first.newAchievements),
      }),
    );
    expect(corrected.entries).toContainEqual({
      amount: -4,
      reason: 'goal_steps',
      idempotencyKey: `goal_steps:${TODAY}:3`,
      civilDate: TODAY,
      sourceRef: null,
    });
  });

  it('never plans a negative balance: a debit is cut to what is left', () => {
    const plan = planAwards(
      input({
        days: [],
        badgeDays: [],
        sums: [{ reason: 'goal_steps', civilDate: TODAY, sum: 30, entries: 1 }],
        state: { balance: 12, lifetimePoints: 30, streakDays: 0, bestStreak: 0, streakThrough: null },
        earnedAchievements: new Set(['first_sync']),
      }),
    );
    expect(plan.balance).toBe(0);
    expect(plan.capped).toEqual([{ idempotencyKey: `goal_steps:${TODAY}:2`, wanted: -30, applied: -12 }]);
    expect(plan.monthly.get('2026-11-01')).toBe(-12);
  });
});
