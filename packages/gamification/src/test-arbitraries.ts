import fc from 'fast-check';
import { GOAL_BOUNDS, type TGoals } from '@openwell/contracts';
import { epochDay, fromEpochDay } from './civil-dates.ts';
import type { TDay } from './days.ts';

/** Shared fast-check arbitraries of the property tests (test-only module). */

export const civilDateArb = fc
  .integer({ min: epochDay('2020-01-01'), max: epochDay('2030-12-31') })
  .map((day) => fromEpochDay(day));

const goalArb = (kind: keyof TGoals) => {
  const { min, max, step } = GOAL_BOUNDS[kind];
  return fc.integer({ min: 0, max: Math.round((max - min) / step) }).map((n) => min + n * step);
};

export const goalsArb: fc.Arbitrary<TGoals> = fc.record({
  steps: goalArb('steps'),
  activeMinutes: goalArb('activeMinutes'),
  sleepHours: goalArb('sleepHours'),
});

const maybe = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });

/** A day's values within the metrics' plausible ranges, each possibly missing. */
export const dayValuesArb = fc.record(
  {
    steps: maybe(fc.integer({ min: 0, max: 100_000 })),
    activeMinutes: maybe(fc.integer({ min: 0, max: 1_440 })),
    sleepHours: maybe(fc.double({ min: 0, max: 24, noNaN: true })),
    heartRate: maybe(fc.integer({ min: 25, max: 220 })),
    weight: maybe(fc.double({ min: 20, max: 400, noNaN: true })),
    bodyFat: maybe(fc.double({ min: 2, max: 75, noNaN: true })),
    oxygenSaturation: maybe(fc.double({ min: 50, max: 100, noNaN: true })),
    respirationRate: maybe(fc.double({ min: 4, max: 60, noNaN: true })),
    temperature: maybe(fc.double({ min: 30, max: 43, noNaN: true })),
    cardioScore: maybe(fc.double({ min: 10, max: 100, noNaN: true })),
  },
  { requiredKeys: [] },
);

export const dayArb: fc.Arbitrary<TDay> = fc
  .tuple(civilDateArb, dayValuesArb)
  .map(([date, values]) => ({ date, ...values }));

/** `count` consecutive days from a date, each with random values. */
export const consecutiveDaysArb = (min: number, max: number) =>
  fc
    .tuple(civilDateArb, fc.array(dayValuesArb, { minLength: min, maxLength: max }))
    .map(([start, values]) => values.map((value, i): TDay => ({ date: fromEpochDay(epochDay(start) + i), ...value })));
