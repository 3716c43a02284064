import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GOALS } from './goals.ts';
import {
  DAILY_REASONS,
  ONE_OFF_AWARDS,
  ONE_OFF_RENEWAL_MONTHS,
  dailyAwards,
  goalBasePoints,
  multiplierHundredths,
  oneOffDue,
} from './points.ts';
import { RULES } from './rules.ts';
import { dayArb, goalsArb } from './test-arbitraries.ts';

const date = '2025-03-31';
const goals = { steps: 6000, activeMinutes: 30, sleepHours: 7.5 };

describe('goalBasePoints', () => {
  it('gives a point per 10 % of the goal, rounded down, and the bonus when met', () => {
    expect(goalBasePoints(null, 8000)).toBe(0);
    expect(goalBasePoints(0, 8000)).toBe(0);
    expect(goalBasePoints(799, 8000)).toBe(0);
    expect(goalBasePoints(800, 8000)).toBe(1);
    expect(goalBasePoints(5100, 6000)).toBe(8); // 8.5 -> 8
    expect(goalBasePoints(7999, 8000)).toBe(9);
    expect(goalBasePoints(8000, 8000)).toBe(20); // 10 + bonus 10
    expect(goalBasePoints(50000, 8000)).toBe(20); // nothing extra beyond the goal
    expect(goalBasePoints(7.2, 7.5)).toBe(9); // 9.6 -> 9
    expect(goalBasePoints(7.49, 7.5)).toBe(9);
    expect(goalBasePoints(7.5, 7.5)).toBe(20);
  });

  it('is not fooled by floating point (5.6 of 8 is 7 points, not 6)', () => {
    expect(goalBasePoints(5.6, 8)).toBe(7);
    expect(goalBasePoints(0.7, 1)).toBe(7);
  });
});

describe('multiplierHundredths', () => {
  it('clamps the multiplier to 1..totalCap', () => {
    expect(multiplierHundredths(1.5)).toBe(150);
    expect(multiplierHundredths(0.5)).toBe(100);
    expect(multiplierHundredths(7)).toBe(200);
    expect(multiplierHundredths(Number.NaN)).toBe(100);
    expect(multiplierHundredths(1.375)).toBe(138);
  });
});

describe('dailyAwards', () => {
  it('computes the worked example of ADR 015', () => {
    // Steps 5100 of 6000: 8 points; active 42 of 30: 10 + 10; sleep 7.2 of 7.5: 9; multiplier 1.5.
    expect(
      dailyAwards({ day: { date, steps: 5100, activeMinutes: 42, sleepHours: 7.2 }, goals, multiplier: 1.5 }),
    ).toEqual([
      { reason: 'goal_steps', amount: 12 },
      { reason: 'goal_active_minutes', amount: 30 },
      { reason: 'goal_sleep', amount: 13 },
      { reason: 'consistency', amount: 5 },
    ]);
  });

  it('rounds each goal down after the multiplier', () => {
    const day = { date, steps: 6000, activeMinutes: 45, sleepHours: 7 };
    expect(dailyAwards({ day, goals: DEFAULT_GOALS, multiplier: 1.2 })).toEqual([
      { reason: 'goal_steps', amount: 8 }, // 7 × 1.2 = 8.4
      { reason: 'goal_active_minutes', amount: 24 }, // 20 × 1.2
      { reason: 'goal_sleep', amount: 10 }, // 9 × 1.2 = 10.8
      { reason: 'consistency', amount: 5 },
    ]);
    expect(dailyAwards({ day, goals: DEFAULT_GOALS, multiplier: 1 })).toEqual([
      { reason: 'goal_steps', amount: 7 },
      { reason: 'goal_active_minutes', amount: 20 },
      { reason: 'goal_sleep', amount: 9 },
      { reason: 'consistency', amount: 5 },
    ]);
  });

  it('reaches exactly the caps on a perfect day at the highest multiplier, and no further', () => {
    const day = { date, steps: 30000, activeMinutes: 300, sleepHours: 9 };
    const best = dailyAwards({ day, goals: DEFAULT_GOALS, multiplier: 2 });
    expect(best.map((award) => award.amount)).toEqual([40, 40, 40, 5]);
    expect(best.reduce((sum, award) => sum + award.amount, 0)).toBe(RULES.dayCap);
    expect(dailyAwards({ day, goals: DEFAULT_GOALS, multiplier: 10 })).toEqual(best);
  });

  it('never lowers points below the base for a multiplier under 1', () => {
    const day = { date, steps: 8000 };
    expect(dailyAwards({ day, goals: DEFAULT_GOALS, multiplier: 0 })).toEqual([
      { reason: 'goal_steps', amount: 20 },
      { reason: 'consistency', amount: 5 },
    ]);
  });

  it('leaves out rules worth 0 and gives the consistency point for any data', () => {
    expect(dailyAwards({ day: { date }, goals: DEFAULT_GOALS, multiplier: 1.5 })).toEqual([]);
    expect(dailyAwards({ day: { date, steps: null, heartRate: 61 }, goals: DEFAULT_GOALS, multiplier: 1.5 })).toEqual([
      { reason: 'consistency', amount: 5 },
    ]);
    expect(dailyAwards({ day: { date, steps: 0, sleepHours: 0 }, goals: DEFAULT_GOALS, multiplier: 1 })).toEqual([
      { reason: 'consistency', amount: 5 },
    ]);
  });

  it('has one-off awards for connecting a tracker and completing the questionnaire', () => {
    expect(ONE_OFF_AWARDS).toEqual({ tracker_connected: 50, questionnaire_completed: 100 });
  });
});

describe('dailyAwards properties', () => {
  const multiplierArb = fc.double({ min: 0, max: 5, noNaN: true });

  it('gives positive whole amounts, each within its cap, the day within the day cap', () => {
    fc.assert(
      fc.property(dayArb, goalsArb, multiplierArb, (day, goals, multiplier) => {
        const awards = dailyAwards({ day, goals, multiplier });
        const reasons = awards.map((award) => award.reason);
        expect(new Set(reasons).size).toBe(reasons.length);
        for (const award of awards) {
          expect(DAILY_REASONS).toContain(award.reason);
          expect(Number.isInteger(award.amount)).toBe(true);
          expect(award.amount).toBeGreaterThan(0);
          const cap = award.reason === 'consistency' ? RULES.consistency.cap : RULES.goalPoints.capPerGoal;
          expect(award.amount).toBeLessThanOrEqual(cap);
        }
        expect(awards.reduce((sum, award) => sum + award.amount, 0)).toBeLessThanOrEqual(RULES.dayCap);
      }),
    );
  });

  it('never gives fewer points for more progress or a higher multiplier', () => {
    const amountOf = (awards: ReturnType<typeof dailyAwards>, reason: string) =>
      awards.find((award) => award.reason === reason)?.amount ?? 0;
    fc.assert(
      fc.property(
        dayArb,
        goalsArb,
        multiplierArb,
        fc.constantFrom('steps', 'activeMinutes', 'sleepHours'),
        fc.double({ min: 0, max: 20000, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (day, goals, multiplier, goal, more, moreMultiplier) => {
          const before = dailyAwards({ day, goals, multiplier });
          const after = dailyAwards({ day: { ...day, [goal]: (day[goal] ?? 0) + more }, goals, multiplier });
          for (const reason of DAILY_REASONS) {
            expect(amountOf(after, reason)).toBeGreaterThanOrEqual(amountOf(before, reason));
          }
          const boosted = dailyAwards({ day, goals, multiplier: multiplier + moreMultiplier });
          for (const reason of DAILY_REASONS) {
            expect(amountOf(boosted, reason)).toBeGreaterThanOrEqual(amountOf(before, reason));
          }
        },
      ),
    );
  });

  it('depends on nothing but the goal values, the presence of data, the goals and the multiplier', () => {
    const profileArb = fc.record({
      age: fc.integer({ min: 18, max: 90 }),
      gender: fc.constantFrom('male', 'female'),
      heightCm: fc.integer({ min: 140, max: 210 }),
      weightKg: fc.integer({ min: 40, max: 200 }),
    });
    fc.assert(
      fc.property(
        dayArb,
        goalsArb,
        multiplierArb,
        profileArb,
        fc.integer({ min: 25, max: 220 }),
        (day, goals, m, profile, bpm) => {
          const plain = dailyAwards({ day, goals, multiplier: m });
          // A profile passed along (as a careless caller might) changes nothing.
          expect(dailyAwards({ day, goals, multiplier: m, profile } as Parameters<typeof dailyAwards>[0])).toEqual(
            plain,
          );
          // Nor do body measurements or other metrics, once the day has data.
          const withBody = { ...day, heartRate: bpm, weight: profile.weightKg, bodyFat: 25, cardioScore: 40 };
          const withBodyAwards = dailyAwards({ day: withBody, goals, multiplier: m });
          expect(withBodyAwards.filter((award) => award.reason !== 'consistency')).toEqual(
            plain.filter((award) => award.reason !== 'consistency'),
          );
          // Deterministic.
          expect(dailyAwards({ day, goals, multiplier: m })).toEqual(plain);
        },
      ),
    );
  });
});

describe('oneOffDue', () => {
  it('credits a tracker connection once ever', () => {
    expect(oneOffDue('tracker_connected', [], '2026-03-15')).toBe(true);
    expect(oneOffDue('tracker_connected', ['2020-01-01'], '2030-01-01')).toBe(false);
  });

  it('credits the questionnaire once per yearly cycle: again from the same day a year after the latest credit', () => {
    expect(ONE_OFF_RENEWAL_MONTHS).toEqual({ questionnaire_completed: 12 });
    expect(oneOffDue('questionnaire_completed', [], '2026-03-15')).toBe(true);
    expect(oneOffDue('questionnaire_completed', ['2026-03-15'], '2026-03-15')).toBe(false);
    expect(oneOffDue('questionnaire_completed', ['2026-03-15'], '2027-03-14')).toBe(false);
    expect(oneOffDue('questionnaire_completed', ['2026-03-15'], '2027-03-15')).toBe(true);
    // The latest credit counts, in any order; a leap day's anniversary is the last day of February.
    expect(oneOffDue('questionnaire_completed', ['2027-03-15', '2026-03-15'], '2027-06-01')).toBe(false);
    expect(oneOffDue('questionnaire_completed', ['2028-02-29'], '2029-02-28')).toBe(true);
    expect(oneOffDue('questionnaire_completed', ['2028-02-29'], '2029-02-27')).toBe(false);
  });

  it('never credits a reason that is not a one-off', () => {
    expect(oneOffDue('goal_steps', [], '2026-03-15')).toBe(false);
  });
});
