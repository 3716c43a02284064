import fc from 'fast-check';
import { HEALTH_SCORE_CATEGORIES, METRIC_DEFINITIONS, METRICS, type TMetric } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import type { TDay } from './days.ts';
import {
  HEALTH_SCORE_BASIS,
  HEALTH_SCORE_METRICS,
  healthScore,
  minimalMets,
  scopesNotShared,
  type THealthProfile,
} from './health-score.ts';
import { RULES } from './rules.ts';
import { consecutiveDaysArb } from './test-arbitraries.ts';

const woman40: THealthProfile = { age: 40, gender: 'female', heightCm: 165, weightKg: 72 };
const man40: THealthProfile = { age: 40, gender: 'male', heightCm: null, weightKg: null };

// The worked example of ADR 015: six of seven days (03-07 missing).
const week: TDay[] = [
  {
    date: '2025-03-04',
    steps: 7000,
    activeMinutes: 20,
    sleepHours: 7.5,
    heartRate: 62,
    oxygenSaturation: 96,
    respirationRate: 15,
    temperature: 34.1,
  },
  {
    date: '2025-03-05',
    steps: 9000,
    activeMinutes: 30,
    sleepHours: 6.5,
    heartRate: 64,
    oxygenSaturation: 97,
    respirationRate: 15,
    temperature: 34.0,
  },
  {
    date: '2025-03-06',
    steps: 8000,
    activeMinutes: 25,
    sleepHours: 8,
    heartRate: 66,
    oxygenSaturation: 95,
    respirationRate: 15,
    temperature: 34.2,
  },
  {
    date: '2025-03-08',
    steps: 6000,
    activeMinutes: 15,
    sleepHours: 7,
    heartRate: 63,
    oxygenSaturation: 96,
    respirationRate: 15,
    temperature: 34.1,
  },
  {
    date: '2025-03-09',
    steps: 10000,
    activeMinutes: 40,
    sleepHours: 6,
    heartRate: 65,
    oxygenSaturation: 96,
    respirationRate: 15,
    temperature: 35.3,
    cardioScore: 35,
  },
  {
    date: '2025-03-10',
    steps: 8000,
    activeMinutes: 32,
    sleepHours: 9.5,
    heartRate: 64,
    oxygenSaturation: 96,
    respirationRate: 15,
    temperature: 34.1,
  },
];

const category = (result: ReturnType<typeof healthScore>, name: (typeof HEALTH_SCORE_CATEGORIES)[number]) =>
  result.categories.find((entry) => entry.category === name);
const only = (days: TDay[], profile: THealthProfile, name: (typeof HEALTH_SCORE_CATEGORIES)[number]) =>
  category(healthScore({ days, profile }), name);

describe('healthScore: the worked example', () => {
  const result = healthScore({ days: week, profile: woman40 });

  it('scores every category from the week', () => {
    expect(result.categories).toEqual([
      {
        category: 'activity',
        // 162 min / 6 days × 7 = 189 min/week: 80 + 20 × 39/150 = 85.2; 8,000 steps: 80; 0.75 × 85.2 + 0.25 × 80.
        score: 84,
        weight: 0.25,
        basis: { key: 'activity.minutesAndSteps', values: { minutes: 189, steps: 8000, days: 6 } },
      },
      {
        category: 'sleep',
        // Nights 100, 80, 100, 100, 60, 80: 520 / 6 = 86.7.
        score: 87,
        weight: 0.2,
        basis: { key: 'sleep.averageHours', values: { hours: 7.4, days: 6 } },
      },
      {
        category: 'cardiovascular',
        // 64 bpm: 100 − 60 × 4/40 = 94; VO2 max 35 = 10 METs, 3 above her minimal 7: 100; mean 97.
        score: 97,
        weight: 0.2,
        basis: { key: 'cardiovascular.restingHeartRateAndVo2Max', values: { bpm: 64, days: 6, vo2Max: 35 } },
      },
      {
        category: 'bodyComposition',
        // 72 / 1.65² = 26.4: 100 − 40 × 1.4/5 = 88.8.
        score: 89,
        weight: 0.1,
        basis: { key: 'bodyComposition.bmi', values: { bmi: 26.4 } },
      },
      {
        category: 'vitalSigns',
        // SpO2 96: 100; 15 breaths: 100; a night 1.2 °C off the median 34.1: 100 − 100 × 0.7/1.5 = 53.3; mean 84.4.
        score: 84,
        weight: 0.1,
        basis: {
          key: 'vitalSigns.readings',
          values: { oxygenSaturation: 96, respirationRate: 15, temperatureDeviation: 1.2 },
        },
      },
      {
        category: 'consistency',
        score: 86, // 6 / 7
        weight: 0.15,
        basis: { key: 'consistency.daysWithData', values: { days: 6, period: 7 } },
      },
    ]);
  });

  it('weights the categories into the overall score', () => {
    // 0.25 × 84 + 0.2 × 87 + 0.2 × 97 + 0.1 × 89 + 0.1 × 84 + 0.15 × 86 = 88.0
    expect(result.score).toBe(88);
  });

  it('does not depend on the order of the days', () => {
    expect(healthScore({ days: [...week].reverse(), profile: woman40 })).toEqual(result);
  });
});

describe('healthScore: each category', () => {
  it('activity: minutes alone, steps alone, and the steps scale from 60', () => {
    expect(only([{ date: '2025-03-10', activeMinutes: 50 }], man40, 'activity')).toMatchObject({
      score: 100, // 350 min/week
      basis: { key: 'activity.minutes', values: { minutes: 350, days: 1 } },
    });
    expect(only([{ date: '2025-03-10', activeMinutes: 10 }], man40, 'activity')?.score).toBe(37); // 70 → 37.3
    expect(only([{ date: '2025-03-10', steps: 6000 }], man40, 'activity')).toMatchObject({
      score: 60,
      basis: { key: 'activity.steps', values: { steps: 6000, days: 1 } },
    });
    expect(only([{ date: '2025-03-10', steps: 6000 }], { ...man40, age: 65 }, 'activity')?.score).toBe(80);
  });

  it('sleep: the recommended hours depend on age (NSF)', () => {
    const night = (hours: number) => [{ date: '2025-03-10', sleepHours: hours }];
    expect(only(night(10), man40, 'sleep')?.score).toBe(60);
    expect(only(night(10), { ...man40, age: 22 }, 'sleep')?.score).toBe(80);
    expect(only(night(8.5), { ...man40, age: 70 }, 'sleep')?.score).toBe(80);
    expect(only(night(5), man40, 'sleep')?.score).toBe(30);
    expect(only(night(3), man40, 'sleep')?.score).toBe(0);
    expect(only(night(7), man40, 'sleep')?.score).toBe(100);
  });

  it('cardiovascular: resting heart rate and VO2 max against the minimal fitness for age and sex', () => {
    const hr = (bpm: number) => only([{ date: '2025-03-10', heartRate: bpm }], man40, 'cardiovascular')?.score;
    expect([hr(45), hr(60), hr(80), hr(100), hr(110), hr(130)]).toEqual([100, 100, 70, 40, 20, 0]);
    expect(minimalMets(40, 'male')).toBe(9);
    expect(minimalMets(30, 'male')).toBe(9);
    expect(minimalMets(45, 'male')).toBe(8.5);
    expect(minimalMets(60, 'female')).toBe(5);
    expect(minimalMets(75, 'female')).toBe(5);
    // Man of 50: minimal 8 METs = 28 mL/kg/min (70); 21 = 6 METs, 2 below: 70 − 35 = 35.
    const vo2 = (value: number, profile: THealthProfile) =>
      only([{ date: '2025-03-10', cardioScore: value }], profile, 'cardiovascular');
    expect(vo2(28, { ...man40, age: 50 })).toMatchObject({
      score: 70,
      basis: { key: 'cardiovascular.vo2Max', values: { vo2Max: 28 } },
    });
    expect(vo2(21, { ...man40, age: 50 })?.score).toBe(35);
    expect(vo2(21, { ...man40, age: 50, gender: 'female' })?.score).toBe(70);
    // The latest VO2 max counts.
    const two = [
      { date: '2025-03-09', cardioScore: 50 },
      { date: '2025-03-10', cardioScore: 21 },
    ];
    expect(only(two, { ...man40, age: 50 }, 'cardiovascular')?.score).toBe(35);
  });

  it('body composition: body fat (ACE, by sex) before BMI (WHO); tracker weight before the questionnaire', () => {
    const fat = [{ date: '2025-03-10', bodyFat: 20 }];
    expect(only(fat, { ...man40, heightCm: 180, weightKg: 80 }, 'bodyComposition')).toMatchObject({
      score: 89, // men: 17 % 100 → 24 % 75: 100 − 25 × 3/7
      basis: { key: 'bodyComposition.bodyFat', values: { bodyFat: 20 } },
    });
    expect(only(fat, woman40, 'bodyComposition')?.score).toBe(100); // women: 14-24 % athletes/fitness
    const tall = { ...man40, heightCm: 175, weightKg: 90 };
    expect(only([], tall, 'bodyComposition')).toMatchObject({ score: 65, basis: { values: { bmi: 29.4 } } });
    expect(only([{ date: '2025-03-10', weight: 70 }], tall, 'bodyComposition')).toMatchObject({
      score: 100,
      basis: { values: { bmi: 22.9 } },
    });
    expect(only([{ date: '2025-03-10', weight: 70 }], man40, 'bodyComposition')).toMatchObject({
      score: null,
      weight: 0,
    });
    expect(only([], { ...man40, heightCm: 160, weightKg: 45 }, 'bodyComposition')?.score).toBe(67); // BMI 17.6: 45 + 55 × 0.6/1.5
  });

  it('vital signs: SpO2 and respiration in NEWS2 bands, temperature by deviation', () => {
    const vitals = (values: Partial<TDay>) => only([{ date: '2025-03-10', ...values }], man40, 'vitalSigns')?.score;
    expect([95, 94.5, 94.4, 93, 91.4].map((spo2) => vitals({ oxygenSaturation: spo2 }))).toEqual([100, 100, 70, 40, 0]);
    expect([12, 20.4, 11, 21, 8, 25].map((rate) => vitals({ respirationRate: rate }))).toEqual([
      100, 100, 70, 40, 0, 0,
    ]);
    // Temperature needs three nights.
    const nights = (temps: number[]) =>
      temps.map((temperature, i): TDay => ({ date: `2025-03-0${i + 1}`, temperature }));
    expect(only(nights([34, 36]), man40, 'vitalSigns')?.score).toBeNull();
    expect(only(nights([34, 34.4, 34.2]), man40, 'vitalSigns')).toMatchObject({
      score: 100,
      basis: { values: { temperatureDeviation: 0.2 } },
    });
    expect(only(nights([34, 34.1, 36.1]), man40, 'vitalSigns')?.score).toBe(0); // 2.0 °C off
  });

  it('consistency: days with data of the period', () => {
    expect(only([{ date: '2025-03-10', steps: 5 }], man40, 'consistency')).toMatchObject({
      score: 14,
      basis: { key: 'consistency.daysWithData', values: { days: 1, period: 7 } },
    });
    const fourteen = Array.from({ length: 14 }, (_, i): TDay => ({
      date: `2025-03-${String(i + 1).padStart(2, '0')}`,
      steps: 1,
    }));
    expect(category(healthScore({ days: fourteen, profile: man40, periodDays: 14 }), 'consistency')?.score).toBe(100);
    expect(category(healthScore({ days: fourteen, profile: man40 }), 'consistency')?.score).toBe(100); // at most 7 of 7
    expect(only([{ date: '2025-03-10', steps: null }], man40, 'consistency')?.score).toBeNull();
  });
});

describe('healthScore: renormalising', () => {
  it('leaves out categories without data and renormalises the rest', () => {
    const result = healthScore({ days: [{ date: '2025-03-10', sleepHours: 7.5 }], profile: man40 });
    // Sleep 100 and consistency 14, weights 0.2 and 0.15 → 4/7 and 3/7: 57.1 + 6.0 = 63.1.
    expect(result.score).toBe(63);
    expect(category(result, 'sleep')?.weight).toBeCloseTo(4 / 7, 12);
    expect(category(result, 'consistency')?.weight).toBeCloseTo(3 / 7, 12);
    for (const name of ['activity', 'cardiovascular', 'bodyComposition', 'vitalSigns'] as const) {
      expect(category(result, name)).toEqual({ category: name, score: null, weight: 0, basis: null });
    }
  });

  it('has no score without data, and a score from the questionnaire alone', () => {
    const empty = healthScore({ days: [], profile: man40 });
    expect(empty.score).toBeNull();
    expect(empty.categories.map((entry) => entry.category)).toEqual([...HEALTH_SCORE_CATEGORIES]);
    expect(empty.categories.every((entry) => entry.score === null && entry.weight === 0)).toBe(true);
    const questionnaire = healthScore({ days: [], profile: woman40 });
    expect(questionnaire.score).toBe(89);
    expect(category(questionnaire, 'bodyComposition')?.weight).toBe(1);
  });

  it('keeps every score within 0-100 and the weights summing to 1 (property)', () => {
    const profileArb = fc.record({
      age: fc.integer({ min: 16, max: 100 }),
      gender: fc.constantFrom('male' as const, 'female' as const),
      heightCm: fc.option(fc.integer({ min: 100, max: 230 }), { nil: null }),
      weightKg: fc.option(fc.integer({ min: 30, max: 250 }), { nil: null }),
    });
    fc.assert(
      fc.property(consecutiveDaysArb(0, 7), profileArb, (days, profile) => {
        const result = healthScore({ days, profile });
        const included = result.categories.filter((entry) => entry.score !== null);
        expect(result.categories.map((entry) => entry.category)).toEqual([...HEALTH_SCORE_CATEGORIES]);
        for (const entry of result.categories) {
          if (entry.score === null) {
            expect(entry.weight).toBe(0);
            expect(entry.basis).toBeNull();
            continue;
          }
          expect(Number.isInteger(entry.score)).toBe(true);
          expect(entry.score).toBeGreaterThanOrEqual(0);
          expect(entry.score).toBeLessThanOrEqual(100);
          expect(entry.weight).toBeGreaterThan(0);
          expect(entry.basis?.key.startsWith(`${entry.category}.`)).toBe(true);
          const names: readonly string[] = HEALTH_SCORE_BASIS[entry.basis?.key as keyof typeof HEALTH_SCORE_BASIS];
          expect(names).toBeDefined();
          for (const [name, value] of Object.entries(entry.basis?.values ?? {})) {
            expect(names).toContain(name);
            expect(Number.isFinite(value)).toBe(true);
          }
        }
        if (included.length === 0) {
          expect(result.score).toBeNull();
          return;
        }
        expect(included.reduce((sum, entry) => sum + entry.weight, 0)).toBeCloseTo(1, 9);
        for (const entry of included) {
          const share = RULES.healthScore.weights[entry.category];
          const total = included.reduce((sum, e) => sum + RULES.healthScore.weights[e.category], 0);
          expect(entry.weight).toBeCloseTo(share / total, 12);
        }
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.score).toBe(
          Math.round(included.reduce((sum, entry) => sum + (entry.score ?? 0) * entry.weight, 0)),
        );
      }),
    );
  });
});

/** A plausible value of each metric, to feed one at a time. */
const SAMPLE: Readonly<Record<TMetric, number>> = {
  steps: 8000,
  sleepHours: 7.2,
  heartRate: 62,
  distance: 5,
  calories: 2200,
  activeMinutes: 30,
  floors: 8,
  weight: 70,
  bodyFat: 24,
  oxygenSaturation: 97,
  respirationRate: 15,
  temperature: 34.2,
  cardioScore: 42,
};

describe('HEALTH_SCORE_METRICS and scopesNotShared', () => {
  // A height from the questionnaire, no weight: body composition then needs the tracker's weight (or body fat).
  const profile: THealthProfile = { age: 40, gender: 'female', heightCm: 165, weightKg: null };
  const nights = (metric: TMetric): TDay[] =>
    ['2025-03-04', '2025-03-05', '2025-03-06'].map((date) => ({ date, [metric]: SAMPLE[metric] }));
  const scored = (days: TDay[]) =>
    new Set(
      healthScore({ days, profile })
        .categories.filter((c) => c.score !== null)
        .map((c) => c.category),
    );

  it('names exactly the metrics each category is computed from', () => {
    for (const category of HEALTH_SCORE_CATEGORIES) {
      if (category === 'consistency') continue;
      for (const metric of METRICS) {
        const listed = HEALTH_SCORE_METRICS[category].includes(metric);
        expect(scored(nights(metric)).has(category), `${category} from ${metric}`).toBe(listed);
      }
    }
    // Consistency counts any value, so it needs no scope of its own.
    expect(HEALTH_SCORE_METRICS.consistency).toEqual([]);
    for (const metric of METRICS) expect(scored(nights(metric)).has('consistency')).toBe(true);
  });

  it("gives the scope groups of a category's metrics that are not shared", () => {
    const activityOnly = ['health_metrics_and_measurements', 'sleep'] as const;
    expect(scopesNotShared('sleep', activityOnly)).toEqual(['sleep']);
    expect(scopesNotShared('cardiovascular', activityOnly)).toEqual(['health_metrics_and_measurements']);
    expect(scopesNotShared('vitalSigns', activityOnly)).toEqual(['health_metrics_and_measurements']);
    expect(scopesNotShared('bodyComposition', activityOnly)).toEqual(['health_metrics_and_measurements']);
    expect(scopesNotShared('activity', activityOnly)).toEqual([]);
    expect(scopesNotShared('consistency', activityOnly)).toEqual([]);
    expect(scopesNotShared('sleep', [])).toEqual([]);
    for (const category of HEALTH_SCORE_CATEGORIES) {
      const scopes = new Set(HEALTH_SCORE_METRICS[category].map((metric) => METRIC_DEFINITIONS[metric].scope));
      expect(scopesNotShared(category, ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'])).toEqual(
        ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'].filter((scope) =>
          scopes.has(scope as never),
        ),
      );
    }
  });
});
