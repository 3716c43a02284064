/**
 * Answers of the gamification endpoints for feature tests (gamification, dashboard), built on the contract types,
 * so a change of the contract shows here. "Today" is 2026-03-10, as in the wearables fixtures.
 */
import type { TAchievementStatus, TGamificationSummary, THealthScore } from '@openwell/contracts';
import { levelFor } from '@openwell/gamification';

export function gamificationSummary(overrides: Partial<TGamificationSummary> = {}): TGamificationSummary {
  return {
    date: '2026-03-10',
    // 1,590 earned, 50 spent: level 7 by the rules (from 1,350 to 1,750 lifetime points).
    points: { balance: 1540, earnedToday: 35, goalsToday: 35, awardsToday: 0, lifetime: 1590 },
    level: levelFor(1590),
    streak: { days: 5, best: 12, today: true },
    multipliers: { streak: 1.1, improvement: 1.25, total: 1.38 },
    goals: {
      current: { steps: 8000, activeMinutes: 30, sleepHours: 7.5 },
      pending: null,
      today: [
        { goal: 'steps', target: 8000, value: 6000, met: false },
        { goal: 'activeMinutes', target: 30, value: 42, met: true },
        { goal: 'sleepHours', target: 7.5, value: null, met: false },
      ],
    },
    achievements: achievements(),
    newAchievements: [],
    ...overrides,
  };
}

/** first_sync earned, streak_7 on its way (5 of 7), the others of a few kinds locked. */
export function achievements(overrides: TAchievementStatus[] = []): TAchievementStatus[] {
  const base: TAchievementStatus[] = [
    { id: 'first_sync', earnedAt: '2026-03-01T09:00:00.000Z', progress: null },
    { id: 'steps_10k', earnedAt: null, progress: { current: 9120, target: 10000 } },
    { id: 'streak_7', earnedAt: null, progress: { current: 5, target: 7 } },
    { id: 'improver', earnedAt: null, progress: null },
  ];
  return base.map((status) => overrides.find((override) => override.id === status.id) ?? status);
}

/** A new user: nothing earned, nothing met, no streak. */
export const NEW_USER_SUMMARY: TGamificationSummary = gamificationSummary({
  points: { balance: 0, earnedToday: 0, goalsToday: 0, awardsToday: 0, lifetime: 0 },
  level: levelFor(0),
  streak: { days: 0, best: 0, today: false },
  multipliers: { streak: 1, improvement: 1, total: 1 },
  achievements: [
    { id: 'first_sync', earnedAt: null, progress: null },
    { id: 'streak_7', earnedAt: null, progress: { current: 0, target: 7 } },
  ],
});

export function healthScore(overrides: Partial<THealthScore> = {}): THealthScore {
  return {
    from: '2026-03-04',
    to: '2026-03-10',
    score: 72,
    previousScore: 68,
    categories: [
      {
        category: 'activity',
        score: 80,
        weight: 0.4167,
        basis: { key: 'activity.minutesAndSteps', values: { minutes: 210, steps: 8400, days: 7 } },
        change: 0,
        previousBasis: { key: 'activity.minutesAndSteps', values: { minutes: 210, steps: 8100, days: 7 } },
        notShared: [],
      },
      {
        category: 'sleep',
        score: 90,
        weight: 0.3333,
        basis: { key: 'sleep.averageHours', values: { hours: 7.4, days: 6 } },
        change: 4,
        previousBasis: { key: 'sleep.averageHours', values: { hours: 6.8, days: 7 } },
        notShared: [],
      },
      {
        category: 'cardiovascular',
        score: null,
        weight: 0,
        basis: null,
        change: null,
        previousBasis: null,
        notShared: [],
      },
      {
        category: 'bodyComposition',
        score: null,
        weight: 0,
        basis: null,
        change: null,
        previousBasis: null,
        notShared: [],
      },
      { category: 'vitalSigns', score: null, weight: 0, basis: null, change: null, previousBasis: null, notShared: [] },
      {
        category: 'consistency',
        score: 86,
        weight: 0.25,
        basis: { key: 'consistency.daysWithData', values: { days: 6, period: 7 } },
        change: -14,
        previousBasis: { key: 'consistency.daysWithData', values: { days: 7, period: 7 } },
        notShared: [],
      },
    ],
    ...overrides,
  };
}

export const NO_HEALTH_SCORE: THealthScore = healthScore({
  score: null,
  previousScore: null,
  categories: healthScore().categories.map((category) => ({
    ...category,
    score: null,
    weight: 0,
    basis: null,
    change: null,
    previousBasis: null,
  })),
});
