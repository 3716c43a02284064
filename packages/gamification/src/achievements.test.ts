import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeys } from '@openwell/contracts';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_CATEGORIES,
  achievementById,
  evaluateAchievements,
  type TAchievementContext,
} from './achievements.ts';
import type { TDay } from './days.ts';
import { consecutiveDaysArb } from './test-arbitraries.ts';

const today = '2025-03-31';
const base: TAchievementContext = {
  days: [],
  goalsHistory: [],
  streakBest: 0,
  level: 1,
  lifetimePoints: 0,
  trackerConnected: false,
  questionnaireCompleted: false,
  today,
};
const resultOf = (id: string, ctx: Partial<TAchievementContext>) => {
  const result = evaluateAchievements({ ...base, ...ctx }).find((entry) => entry.id === id);
  if (!result) throw new Error(`No result for ${id}`);
  return result;
};
const daysOf = (dates: string[], values: Omit<TDay, 'date'>): TDay[] => dates.map((date) => ({ date, ...values }));

describe('the badge catalogue', () => {
  it('has at least 15 badges with unique ids, i18n keys, categories and positive points', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.id).toMatch(/^[a-z0-9_]{1,64}$/);
      expect(achievement.titleKey).toBe(`gamification:badges.${achievement.id}.title`);
      expect(achievement.descriptionKey).toBe(`gamification:badges.${achievement.id}.description`);
      expect(ACHIEVEMENT_CATEGORIES).toContain(achievement.category);
      expect(Number.isInteger(achievement.points)).toBe(true);
      expect(achievement.points).toBeGreaterThan(0);
    }
    expect(achievementById('steps_10k')?.rule).toEqual({ kind: 'metricInADay', metric: 'steps', target: 10_000 });
    expect(achievementById('nope')).toBeUndefined();
  });

  it('includes the badges the issue names', () => {
    const ids = ACHIEVEMENTS.map((a) => a.id);
    for (const id of [
      'first_sync',
      'steps_10k',
      'streak_7',
      'streak_30',
      'questionnaire_done',
      'level_5',
      'well_rested',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('evaluates every badge, in catalogue order, with nothing earned for a new person', () => {
    const results = evaluateAchievements(base);
    expect(results.map((r) => r.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(results.filter((r) => r.earned)).toEqual([]);
  });
});

describe('each badge', () => {
  it('first_sync: a connected tracker and a day of data', () => {
    const days = [{ date: today, steps: 10 }];
    expect(resultOf('first_sync', { days }).earned).toBe(false);
    expect(resultOf('first_sync', { trackerConnected: true }).earned).toBe(false);
    expect(resultOf('first_sync', { days, trackerConnected: true })).toEqual({
      id: 'first_sync',
      earned: true,
      progress: null,
    });
  });

  it('questionnaire_done', () => {
    expect(resultOf('questionnaire_done', { questionnaireCompleted: true }).earned).toBe(true);
  });

  it('steps_10k: 10,000 steps on one day', () => {
    const near = [
      { date: '2025-03-01', steps: 9999 },
      { date: '2025-03-02', steps: 7000 },
    ];
    expect(resultOf('steps_10k', { days: near })).toEqual({
      id: 'steps_10k',
      earned: false,
      progress: { current: 9999, target: 10000 },
    });
    expect(resultOf('steps_10k', { days: [...near, { date: '2025-03-03', steps: 12000 }] })).toEqual({
      id: 'steps_10k',
      earned: true,
      progress: { current: 10000, target: 10000 },
    });
  });

  it('active_hour: 60 active minutes on one day', () => {
    expect(resultOf('active_hour', { days: [{ date: today, activeMinutes: 59 }] }).earned).toBe(false);
    expect(resultOf('active_hour', { days: [{ date: today, activeMinutes: 60 }] }).earned).toBe(true);
  });

  it('active_week: 150 active minutes within 7 consecutive days (WHO)', () => {
    // 6 × 25 = 150 on 03-01..03-06: earned.
    const week = daysOf(dayKeys('2025-03-01', '2025-03-06'), { activeMinutes: 25 });
    expect(resultOf('active_week', { days: week })).toEqual({
      id: 'active_week',
      earned: true,
      progress: { current: 150, target: 150 },
    });
    // 100 + 100 eight days apart: never 150 within one 7-day window.
    const apart = [
      { date: '2025-03-01', activeMinutes: 100 },
      { date: '2025-03-08', activeMinutes: 100 },
    ];
    expect(resultOf('active_week', { days: apart })).toEqual({
      id: 'active_week',
      earned: false,
      progress: { current: 100, target: 150 },
    });
    // Six days apart: the same window.
    const close = [
      { date: '2025-03-01', activeMinutes: 100 },
      { date: '2025-03-07', activeMinutes: 50 },
    ];
    expect(resultOf('active_week', { days: close }).earned).toBe(true);
  });

  it('well_rested: the sleep goal met 5 nights in a row, against the goal of each night', () => {
    const four = daysOf(dayKeys('2025-03-01', '2025-03-04'), { sleepHours: 7.5 });
    expect(resultOf('well_rested', { days: four }).progress).toEqual({ current: 4, target: 5 });
    const broken = [...four, { date: '2025-03-05', sleepHours: 6 }, { date: '2025-03-06', sleepHours: 8 }];
    expect(resultOf('well_rested', { days: broken }).earned).toBe(false);
    const gap = [...four, { date: '2025-03-06', sleepHours: 8 }]; // 03-05 missing
    expect(resultOf('well_rested', { days: gap }).earned).toBe(false);
    expect(resultOf('well_rested', { days: [...four, { date: '2025-03-05', sleepHours: 7.5 }] }).earned).toBe(true);
    // With a goal of 7 h from 03-05 on, 7 h that night counts (the default 7.5 h would not).
    const goalsHistory = [{ effectiveFrom: '2025-03-05', goals: { steps: 8000, activeMinutes: 30, sleepHours: 7 } }];
    const seven = [...four, { date: '2025-03-05', sleepHours: 7 }];
    expect(resultOf('well_rested', { days: seven }).earned).toBe(false);
    expect(resultOf('well_rested', { days: seven, goalsHistory }).earned).toBe(true);
  });

  it('all_goals_day: the three goals on one day', () => {
    const two = [{ date: today, steps: 8000, activeMinutes: 30, sleepHours: 7 }];
    expect(resultOf('all_goals_day', { days: two })).toEqual({
      id: 'all_goals_day',
      earned: false,
      progress: { current: 2, target: 3 },
    });
    expect(
      resultOf('all_goals_day', { days: [{ date: today, steps: 8000, activeMinutes: 30, sleepHours: 7.5 }] }).earned,
    ).toBe(true);
  });

  it('goal_days_50: a goal met on 50 days, not necessarily in a row', () => {
    const dates = dayKeys('2025-01-01', '2025-03-31').filter((_, i) => i % 2 === 0); // 45 days
    expect(resultOf('goal_days_50', { days: daysOf(dates, { steps: 9000 }) }).progress).toEqual({
      current: 45,
      target: 50,
    });
    const more = dayKeys('2024-12-01', '2024-12-05');
    expect(resultOf('goal_days_50', { days: daysOf([...dates, ...more], { steps: 9000 }) }).earned).toBe(true);
  });

  it('streaks and levels from the context', () => {
    expect(resultOf('streak_7', { streakBest: 6 }).progress).toEqual({ current: 6, target: 7 });
    expect(resultOf('streak_7', { streakBest: 7 }).earned).toBe(true);
    expect(resultOf('streak_30', { streakBest: 45 })).toEqual({
      id: 'streak_30',
      earned: true,
      progress: { current: 30, target: 30 },
    });
    expect(resultOf('streak_100', { streakBest: 99 }).earned).toBe(false);
    expect(resultOf('level_5', { level: 4 }).earned).toBe(false);
    expect(resultOf('level_5', { level: 5 }).earned).toBe(true);
    expect(resultOf('level_10', { level: 12 }).earned).toBe(true);
    expect(resultOf('level_20', { level: 19 }).progress).toEqual({ current: 19, target: 20 });
  });

  it('improver: an improvement multiplier above 1.0 on some day up to today', () => {
    // 2000 steps (0.25 of 8000) from 02-08, 3000 (0.375) from 03-08. On 03-09 the recent week (03-02..03-08)
    // is (6 × 0.25 + 0.375) / 7 = 0.268 against 0.25: ratio 1.07, no step. On 03-10 (03-03..03-09) it is
    // (5 × 0.25 + 2 × 0.375) / 7 = 0.286: ratio 1.14, multiplier 1.1.
    const days = [
      ...daysOf(dayKeys('2025-02-08', '2025-03-07'), { steps: 2000 }),
      ...daysOf(dayKeys('2025-03-08', '2025-03-14'), { steps: 3000 }),
    ];
    expect(resultOf('improver', { days, today: '2025-03-09' }).earned).toBe(false);
    expect(resultOf('improver', { days, today: '2025-03-10' }).earned).toBe(true);
    const steady = daysOf(dayKeys('2025-02-08', '2025-03-14'), { steps: 3000 });
    expect(resultOf('improver', { days: steady })).toEqual({ id: 'improver', earned: false, progress: null });
  });

  it('data_30 and data_100: days with any data', () => {
    const days = daysOf(dayKeys('2025-03-02', '2025-03-31'), { heartRate: 60 });
    expect(resultOf('data_30', { days: days.slice(1) }).progress).toEqual({ current: 29, target: 30 });
    expect(resultOf('data_30', { days }).earned).toBe(true);
    expect(resultOf('data_100', { days }).progress).toEqual({ current: 30, target: 100 });
    // Empty days do not count.
    expect(
      resultOf('data_30', { days: daysOf(dayKeys('2025-03-02', '2025-03-31'), { steps: null }) }).progress,
    ).toEqual({
      current: 0,
      target: 30,
    });
  });

  it('ignores days after today', () => {
    expect(resultOf('steps_10k', { days: [{ date: addDays(today, 1), steps: 20000 }] }).earned).toBe(false);
  });
});

describe('achievement properties', () => {
  it('reports progress within its target, earned exactly when reached', () => {
    fc.assert(
      fc.property(
        consecutiveDaysArb(0, 60),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (days, streakBest, level) => {
          const ctx = { ...base, days, streakBest, level, today: days[days.length - 1]?.date ?? today };
          for (const result of evaluateAchievements(ctx)) {
            if (!result.progress) continue;
            expect(result.progress.current).toBeGreaterThanOrEqual(0);
            expect(result.progress.current).toBeLessThanOrEqual(result.progress.target);
            expect(result.earned).toBe(result.progress.current >= result.progress.target);
          }
        },
      ),
    );
  });

  it('never takes a day-based badge away when a day is added', () => {
    fc.assert(
      fc.property(consecutiveDaysArb(1, 40), fc.integer({ min: 0, max: 45 }), (days, skip) => {
        const all = days;
        const fewer = days.filter((_, i) => i !== skip % days.length);
        const now = days[days.length - 1]?.date ?? today;
        const earnedWith = (list: TDay[]) =>
          new Set(
            evaluateAchievements({ ...base, days: list, today: now, trackerConnected: true })
              .filter((r) => r.earned && r.id !== 'improver')
              .map((r) => r.id),
          );
        const withAll = earnedWith(all);
        for (const id of earnedWith(fewer)) expect(withAll.has(id)).toBe(true);
      }),
    );
  });
});
