import fc from 'fast-check';
import {
  ALCOHOL_OPTIONS,
  CAFFEINE_OPTIONS,
  GOAL_BOUNDS,
  HEIGHT_CM,
  OTHER_COMPLAINTS,
  SCALE,
  SEVERITY,
  SMOKING_OPTIONS,
  WEIGHT_KG,
  epochDay,
  fromEpochDay,
  type TGoals,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
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

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const scaleArb = fc.integer({ min: SCALE.min, max: SCALE.max });
const otherComplaintsArb = fc
  .uniqueArray(fc.constantFrom(...OTHER_COMPLAINTS), { maxLength: OTHER_COMPLAINTS.length })
  .chain((items) =>
    fc.tuple(
      ...items.map((item) =>
        fc.integer({ min: SEVERITY.min, max: SEVERITY.max }).map((severity) => ({ item, severity })),
      ),
    ),
  );

/** Questionnaire answers as the schema accepts them: the consent, and the sections the profile reads, each optional. */
export const answersArb: fc.Arbitrary<TQuestionnaireAnswers> = fc
  .record({
    body: optional(
      fc.record(
        {
          heightCm: fc.integer({ min: HEIGHT_CM.min, max: HEIGHT_CM.max }),
          weightKg: fc.integer({ min: WEIGHT_KG.min * 10, max: WEIGHT_KG.max * 10 }).map((tenths) => tenths / 10),
        },
        { requiredKeys: [] },
      ),
    ),
    complaints: optional(fc.record({ other: otherComplaintsArb }, { requiredKeys: [] })),
    lifestyle: optional(fc.record({ fitness: scaleArb, stress: scaleArb, nutrition: scaleArb }, { requiredKeys: [] })),
    substances: optional(
      fc.record(
        {
          smoking: fc.constantFrom(...SMOKING_OPTIONS),
          alcohol: fc.constantFrom(...ALCOHOL_OPTIONS),
          caffeine: fc.constantFrom(...CAFFEINE_OPTIONS),
        },
        { requiredKeys: [] },
      ),
    ),
  })
  .map((sections) => {
    const answers: Record<string, unknown> = { consent: { dataProcessing: true } };
    for (const [id, section] of Object.entries(sections)) if (section !== undefined) answers[id] = section;
    return answers as TQuestionnaireAnswers;
  });
