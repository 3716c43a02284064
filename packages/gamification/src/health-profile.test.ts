import {
  HEALTH_PROFILE_DOMAINS,
  addDays,
  type TGender,
  type THealthProfileDomain,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { TODAY, answers, daysOf, domainOf, profileOf, repeat } from './health-profile-fixtures.ts';

const codes = (domain: THealthProfileDomain, input: Parameters<typeof profileOf>[0]) =>
  domainOf(domain, input).reasons.map((reason) => reason.code);

describe('healthProfile: shape', () => {
  it('rates every domain in HEALTH_PROFILE_DOMAINS order, unknown (not answered) without answers or data', () => {
    const result = profileOf();
    expect(result.domains.map((entry) => entry.domain)).toEqual([...HEALTH_PROFILE_DOMAINS]);
    for (const entry of result.domains) {
      expect(entry).toEqual({ domain: entry.domain, rating: 'unknown', reasons: [{ code: 'not_answered' }] });
    }
    expect(result.focusAreas).toEqual([]);
  });
});

describe('activity', () => {
  // Seven days: the weekly minutes are the sum of the seven values.
  const week = (total: number) => daysOf(repeat(7, total / 7).map((activeMinutes) => ({ activeMinutes })));

  it.each([
    [150, 'green', 'activity_tracker_met'],
    [149, 'amber', 'activity_tracker_below'],
    [75, 'amber', 'activity_tracker_below'],
    [74, 'red', 'activity_tracker_low'],
    [0, 'red', 'activity_tracker_low'],
  ] as const)('%s tracked minutes a week: %s', (total, rating, code) => {
    expect(domainOf('activity', { days: week(total) })).toEqual({
      rating,
      reasons: [{ code, values: { minutesPerWeek: total, days: 7 } }],
    });
  });

  it('averages over the days with a value (× 7), rounding the weekly minutes before rating', () => {
    const days = daysOf([...repeat(10, { activeMinutes: 21.4 }), ...repeat(4, { steps: 5000 })]);
    // 21.4 × 7 = 149.8 → 150: shown as 150 and rated as 150.
    expect(domainOf('activity', { days }).reasons).toEqual([
      { code: 'activity_tracker_met', values: { minutesPerWeek: 150, days: 10 } },
    ]);
  });

  it('the tracker wins over the self-rated fitness', () => {
    expect(domainOf('activity', { days: week(30), answers: answers({ lifestyle: { fitness: 5 } }) }).rating).toBe(
      'red',
    );
    expect(domainOf('activity', { days: week(300), answers: answers({ lifestyle: { fitness: 1 } }) }).rating).toBe(
      'green',
    );
  });

  it('needs seven days with minutes in the 14-day period; else the self-rated fitness, else unknown', () => {
    const six = daysOf(repeat(6, { activeMinutes: 60 }));
    expect(domainOf('activity', { days: six })).toEqual({ rating: 'unknown', reasons: [{ code: 'not_answered' }] });
    expect(domainOf('activity', { days: six, answers: answers({ lifestyle: { fitness: 4 } }) })).toEqual({
      rating: 'green',
      reasons: [{ code: 'activity_fitness_good', values: { answer: 4 } }],
    });
    // A 15th day back (outside the period) does not count towards the seven.
    const withOld = [...six, { date: addDays(TODAY, -14), activeMinutes: 60 }];
    expect(domainOf('activity', { days: withOld }).rating).toBe('unknown');
    const withinPeriod = [...six, { date: addDays(TODAY, -13), activeMinutes: 60 }];
    expect(domainOf('activity', { days: withinPeriod }).rating).toBe('green');
    // Days after today are not read either.
    expect(domainOf('activity', { days: [...six, { date: addDays(TODAY, 1), activeMinutes: 60 }] }).rating).toBe(
      'unknown',
    );
  });

  it.each([
    [5, 'green', 'activity_fitness_good'],
    [4, 'green', 'activity_fitness_good'],
    [3, 'amber', 'activity_fitness_moderate'],
    [2, 'red', 'activity_fitness_low'],
    [1, 'red', 'activity_fitness_low'],
  ] as const)('self-rated fitness %s: %s', (fitness, rating, code) => {
    expect(domainOf('activity', { answers: answers({ lifestyle: { fitness } }) })).toEqual({
      rating,
      reasons: [{ code, values: { answer: fitness } }],
    });
  });
});

describe('sleep', () => {
  const nights = (hours: number, count = 7) => daysOf(repeat(count, { sleepHours: hours }));
  const other = (severity: number | null) =>
    answers({ complaints: { other: severity === null ? [] : [{ item: 'sleep_disorders', severity }] } });

  it.each([
    [9.1, 'amber', 'sleep_tracker_long'],
    [9, 'green', 'sleep_tracker_ok'],
    [7, 'green', 'sleep_tracker_ok'],
    [6.95, 'green', 'sleep_tracker_ok'], // shown as 7.0
    [6.9, 'amber', 'sleep_tracker_short'],
    [6, 'amber', 'sleep_tracker_short'],
    [5.9, 'red', 'sleep_tracker_very_short'],
  ] as const)('%s tracked hours a night: %s', (hours, rating, code) => {
    expect(domainOf('sleep', { days: nights(hours) })).toEqual({
      rating,
      reasons: [{ code, values: { hours: Math.round(hours * 10) / 10, nights: 7 } }],
    });
  });

  it('needs seven nights; else the sleep complaint; else unknown', () => {
    expect(domainOf('sleep', { days: nights(5, 6) }).rating).toBe('unknown');
    expect(domainOf('sleep', { days: nights(5, 6), answers: other(6) })).toEqual({
      rating: 'amber',
      reasons: [{ code: 'sleep_complaint', values: { severity: 6 } }],
    });
  });

  it.each([
    [5, 'amber', 'sleep_complaint'],
    [4, 'green', 'sleep_complaint_mild'],
    [1, 'green', 'sleep_complaint_mild'],
  ] as const)('a sleep complaint of severity %s: %s', (severity, rating, code) => {
    expect(domainOf('sleep', { answers: other(severity) })).toEqual({
      rating,
      reasons: [{ code, values: { severity } }],
    });
  });

  it('no sleep complaint is green only when "other complaints" was answered', () => {
    expect(domainOf('sleep', { answers: other(null) })).toEqual({
      rating: 'green',
      reasons: [{ code: 'sleep_no_complaint' }],
    });
    expect(domainOf('sleep', { answers: other(0) }).reasons).toEqual([{ code: 'sleep_no_complaint' }]);
    const migraineOnly = answers({ complaints: { other: [{ item: 'migraine', severity: 8 }] } });
    expect(domainOf('sleep', { answers: migraineOnly }).reasons).toEqual([{ code: 'sleep_no_complaint' }]);
    // Only the orthopedic complaints answered: nothing is known about sleep.
    const orthopedicOnly = answers({ complaints: { orthopedic: [] } });
    expect(domainOf('sleep', { answers: orthopedicOnly }).rating).toBe('unknown');
  });

  it('with the tracker, a complaint is the worst of both; the reasons list the worse first', () => {
    expect(codes('sleep', { days: nights(7.5), answers: other(6) })).toEqual(['sleep_complaint', 'sleep_tracker_ok']);
    expect(domainOf('sleep', { days: nights(7.5), answers: other(6) }).rating).toBe('amber');
    expect(domainOf('sleep', { days: nights(5.5), answers: other(6) })).toMatchObject({ rating: 'red' });
    expect(codes('sleep', { days: nights(5.5), answers: other(6) })).toEqual([
      'sleep_tracker_very_short',
      'sleep_complaint',
    ]);
    expect(codes('sleep', { days: nights(8), answers: other(null) })).toEqual([
      'sleep_tracker_ok',
      'sleep_no_complaint',
    ]);
  });
});

describe('nutrition and stress: the self-ratings', () => {
  it.each([
    [5, 'green', 'nutrition_good'],
    [4, 'green', 'nutrition_good'],
    [3, 'amber', 'nutrition_fair'],
    [2, 'red', 'nutrition_poor'],
    [1, 'red', 'nutrition_poor'],
  ] as const)('nutrition %s: %s', (nutrition, rating, code) => {
    expect(domainOf('nutrition', { answers: answers({ lifestyle: { nutrition } }) })).toEqual({
      rating,
      reasons: [{ code, values: { answer: nutrition } }],
    });
  });

  it.each([
    [1, 'green', 'stress_low'],
    [2, 'green', 'stress_low'],
    [3, 'amber', 'stress_moderate'],
    [4, 'red', 'stress_high'],
    [5, 'red', 'stress_high'],
  ] as const)('stress %s: %s', (stress, rating, code) => {
    expect(domainOf('stress', { answers: answers({ lifestyle: { stress } }) })).toEqual({
      rating,
      reasons: [{ code, values: { answer: stress } }],
    });
  });

  it('an unanswered scale is unknown even when another one is answered', () => {
    const onlyDiet = { answers: answers({ lifestyle: { specialDiet: 'vegan' } }) };
    expect(domainOf('nutrition', onlyDiet).rating).toBe('unknown');
    expect(domainOf('stress', { answers: answers({ lifestyle: { nutrition: 4 } }) }).rating).toBe('unknown');
  });
});

describe('substances', () => {
  const rated = (substances: NonNullable<TQuestionnaireAnswers['substances']>) =>
    domainOf('substances', { answers: answers({ substances }) });

  it.each(['occasionally', 'weekly', 'daily'] as const)('smoking %s is red', (smoking) => {
    expect(rated({ smoking })).toEqual({ rating: 'red', reasons: [{ code: 'smoking_current' }] });
  });

  it('alcohol: daily red, weekly amber, occasionally or never nothing', () => {
    expect(rated({ alcohol: 'daily' })).toEqual({ rating: 'red', reasons: [{ code: 'alcohol_daily' }] });
    expect(rated({ alcohol: 'weekly' })).toEqual({ rating: 'amber', reasons: [{ code: 'alcohol_weekly' }] });
    expect(rated({ alcohol: 'occasionally' })).toEqual({ rating: 'green', reasons: [{ code: 'substances_none' }] });
    expect(rated({ alcohol: 'none' })).toEqual({ rating: 'green', reasons: [{ code: 'substances_none' }] });
  });

  it('caffeine: 5 or more cups amber, 3-4 nothing', () => {
    expect(rated({ caffeine: '5_plus' })).toEqual({ rating: 'amber', reasons: [{ code: 'caffeine_high' }] });
    expect(rated({ caffeine: '3_4' }).rating).toBe('green');
  });

  it('the worst decides; every concern is listed, worst first; a former smoker is a positive reason', () => {
    expect(rated({ smoking: 'weekly', alcohol: 'weekly', caffeine: '5_plus' })).toEqual({
      rating: 'red',
      reasons: [{ code: 'smoking_current' }, { code: 'alcohol_weekly' }, { code: 'caffeine_high' }],
    });
    expect(rated({ smoking: 'former', alcohol: 'none', caffeine: '1_2' })).toEqual({
      rating: 'green',
      reasons: [{ code: 'substances_none' }, { code: 'smoking_former' }],
    });
    expect(rated({ smoking: 'former', alcohol: 'weekly' })).toEqual({
      rating: 'amber',
      reasons: [{ code: 'alcohol_weekly' }, { code: 'smoking_former' }],
    });
    expect(rated({ smoking: 'non_smoker' })).toEqual({ rating: 'green', reasons: [{ code: 'substances_none' }] });
  });

  it('is unknown when none of the three is answered', () => {
    expect(rated({}).rating).toBe('unknown');
    expect(rated({ smoking: null, alcohol: null }).rating).toBe('unknown');
  });
});

describe('body composition', () => {
  const bodyFat = (value: number, gender: TGender | null, age: number | null) =>
    domainOf('bodyComposition', { days: [{ date: TODAY, bodyFat: value }], gender, age });

  it.each([
    // [gender, age, value, rating, code]: Gallagher bands at each threshold's both sides
    ['male', 30, 7.9, 'amber', 'body_fat_low'],
    ['male', 30, 8, 'green', 'body_fat_healthy'],
    ['male', 30, 19.9, 'green', 'body_fat_healthy'],
    ['male', 30, 20, 'amber', 'body_fat_high'],
    ['male', 30, 24.9, 'amber', 'body_fat_high'],
    ['male', 30, 25, 'red', 'body_fat_very_high'],
    ['female', 45, 22.9, 'amber', 'body_fat_low'],
    ['female', 45, 23, 'green', 'body_fat_healthy'],
    ['female', 45, 33.9, 'green', 'body_fat_healthy'],
    ['female', 45, 34, 'amber', 'body_fat_high'],
    ['female', 45, 39.9, 'amber', 'body_fat_high'],
    ['female', 45, 40, 'red', 'body_fat_very_high'],
    ['male', 65, 12.9, 'amber', 'body_fat_low'],
    ['male', 65, 29.9, 'amber', 'body_fat_high'],
    ['male', 65, 30, 'red', 'body_fat_very_high'],
    ['female', 18, 20.9, 'amber', 'body_fat_low'],
    ['female', 18, 39, 'red', 'body_fat_very_high'],
    ['female', 85, 41.9, 'amber', 'body_fat_high'],
    // no age: the middle band (40-59)
    ['male', null, 21.9, 'green', 'body_fat_healthy'],
    ['male', null, 22, 'amber', 'body_fat_high'],
  ] as const)('%s aged %s with %s %% body fat: %s', (gender, age, value, rating, code) => {
    expect(bodyFat(value, gender, age)).toEqual({ rating, reasons: [{ code, values: { bodyFat: value } }] });
  });

  it('reads the latest body fat of the period, rounded to one decimal, before any BMI', () => {
    const days = [
      { date: TODAY, weight: 120 },
      { date: addDays(TODAY, -2), bodyFat: 18.04 },
      { date: addDays(TODAY, -5), bodyFat: 30 },
      { date: addDays(TODAY, -20), bodyFat: 10 },
    ];
    const body = answers({ body: { heightCm: 200, weightKg: 120 } });
    expect(domainOf('bodyComposition', { days, gender: 'male', age: 30, answers: body })).toEqual({
      rating: 'green',
      reasons: [{ code: 'body_fat_healthy', values: { bodyFat: 18 } }],
    });
  });

  const bmi = (weightKg: number) =>
    domainOf('bodyComposition', { answers: answers({ body: { heightCm: 200, weightKg } }) });
  it.each([
    [73.6, 18.4, 'amber', 'bmi_underweight'],
    [74, 18.5, 'green', 'bmi_normal'],
    [99.6, 24.9, 'green', 'bmi_normal'],
    [100, 25, 'amber', 'bmi_overweight'],
    [119.6, 29.9, 'amber', 'bmi_overweight'],
    [120, 30, 'red', 'bmi_obese'],
  ] as const)('%s kg at 200 cm (BMI %s): %s', (weightKg, value, rating, code) => {
    expect(bmi(weightKg)).toEqual({ rating, reasons: [{ code, values: { bmi: value } }] });
  });

  it('uses BMI without a gender; the tracker’s latest weight of the period wins over the answered one', () => {
    const body = answers({ body: { heightCm: 200, weightKg: 90 } });
    const days = [
      { date: addDays(TODAY, -1), weight: 121, bodyFat: 20 },
      { date: addDays(TODAY, -3), weight: 70 },
      { date: addDays(TODAY, -15), weight: 60 },
    ];
    expect(domainOf('bodyComposition', { days, answers: body, gender: null }).reasons).toEqual([
      { code: 'bmi_obese', values: { bmi: 30.3 } },
    ]);
    const oldOnly = [{ date: addDays(TODAY, -15), weight: 60 }];
    expect(domainOf('bodyComposition', { days: oldOnly, answers: body }).reasons).toEqual([
      { code: 'bmi_normal', values: { bmi: 22.5 } },
    ]);
  });

  it('is unknown without a height (even with a tracked weight) and without any body data', () => {
    expect(domainOf('bodyComposition', { days: [{ date: TODAY, weight: 80 }] }).rating).toBe('unknown');
    expect(domainOf('bodyComposition', { answers: answers({ body: { weightKg: 80 } }) }).rating).toBe('unknown');
    expect(domainOf('bodyComposition', { days: [{ date: TODAY, bodyFat: 20 }], gender: null }).rating).toBe('unknown');
  });
});
