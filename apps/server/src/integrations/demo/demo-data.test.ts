import { METRICS, isPlausibleMetricValue, type TMetric } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { demoDay, demoDays } from './demo-data.ts';

const RANGE_30 = { from: '2026-10-24', to: '2026-11-22' };
const RANGE_90 = { from: '2026-08-25', to: '2026-11-22' };

const seriesOf = (values: ReturnType<typeof demoDays>, metric: TMetric) =>
  values.filter((v) => v.metric === metric).map((v) => v.value);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('demo data', () => {
  it('is the same for the same person and day, whatever range is asked for', () => {
    const month = demoDays('user-a', RANGE_30);
    const oneDay = demoDay('user-a', '2026-11-10');
    expect(month.filter((v) => v.date === '2026-11-10')).toEqual(oneDay);
    expect(demoDays('user-a', RANGE_30)).toEqual(month);
  });

  it('differs between people', () => {
    expect(seriesOf(demoDays('user-a', RANGE_30), 'steps')).not.toEqual(
      seriesOf(demoDays('user-b', RANGE_30), 'steps'),
    );
  });

  it('covers all 13 metrics over 30 days, every value plausible, with some days missing', () => {
    for (const person of ['user-a', 'user-b', 'user-c', 'user-d']) {
      const values = demoDays(person, RANGE_90);
      expect(new Set(values.map((v) => v.metric))).toEqual(new Set(METRICS));
      for (const v of values) expect(isPlausibleMetricValue(v.metric, v.value), `${v.metric} ${v.value}`).toBe(true);
      const days = new Set(values.map((v) => v.date));
      expect(days.size).toBeLessThan(90);
      expect(days.size).toBeGreaterThan(70);
    }
  });

  it('has a weekly rhythm and a trend, so 7, 30 and 90 days look different', () => {
    // Across many people: weekend step counts differ from weekdays for each person (in either direction).
    let differentWeekends = 0;
    for (let i = 0; i < 20; i++) {
      const values = demoDays(`person-${i}`, RANGE_90).filter((v) => v.metric === 'steps');
      const weekend = values.filter((v) => [0, 6].includes(new Date(`${v.date}T00:00:00Z`).getUTCDay()));
      const weekdays = values.filter((v) => ![0, 6].includes(new Date(`${v.date}T00:00:00Z`).getUTCDay()));
      const ratio = mean(weekend.map((v) => v.value)) / mean(weekdays.map((v) => v.value));
      if (Math.abs(ratio - 1) > 0.08) differentWeekends++;
    }
    expect(differentWeekends).toBeGreaterThan(10);
    // The first and the last month of 90 days differ by more than day-to-day noise averages out to.
    let trending = 0;
    for (let i = 0; i < 20; i++) {
      const steps = seriesOf(demoDays(`person-${i}`, RANGE_90), 'steps');
      const first = mean(steps.slice(0, 25));
      const last = mean(steps.slice(-25));
      if (Math.abs(last / first - 1) > 0.05) trending++;
    }
    expect(trending).toBeGreaterThan(10);
  });

  it('measures weight and body fat on some days only, on the same days', () => {
    const values = demoDays('user-a', RANGE_90);
    const weightDays = values.filter((v) => v.metric === 'weight').map((v) => v.date);
    const fatDays = values.filter((v) => v.metric === 'bodyFat').map((v) => v.date);
    expect(weightDays).toEqual(fatDays);
    expect(weightDays.length).toBeGreaterThan(15);
    expect(weightDays.length).toBeLessThan(60);
  });
});
