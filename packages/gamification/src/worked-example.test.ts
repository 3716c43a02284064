import { describe, expect, it } from 'vitest';
import { dayKeys } from '@openwell/contracts';
import type { TDay } from './days.ts';
import { anyGoalMet, goalsOn } from './goals.ts';
import { levelFor } from './levels.ts';
import { improvementOf, multipliers } from './multipliers.ts';
import { indexDays } from './days.ts';
import { dailyAwards } from './points.ts';
import { streakBefore, streakOf } from './streaks.ts';

/**
 * The worked example of ADR 015, end to end, as a reader would recompute it by hand: one user-day, 2025-03-31.
 */
describe('ADR 015 worked example', () => {
  const goalsHistory = [{ effectiveFrom: '2025-02-01', goals: { steps: 6000, activeMinutes: 30, sleepHours: 7.5 } }];
  const days: TDay[] = [
    // Baseline (03-03..03-23, 21 of the 28 days): 3,000 steps (0.5), 15 min (0.5), 6 h sleep (0.8): 0.6 a day.
    ...dayKeys('2025-03-03', '2025-03-23').map((date) => ({ date, steps: 3000, activeMinutes: 15, sleepHours: 6 })),
    // Recent week (03-24..03-30): 4,500 steps (0.75), 18 min (0.6), 7.5 h (1.0, the sleep goal met): 0.7833.
    ...dayKeys('2025-03-24', '2025-03-30').map((date) => ({ date, steps: 4500, activeMinutes: 18, sleepHours: 7.5 })),
  ];
  const today: TDay = { date: '2025-03-31', steps: 5100, activeMinutes: 42, sleepHours: 7.2, heartRate: 61 };
  const metDates = [...days, today]
    .filter((day) => anyGoalMet(day, goalsOn(day.date, goalsHistory)))
    .map((day) => day.date);

  it('has a 7-day streak before the day: streak multiplier 1.2', () => {
    expect(streakBefore(metDates, today.date)).toBe(7);
  });

  it('improved 0.7833 / 0.6 = 1.31: improvement multiplier 1.25', () => {
    const improvement = improvementOf(today.date, indexDays(days), goalsHistory);
    expect(improvement.baseline).toBeCloseTo(0.6, 10);
    expect(improvement.recent).toBeCloseTo(0.78333, 4);
    expect(improvement.ratio).toBe(1.31);
  });

  it('multiplies to 1.5 and awards 12 + 30 + 13 + 5 = 60 points', () => {
    const multiplier = multipliers({ date: today.date, streakDays: 7, days: [...days, today], goalsHistory });
    expect(multiplier).toEqual({ streak: 1.2, improvement: 1.25, total: 1.5 });
    const awards = dailyAwards({ day: today, goals: goalsOn(today.date, goalsHistory), multiplier: multiplier.total });
    expect(awards).toEqual([
      { reason: 'goal_steps', amount: 12 }, // 5,100 / 6,000 → 8 × 1.5
      { reason: 'goal_active_minutes', amount: 30 }, // met: (10 + 10) × 1.5
      { reason: 'goal_sleep', amount: 13 }, // 7.2 / 7.5 → 9 × 1.5 = 13.5
      { reason: 'consistency', amount: 5 },
    ]);
  });

  it('extends the streak to 8 days and reaches level 5 from 640 lifetime points', () => {
    expect(streakOf(metDates, today.date)).toEqual({ days: 8, best: 8, today: true, through: '2025-03-31' });
    expect(levelFor(640)).toMatchObject({ level: 4, pointsToNextLevel: 60 });
    expect(levelFor(700)).toEqual({ level: 5, currentLevelPoints: 700, nextLevelPoints: 1000, pointsToNextLevel: 300 });
  });
});
