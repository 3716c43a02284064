// @vitest-environment node
/**
 * The texts keyed by the rules package: every basis the health score can produce has its explanation here (the
 * badges' texts are checked in badges.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { HEALTH_SCORE_CATEGORIES, METRICS, type TMetric } from '@openwell/contracts';
import { HEALTH_SCORE_BASIS, healthScore, type TDay } from '@openwell/gamification';
import { LANGUAGES } from '@openwell/i18n';
import { i18n } from '@/lib/i18n.ts';
import { CATEGORY_LABELS, changeLine, HEALTH_BASIS } from './health-basis.ts';

/** Seven days with the given metrics (value per metric), for a health score. */
function week(values: Partial<Record<TMetric, number>>): TDay[] {
  return Array.from({ length: 7 }, (_, index) => ({ date: `2026-03-0${index + 1}`, ...values }));
}

describe('health-score basis texts', () => {
  const profiles = [
    { age: 34, gender: 'female' as const, heightCm: 170, weightKg: 65 },
    { age: 67, gender: 'male' as const, heightCm: null, weightKg: null },
  ];
  const weeks = [
    week(Object.fromEntries(METRICS.map((metric) => [metric, 1])) as Partial<Record<TMetric, number>>),
    week({ steps: 9000, activeMinutes: 30, sleepHours: 7.5, heartRate: 62, cardioScore: 40, bodyFat: 25 }),
    week({ activeMinutes: 30, heartRate: 62, oxygenSaturation: 97, temperature: 36.4 }),
    week({ steps: 9000, cardioScore: 40, weight: 70, respirationRate: 14 }),
    week({ sleepHours: 7 }),
  ];

  it('explains every basis the rules produce, in every category', () => {
    const produced = new Set<string>();
    for (const profile of profiles)
      for (const days of weeks)
        for (const category of healthScore({ days, profile }).categories)
          if (category.basis) produced.add(category.basis.key);
    expect(produced.size).toBeGreaterThanOrEqual(HEALTH_SCORE_CATEGORIES.length);
    expect([...produced].filter((key) => !(key in HEALTH_BASIS))).toEqual([]);
    expect(Object.keys(HEALTH_BASIS).sort()).toEqual(Object.keys(HEALTH_SCORE_BASIS).sort());
  });

  it.each(LANGUAGES)('every basis text and category name exists in %s', (language) => {
    const t = i18n.getFixedT(language);
    const values = {
      minutes: 150,
      steps: 8000,
      days: 6,
      hours: 7.4,
      bpm: 60,
      vo2Max: 40,
      bodyFat: 20,
      bmi: 22,
      oxygenSaturation: 97,
      respirationRate: 14,
      temperatureDeviation: 0.3,
      period: 7,
    };
    for (const [key, text] of Object.entries(HEALTH_BASIS)) {
      for (const rendered of [text.detail(t, values, language), text.summary(t, values, language)]) {
        expect(rendered, key).not.toContain('gamification:');
        expect(rendered, key).not.toContain('{{');
      }
    }
    for (const category of HEALTH_SCORE_CATEGORIES) expect(CATEGORY_LABELS[category](t)).not.toContain(':');
  });

  it('says what changed since last week, with the figure it changed from', () => {
    const t = i18n.getFixedT('en');
    const sleep = (hours: number) => ({ key: 'sleep.averageHours', values: { hours, days: 7 } });
    expect(changeLine(t, 'sleep', 4, sleep(7.4), sleep(6.8), 'en')).toBe('Sleep +4: 7.4 h average, up from 6.8 h');
    expect(changeLine(t, 'sleep', -3, sleep(6.1), sleep(6.8), 'en')).toBe('Sleep −3: 6.1 h average, down from 6.8 h');
    // No basis last week, or another kind of figure: no comparison.
    expect(changeLine(t, 'sleep', 5, sleep(7), null, 'en')).toBe('Sleep +5: 7 h average');
    expect(
      changeLine(
        t,
        'activity',
        6,
        { key: 'activity.minutes', values: { minutes: 200, days: 7 } },
        { key: 'activity.steps', values: { steps: 7000, days: 7 } },
        'en',
      ),
    ).toBe('Activity +6: 200 active min a week');
    expect(changeLine(t, 'vitalSigns', 2, { key: 'unknown.basis', values: {} }, null, 'en')).toBe('Vital signs +2');
    expect(changeLine(i18n.getFixedT('de'), 'sleep', 4, sleep(7.4), sleep(6.8), 'de')).toBe(
      'Schlaf +4: 7,4 h im Schnitt, mehr als in der Vorwoche (6,8 h)',
    );
  });
});
