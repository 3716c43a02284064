import fc from 'fast-check';
import {
  GENDERS,
  GOAL_BOUNDS,
  HEALTH_PROFILE_DOMAINS,
  ZHealthProfileResultSchema,
  ZQuestionnaireAnswersSchema,
  addDays,
  type TFocusStep,
  type THealthProfileDomain,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { TODAY, answers, daysOf, profileOf, repeat } from './health-profile-fixtures.ts';
import { HEALTH_PROFILE_RULES } from './health-profile-rules.ts';
import { healthProfile } from './health-profile.ts';
import { answersArb, dayValuesArb } from './test-arbitraries.ts';

const focusOf = (input: Parameters<typeof profileOf>[0]) => profileOf(input).focusAreas;
const stepsOf = (domain: THealthProfileDomain, input: Parameters<typeof profileOf>[0]) => {
  const area = focusOf(input).find((entry) => entry.domain === domain);
  if (!area) throw new Error(`${domain} is not a focus area`);
  return area.steps;
};
const goal = (kind: keyof typeof GOAL_BOUNDS, target: number): TFocusStep => ({ kind: 'goal', goal: kind, target });
const advice = (code: Extract<TFocusStep, { kind: 'advice' }>['advice']): TFocusStep => ({
  kind: 'advice',
  advice: code,
});
const coach = (topic: THealthProfileDomain): TFocusStep => ({ kind: 'coach', topic });

describe('focus areas: selection and order', () => {
  it('none when every domain is green or unknown', () => {
    const healthy = answers({
      lifestyle: { fitness: 4, stress: 2, nutrition: 5 },
      substances: { smoking: 'former', alcohol: 'occasionally', caffeine: '3_4' },
      body: { heightCm: 180, weightKg: 75 },
    });
    expect(focusOf({ answers: healthy })).toEqual([]);
    expect(focusOf({})).toEqual([]);
  });

  it('red before amber, then the fixed priority; at most three', () => {
    const mixed = answers({
      lifestyle: { fitness: 3, stress: 5, nutrition: 3 },
      substances: { caffeine: '5_plus' },
      body: { heightCm: 200, weightKg: 130 },
    });
    // red: stress, bodyComposition; amber: substances, activity, nutrition (cut)
    expect(focusOf({ answers: mixed }).map((area) => [area.domain, area.rating])).toEqual([
      ['stress', 'red'],
      ['bodyComposition', 'red'],
      ['substances', 'amber'],
    ]);
  });

  it('of the same colour: substances, activity, nutrition, sleep, stress, body composition', () => {
    const allRed = answers({
      lifestyle: { fitness: 1, stress: 5, nutrition: 1 },
      substances: { smoking: 'daily' },
      body: { heightCm: 200, weightKg: 130 },
    });
    const sleepRed = daysOf(repeat(7, { sleepHours: 5 }));
    expect(focusOf({ answers: allRed, days: sleepRed }).map((area) => area.domain)).toEqual([
      'substances',
      'activity',
      'nutrition',
    ]);
    const sleepStressBody = answers({ lifestyle: { stress: 4 }, body: { heightCm: 200, weightKg: 130 } });
    expect(focusOf({ answers: sleepStressBody, days: sleepRed }).map((area) => area.domain)).toEqual([
      'sleep',
      'stress',
      'bodyComposition',
    ]);
    expect(HEALTH_PROFILE_RULES.focusPriority).toEqual([
      'substances',
      'activity',
      'nutrition',
      'sleep',
      'stress',
      'bodyComposition',
    ]);
  });

  it('a focus area carries its domain’s colour', () => {
    const areas = focusOf({ answers: answers({ lifestyle: { nutrition: 3, stress: 4 } }) });
    expect(areas.map((area) => [area.domain, area.rating])).toEqual([
      ['stress', 'red'],
      ['nutrition', 'amber'],
    ]);
  });
});

describe('focus areas: steps', () => {
  const minutesWeek = (total: number) => daysOf(repeat(7, total / 7).map((activeMinutes) => ({ activeMinutes })));

  it.each([
    [0, 10],
    [14, 15], // 2 a day → 5 + 10
    [100, 25], // 14.3 a day → 15 + 10
    [140, 30], // 20 a day → 20 + 10
    [149, 30], // capped at 30
  ])('activity, %s tracked minutes a week: a daily goal of %s active minutes', (total, target) => {
    expect(stepsOf('activity', { days: minutesWeek(total) })).toEqual([
      goal('activeMinutes', target),
      advice('move_more'),
      coach('activity'),
    ]);
  });

  it('activity without a tracker: 30 active minutes a day', () => {
    expect(stepsOf('activity', { answers: answers({ lifestyle: { fitness: 2 } }) })).toEqual([
      goal('activeMinutes', 30),
      advice('move_more'),
      coach('activity'),
    ]);
  });

  it.each([
    [6.9, 7.5],
    [6.5, 7],
    [6.4, 7],
    [5.2, 6],
    [4, 6],
  ])('sleep, %s tracked hours: a nightly goal of %s hours', (hours, target) => {
    expect(stepsOf('sleep', { days: daysOf(repeat(7, { sleepHours: hours })) })).toEqual([
      goal('sleepHours', target),
      advice('sleep_routine'),
      coach('sleep'),
    ]);
  });

  it('sleep: no goal for long sleep or a complaint; a severe complaint (7+) adds seeing a doctor', () => {
    const complaint = (severity: number) => answers({ complaints: { other: [{ item: 'sleep_disorders', severity }] } });
    expect(stepsOf('sleep', { days: daysOf(repeat(7, { sleepHours: 9.5 })) })).toEqual([
      advice('sleep_routine'),
      coach('sleep'),
    ]);
    expect(stepsOf('sleep', { answers: complaint(6) })).toEqual([advice('sleep_routine'), coach('sleep')]);
    expect(stepsOf('sleep', { answers: complaint(7) })).toEqual([
      advice('sleep_routine'),
      advice('talk_to_doctor'),
      coach('sleep'),
    ]);
    expect(stepsOf('sleep', { answers: complaint(9), days: daysOf(repeat(7, { sleepHours: 5 })) })).toEqual([
      goal('sleepHours', 6),
      advice('sleep_routine'),
      advice('talk_to_doctor'),
    ]);
  });

  it('stress and nutrition: the advice and the coach', () => {
    const input = { answers: answers({ lifestyle: { stress: 3, nutrition: 2 } }) };
    expect(stepsOf('stress', input)).toEqual([advice('relaxation_break'), coach('stress')]);
    expect(stepsOf('nutrition', input)).toEqual([advice('eat_vegetables'), coach('nutrition')]);
  });

  it('substances: advice for each concern, most serious first (at most two), then the coach', () => {
    const steps = (substances: NonNullable<TQuestionnaireAnswers['substances']>) =>
      stepsOf('substances', { answers: answers({ substances }) });
    expect(steps({ smoking: 'daily' })).toEqual([advice('quit_smoking_support'), coach('substances')]);
    expect(steps({ caffeine: '5_plus' })).toEqual([advice('less_caffeine'), coach('substances')]);
    expect(steps({ alcohol: 'weekly', caffeine: '5_plus' })).toEqual([
      advice('alcohol_free_days'),
      advice('less_caffeine'),
      coach('substances'),
    ]);
    expect(steps({ smoking: 'occasionally', alcohol: 'daily', caffeine: '5_plus' })).toEqual([
      advice('quit_smoking_support'),
      advice('alcohol_free_days'),
      coach('substances'),
    ]);
  });

  const body = (weightKg: number) => answers({ body: { heightCm: 200, weightKg } });
  it('body composition: a steps goal when too heavy, a doctor when obese or underweight', () => {
    expect(stepsOf('bodyComposition', { answers: body(110) })).toEqual([goal('steps', 8000), coach('bodyComposition')]);
    expect(stepsOf('bodyComposition', { answers: body(130) })).toEqual([
      goal('steps', 8000),
      advice('talk_to_doctor'),
      coach('bodyComposition'),
    ]);
    expect(stepsOf('bodyComposition', { answers: body(70) })).toEqual([
      advice('talk_to_doctor'),
      coach('bodyComposition'),
    ]);
    const lowFat = [{ date: TODAY, bodyFat: 5 }];
    expect(stepsOf('bodyComposition', { days: lowFat, gender: 'male' })).toEqual([
      advice('talk_to_doctor'),
      coach('bodyComposition'),
    ]);
    const highFat = [{ date: TODAY, bodyFat: 45 }];
    expect(stepsOf('bodyComposition', { days: highFat, gender: 'female' })[1]).toEqual(advice('talk_to_doctor'));
  });

  it.each([
    [1000, [goal('steps', 2000)]],
    [6200, [goal('steps', 7500)]],
    [9600, [goal('steps', 10_000)]],
    [10_000, []],
  ] as const)('body composition with %s tracked steps a day', (steps, goals) => {
    const days = daysOf(repeat(7, { steps }));
    expect(stepsOf('bodyComposition', { answers: body(110), days })).toEqual([...goals, coach('bodyComposition')]);
  });
});

describe('healthProfile: properties', () => {
  const inputArb = fc.record({
    answers: answersArb,
    age: fc.option(fc.integer({ min: 18, max: 100 }), { nil: null }),
    gender: fc.option(fc.constantFrom(...GENDERS), { nil: null }),
    days: fc
      .array(fc.tuple(fc.integer({ min: -20, max: 2 }), dayValuesArb), { maxLength: 30 })
      .map((entries) => entries.map(([offset, values]) => ({ date: addDays(TODAY, offset), ...values }))),
    today: fc.constant(TODAY),
  });
  const severity = { red: 0, amber: 1 } as const;

  it('any valid answers and days give a valid, ordered result with goals a person can set', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        ZQuestionnaireAnswersSchema.parse(input.answers);
        const result = ZHealthProfileResultSchema.parse(healthProfile(input));
        expect(result.domains.map((entry) => entry.domain)).toEqual([...HEALTH_PROFILE_DOMAINS]);
        for (const entry of result.domains) expect(entry.reasons.length).toBeGreaterThan(0);
        const flagged = HEALTH_PROFILE_RULES.focusPriority
          .map((domain) => result.domains.find((entry) => entry.domain === domain)!)
          .filter((entry) => entry.rating === 'red' || entry.rating === 'amber')
          .sort((a, b) => severity[a.rating as 'red' | 'amber'] - severity[b.rating as 'red' | 'amber']);
        expect(result.focusAreas.map((area) => [area.domain, area.rating])).toEqual(
          flagged.slice(0, 3).map((entry) => [entry.domain, entry.rating]),
        );
        for (const area of result.focusAreas) {
          for (const step of area.steps) {
            if (step.kind === 'coach') expect(step.topic).toBe(area.domain);
            if (step.kind !== 'goal') continue;
            const bounds = GOAL_BOUNDS[step.goal];
            expect(step.target).toBeGreaterThanOrEqual(bounds.min);
            expect(step.target).toBeLessThanOrEqual(bounds.max);
            expect(Number.isInteger(step.target / bounds.step)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is pure: the same input, in any order of days, gives the same result', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const distinct = [...new Map(input.days.map((day) => [day.date, day])).values()];
        const first = healthProfile({ ...input, days: distinct });
        expect(healthProfile({ ...input, days: [...distinct].reverse() })).toEqual(first);
        expect(healthProfile({ ...input, days: distinct })).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});
