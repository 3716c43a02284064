import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeys } from '@openwell/contracts';
import type { TDay } from './days.ts';
import {
  dayAttainment,
  improvementMultiplierFor,
  improvementOf,
  improvementSeries,
  multipliers,
  streakMultiplier,
  totalMultiplier,
} from './multipliers.ts';
import { indexDays } from './days.ts';
import { RULES } from './rules.ts';
import { civilDateArb, consecutiveDaysArb, goalsArb } from './test-arbitraries.ts';

const date = '2025-03-31';
// Recent window: 2025-03-24..2025-03-30; baseline: 2025-02-24..2025-03-23 (28 days).
const recentDates = dayKeys('2025-03-24', '2025-03-30');
const baselineDates = dayKeys('2025-02-24', '2025-03-23');
const goalsHistory = [{ effectiveFrom: '2025-01-01', goals: { steps: 6000, activeMinutes: 30, sleepHours: 7.5 } }];
const stepsDays = (dates: string[], steps: number): TDay[] => dates.map((d) => ({ date: d, steps }));

describe('streakMultiplier', () => {
  it('grows in steps with the streak and stops at 1.5', () => {
    const table: Array<[number, number]> = [
      [0, 1],
      [2, 1],
      [3, 1.1],
      [6, 1.1],
      [7, 1.2],
      [13, 1.2],
      [14, 1.3],
      [29, 1.3],
      [30, 1.5],
      [365, 1.5],
    ];
    for (const [days, multiplier] of table) expect(streakMultiplier(days)).toBe(multiplier);
  });
});

describe('improvement multiplier', () => {
  it('maps the ratio to its steps', () => {
    expect(improvementMultiplierFor(1.09)).toBe(1);
    expect(improvementMultiplierFor(1.1)).toBe(1.1);
    expect(improvementMultiplierFor(1.24)).toBe(1.1);
    expect(improvementMultiplierFor(1.25)).toBe(1.25);
    expect(improvementMultiplierFor(1.5)).toBe(1.5);
    expect(improvementMultiplierFor(9)).toBe(1.5);
  });

  it('averages the goals with a value into the day attainment', () => {
    const goals = { steps: 8000, activeMinutes: 30, sleepHours: 7.5 };
    expect(dayAttainment(undefined, goals)).toBeNull();
    expect(dayAttainment({ date, heartRate: 60 }, goals)).toBeNull();
    expect(dayAttainment({ date, steps: 4000 }, goals)).toBe(0.5);
    // (0.5 + 1 + 0.6) / 3 = 0.7 (activity beyond the goal counts as 1).
    expect(dayAttainment({ date, steps: 4000, activeMinutes: 90, sleepHours: 4.5 }, goals)).toBeCloseTo(0.7, 10);
  });

  it('computes the worked example: 0.78 against 0.60 is a ratio of 1.30, multiplier 1.25', () => {
    const days = [...stepsDays(baselineDates, 3600), ...stepsDays(recentDates, 4680)];
    const result = improvementOf(date, indexDays(days), goalsHistory);
    expect(result.baseline).toBeCloseTo(0.6, 10);
    expect(result.recent).toBeCloseTo(0.78, 10);
    expect(result.ratio).toBe(1.3);
    expect(result.multiplier).toBe(1.25);
  });

  it('reaches each step from the ratio of recent to baseline attainment', () => {
    const improvementWith = (recentSteps: number) =>
      multipliers({
        date,
        streakDays: 0,
        days: [...stepsDays(baselineDates, 2400), ...stepsDays(recentDates, recentSteps)],
        goalsHistory,
      }).improvement;
    // Baseline 2400 of 6000 = 0.4.
    expect(improvementWith(2400)).toBe(1); // 1.00
    expect(improvementWith(2600)).toBe(1); // 1.08
    expect(improvementWith(2640)).toBe(1.1); // 1.10
    expect(improvementWith(3000)).toBe(1.25); // 1.25
    expect(improvementWith(3600)).toBe(1.5); // 1.50
    expect(improvementWith(6000)).toBe(1.5); // 2.50
    expect(improvementWith(1200)).toBe(1); // worse: never below 1
  });

  it('is 1.0 without a baseline or without enough recent days', () => {
    const recent = stepsDays(recentDates, 6000);
    expect(multipliers({ date, streakDays: 0, days: recent, goalsHistory }).improvement).toBe(1);
    // 13 baseline days are not enough, 14 are.
    const thin = [...stepsDays(baselineDates.slice(0, 13), 1000), ...recent];
    expect(multipliers({ date, streakDays: 0, days: thin, goalsHistory }).improvement).toBe(1);
    const enough = [...stepsDays(baselineDates.slice(0, 14), 1000), ...recent];
    expect(multipliers({ date, streakDays: 0, days: enough, goalsHistory }).improvement).toBe(1.5);
    // 3 recent days are not enough, 4 are.
    const base = stepsDays(baselineDates, 1000);
    const three = [...base, ...stepsDays(recentDates.slice(0, 3), 6000)];
    expect(multipliers({ date, streakDays: 0, days: three, goalsHistory }).improvement).toBe(1);
    const four = [...base, ...stepsDays(recentDates.slice(0, 4), 6000)];
    expect(multipliers({ date, streakDays: 0, days: four, goalsHistory }).improvement).toBe(1.5);
  });

  it('ignores the awarded day itself and anything older than the baseline', () => {
    const days = [...stepsDays(baselineDates, 3000), ...stepsDays(recentDates, 3000)];
    const plain = multipliers({ date, streakDays: 0, days, goalsHistory });
    const noisy = [...days, { date, steps: 90000 }, { date: addDays(baselineDates[0] as string, -1), steps: 0 }];
    expect(multipliers({ date, streakDays: 0, days: noisy, goalsHistory })).toEqual(plain);
  });

  it('measures both windows against the goals of the awarded day, so changing goals is not an improvement', () => {
    const days = [...stepsDays(baselineDates, 3000), ...stepsDays(recentDates, 3000)];
    // Goals lowered the day before: recent days met "more" of the old goal... but both windows use the new one.
    const lowered = [
      ...goalsHistory,
      { effectiveFrom: '2025-03-24', goals: { steps: 3000, activeMinutes: 10, sleepHours: 6 } },
    ];
    expect(multipliers({ date, streakDays: 0, days, goalsHistory: lowered }).improvement).toBe(1);
  });

  it('floors a baseline of zero, so any recent progress reaches the top step', () => {
    const days = [...stepsDays(baselineDates, 0), ...stepsDays(recentDates, 600)];
    const result = improvementOf(date, indexDays(days), goalsHistory);
    expect(result.ratio).toBe(2); // 0.1 / 0.05
    expect(result.multiplier).toBe(1.5);
  });
});

describe('total multiplier', () => {
  it('multiplies streak and improvement, rounds to 2 decimals and caps at 2', () => {
    expect(totalMultiplier(1, 1)).toBe(1);
    expect(totalMultiplier(1.2, 1.25)).toBe(1.5);
    expect(totalMultiplier(1.2, 1.1)).toBe(1.32);
    expect(totalMultiplier(1.3, 1.5)).toBe(1.95);
    expect(totalMultiplier(1.5, 1.5)).toBe(2);
  });

  it('takes the streak multiplier from streakDays', () => {
    expect(multipliers({ date, streakDays: 8, days: [], goalsHistory: [] })).toEqual({
      streak: 1.2,
      improvement: 1,
      total: 1.2,
    });
  });
});

describe('multiplier properties', () => {
  it('stays within 1..cap, improvement never below 1, total = min(cap, streak × improvement)', () => {
    fc.assert(
      fc.property(
        consecutiveDaysArb(0, 40),
        fc.integer({ min: 0, max: 400 }),
        goalsArb,
        fc.integer({ min: -5, max: 45 }),
        (days, streakDays, goals, offset) => {
          const first = days[0]?.date ?? '2025-01-01';
          const target = addDays(first, offset);
          const result = multipliers({
            date: target,
            streakDays,
            days,
            goalsHistory: [{ effectiveFrom: first, goals }],
          });
          expect(result.improvement).toBeGreaterThanOrEqual(1);
          expect(result.streak).toBeGreaterThanOrEqual(1);
          expect(result.total).toBeGreaterThanOrEqual(1);
          expect(result.total).toBeLessThanOrEqual(RULES.multipliers.totalCap);
          expect(result.total).toBe(
            Math.min(RULES.multipliers.totalCap, Math.round(result.streak * result.improvement * 100) / 100),
          );
          // Any order of the days gives the same result.
          const reversed = multipliers({
            date: target,
            streakDays,
            days: [...days].reverse(),
            goalsHistory: [{ effectiveFrom: first, goals }],
          });
          expect(reversed).toEqual(result);
        },
      ),
    );
  });

  it('lets an improver with a low baseline reach the multiplier of an athlete', () => {
    fc.assert(
      fc.property(
        civilDateArb,
        goalsArb,
        fc.double({ min: 0, max: 0.66, noNaN: true }),
        (target, goals, baselineShare) => {
          const history = [{ effectiveFrom: '2019-01-01', goals }];
          const baseline = dayKeys(addDays(target, -35), addDays(target, -8));
          const recent = dayKeys(addDays(target, -7), addDays(target, -1));
          // The athlete meets every goal every day and has the longest streak.
          const athleteDays = [...baseline, ...recent].map((d): TDay => ({
            date: d,
            steps: goals.steps * 2,
            activeMinutes: goals.activeMinutes * 2,
            sleepHours: goals.sleepHours,
          }));
          const athlete = multipliers({ date: target, streakDays: 365, days: athleteDays, goalsHistory: history });
          // The improver has no streak at all; only steps, at a low share of the goal (at least the baseline floor
          // counts: from 0 to 1 step is no improvement), then 1.5 times that.
          const floor = RULES.multipliers.improvement.baselineFloor;
          const improverDays = [
            ...baseline.map((d): TDay => ({ date: d, steps: Math.floor(goals.steps * baselineShare) })),
            ...recent.map((d): TDay => ({
              date: d,
              steps: Math.ceil(goals.steps * Math.max(baselineShare, floor) * 1.5) + 1,
            })),
          ];
          const improver = multipliers({ date: target, streakDays: 0, days: improverDays, goalsHistory: history });
          expect(improver.total).toBeGreaterThanOrEqual(athlete.total);
          expect(athlete.total).toBe(1.5);
        },
      ),
    );
  });

  it('gives the same improvement day by day and in one pass over many days', () => {
    fc.assert(
      fc.property(
        consecutiveDaysArb(0, 80),
        goalsArb,
        goalsArb,
        fc.integer({ min: 0, max: 80 }),
        (days, early, late, change) => {
          const first = days[0]?.date ?? '2025-01-01';
          const history = [
            { effectiveFrom: first, goals: early },
            { effectiveFrom: addDays(first, change), goals: late },
          ];
          const byDate = indexDays(days);
          const series = improvementSeries(first, addDays(first, 90), byDate, history);
          expect(series).toHaveLength(91);
          for (const { date: day, improvement } of series) {
            const single = improvementOf(day, byDate, history);
            expect(improvement.multiplier).toBe(single.multiplier);
            expect(improvement.ratio).toBe(single.ratio);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
