import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TDay } from '@openwell/gamification';
import { addDays } from '@openwell/contracts';
import { coachFacts, roundTo, type TCoachFactsInput } from './facts.ts';

const TODAY = '2026-11-23';
const BASE: Omit<TCoachFactsInput, 'days'> = {
  today: TODAY,
  goals: { steps: 10000, activeMinutes: 30, sleepHours: 7.5 },
  streak: { days: 2, best: 9 },
  focusAreas: ['sleep', 'stress', 'activity'],
  demoData: false,
};

/** `count` days ending `end` (inclusive), each with `values`. */
function run(end: string, count: number, values: Partial<TDay>): TDay[] {
  return Array.from({ length: count }, (_, index) => ({ date: addDays(end, -index), ...values }));
}

describe('coachFacts', () => {
  it('ends the sleep week today and the steps week yesterday', () => {
    const days = [
      ...run(TODAY, 7, { sleepHours: 6 }),
      ...run(addDays(TODAY, -7), 28, { sleepHours: 7 }),
      ...run(addDays(TODAY, -1), 7, { steps: 8000 }),
      ...run(addDays(TODAY, -8), 28, { steps: 9000 }),
      { date: TODAY, steps: 100 },
    ];
    const facts = coachFacts({ ...BASE, days });
    expect(facts.sleepHours).toEqual({ week: 6, weekDays: 7, baseline: 7, baselineDays: 28, change: -1 });
    expect(facts.steps).toEqual({ week: 8000, weekDays: 7, baseline: 9000, baselineDays: 28, change: -1000 });
    expect(facts.today).toEqual({ steps: 100, activeMinutes: null, sleepHours: 6 });
    expect(facts.asOf).toBe(TODAY);
    expect(facts.focusAreas).toEqual(['sleep', 'stress', 'activity']);
  });

  it('needs 3 days in the week and 7 in the baseline', () => {
    const two = coachFacts({
      ...BASE,
      days: [...run(TODAY, 2, { heartRate: 60 }), ...run(addDays(TODAY, -7), 6, { heartRate: 58 })],
    });
    expect(two.restingHeartRate).toEqual({ week: null, weekDays: 2, baseline: null, baselineDays: 6, change: null });
    const three = coachFacts({
      ...BASE,
      days: [...run(TODAY, 3, { heartRate: 60 }), ...run(addDays(TODAY, -7), 7, { heartRate: 58 })],
    });
    expect(three.restingHeartRate).toEqual({ week: 60, weekDays: 3, baseline: 58, baselineDays: 7, change: 2 });
  });

  it('ignores days outside the 35 days and counts only days with a value', () => {
    const days = [
      ...run(TODAY, 3, { sleepHours: 8 }),
      { date: addDays(TODAY, -35), sleepHours: 1 },
      { date: addDays(TODAY, -3), steps: 5 },
    ];
    expect(coachFacts({ ...BASE, days }).sleepHours).toMatchObject({ week: 8, weekDays: 3, baselineDays: 0 });
  });

  it('rounds steps and minutes whole, hours and bpm to one decimal, and the change from the rounded values', () => {
    const days = [
      { date: TODAY, sleepHours: 6.04 },
      { date: addDays(TODAY, -1), sleepHours: 6.05 },
      { date: addDays(TODAY, -2), sleepHours: 6.06 },
      ...run(addDays(TODAY, -7), 7, { sleepHours: 7.149 }),
      ...run(addDays(TODAY, -1), 3, { activeMinutes: 20.5 }),
      ...run(addDays(TODAY, -8), 7, { activeMinutes: 20.49 }),
    ];
    const facts = coachFacts({ ...BASE, days });
    // Mean 6.05 rounds up to 6.1 (not 6.0 through binary error); 7.149 to 7.1; change 6.1 - 7.1 = -1.0, not -0.99...
    expect(facts.sleepHours).toMatchObject({ week: 6.1, baseline: 7.1, change: -1 });
    expect(facts.activeMinutes).toMatchObject({ week: 21, baseline: 20, change: 1 });
  });

  it('roundTo rounds half away from zero and never returns -0', () => {
    expect(roundTo(6.05, 1)).toBe(6.1);
    expect(roundTo(6.049, 1)).toBe(6);
    expect(roundTo(-0.04, 1)).toBe(0);
    expect(Object.is(roundTo(-0.04, 1), -0)).toBe(false);
    expect(roundTo(-1.05, 1)).toBe(-1.1);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });

  it('property: week and baseline are the rounded means, change their rounded difference', () => {
    const values = fc.array(fc.option(fc.double({ min: 3, max: 11, noNaN: true }), { nil: null }), {
      minLength: 35,
      maxLength: 35,
    });
    fc.assert(
      fc.property(values, (sleep) => {
        const days: TDay[] = sleep.map((value, index) => ({ date: addDays(TODAY, -index), sleepHours: value }));
        const trend = coachFacts({ ...BASE, days }).sleepHours;
        const week = sleep.slice(0, 7).filter((value): value is number => value !== null);
        const baseline = sleep.slice(7, 35).filter((value): value is number => value !== null);
        const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
        expect(trend.weekDays).toBe(week.length);
        expect(trend.baselineDays).toBe(baseline.length);
        expect(trend.week).toBe(week.length >= 3 ? roundTo(mean(week), 1) : null);
        expect(trend.baseline).toBe(baseline.length >= 7 ? roundTo(mean(baseline), 1) : null);
        if (trend.week !== null && trend.baseline !== null) {
          expect(trend.change).toBe(roundTo(trend.week - trend.baseline, 1));
          expect(Number.isInteger(Math.round(trend.change! * 10))).toBe(true);
        } else expect(trend.change).toBeNull();
      }),
    );
  });
});
