import { METRIC_DEFINITIONS, epochDay, fromEpochDay, weekdayOf, type TMetric } from '@openwell/contracts';
import { createPrng, type TPrng } from '../../lib/prng.ts';
import type { TCivilDateRange, TProviderDailyValue } from '../../features/wearables/wearable-provider.ts';

/**
 * Demo data (issue 9, "Sync mock data"): realistic, varied daily values of all 13 metrics for one person, generated
 * here and never sent anywhere. Deterministic per person and day: the same `personSeed` and date always give the same
 * values, whatever range is asked for, so syncing again changes nothing. What makes it look real:
 * - a person: their own usual steps, sleep, resting heart rate, weight... drawn once from `personSeed`;
 * - a week: fewer steps and more sleep at weekends (or the reverse, for some people);
 * - a trend: a slow wave over about four months, so 30 days rise or fall and 90 days show a turn;
 * - gaps: on some days the tracker was not worn (no values at all); weight, body fat and VO2 max are measured on
 *   some days only, as a scale or a fitness estimate would be.
 */

/** What stays the same for one person. */
type TPerson = {
  steps: number;
  /** Weekend steps as a share of weekday steps (0.7 to 1.3). */
  weekendSteps: number;
  sleepHours: number;
  weekendSleep: number;
  restingHeartRate: number;
  strideMeters: number;
  basalKcal: number;
  weightKg: number;
  bodyFat: number;
  oxygenSaturation: number;
  respirationRate: number;
  nightlyTemperature: number;
  vo2Max: number;
  /** Phase of the slow trend (radians). */
  phase: number;
  /** Days without any data, as a probability. */
  gapChance: number;
};

const TREND_PERIOD_DAYS = 120;

function personOf(personSeed: string): TPerson {
  const r = createPrng(0, `demo-person:${personSeed}`);
  const uniform = (min: number, max: number) => min + r.next() * (max - min);
  return {
    steps: uniform(5_500, 11_500),
    weekendSteps: uniform(0.7, 1.3),
    sleepHours: uniform(6.2, 7.9),
    weekendSleep: uniform(0.1, 0.9),
    restingHeartRate: uniform(52, 72),
    strideMeters: uniform(0.68, 0.82),
    basalKcal: uniform(1_450, 2_050),
    weightKg: uniform(56, 98),
    bodyFat: uniform(14, 34),
    oxygenSaturation: uniform(95.5, 98.5),
    respirationRate: uniform(12.5, 17),
    nightlyTemperature: uniform(33.6, 35.2),
    vo2Max: uniform(31, 52),
    phase: uniform(0, 2 * Math.PI),
    gapChance: uniform(0.03, 0.09),
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** A normal-ish variation (mean 0, about ±1), from three uniforms. */
const wobble = (r: TPrng) => (r.next() + r.next() + r.next() - 1.5) * 1.15;

/** One person's values of one civil day (none when the tracker was not worn). */
export function demoDay(personSeed: string, date: string): TProviderDailyValue[] {
  const person = personOf(personSeed);
  const day = epochDay(date);
  const r = createPrng(0, `demo-day:${personSeed}:${date}`);
  if (r.chance(person.gapChance)) return [];

  const weekday = weekdayOf(date);
  const weekend = weekday === 0 || weekday === 6;
  // The slow wave: +-12 % activity; sleep and resting heart rate follow it a little (more active, sleeps better).
  const trend = Math.sin((2 * Math.PI * day) / TREND_PERIOD_DAYS + person.phase);

  const steps = Math.max(
    300,
    person.steps * (weekend ? person.weekendSteps : 1) * (1 + 0.12 * trend) * (1 + 0.22 * wobble(r)),
  );
  const activeMinutes = Math.max(0, (steps - 3_000) / 180 + 8 * wobble(r) + (r.chance(0.15) ? 35 : 0));
  const sleepHours = person.sleepHours + (weekend ? person.weekendSleep : 0) + 0.2 * trend + 0.55 * wobble(r);
  const values: Array<[TMetric, number]> = [
    ['steps', Math.round(steps)],
    ['distance', round((steps * person.strideMeters) / 1_000, 2)],
    ['calories', Math.round(person.basalKcal + steps * 0.045 + activeMinutes * 4 + 60 * wobble(r))],
    ['activeMinutes', Math.round(activeMinutes)],
    ['floors', Math.max(0, Math.round(6 + (steps / 1_500) * r.next() + 3 * wobble(r)))],
    ['sleepHours', round(Math.min(11, Math.max(3.5, sleepHours)), 2)],
    ['heartRate', Math.round(person.restingHeartRate - 2.5 * trend + 1.5 * wobble(r))],
    ['oxygenSaturation', round(Math.min(100, person.oxygenSaturation + 0.6 * wobble(r)), 1)],
    ['respirationRate', round(person.respirationRate + 0.6 * wobble(r), 1)],
    ['temperature', round(person.nightlyTemperature + 0.25 * wobble(r), 2)],
  ];
  // A scale on about two mornings in five; the weight drifts slowly with the trend.
  if (r.chance(0.4)) {
    values.push(['weight', round(person.weightKg - 0.8 * trend + 0.35 * wobble(r), 1)]);
    values.push(['bodyFat', round(person.bodyFat - 0.5 * trend + 0.3 * wobble(r), 1)]);
  }
  // The fitness estimate is updated about once a week.
  if (r.chance(0.15)) values.push(['cardioScore', round(person.vo2Max + 1.2 * trend + 0.5 * wobble(r), 1)]);

  // Never outside the plausible ranges the sync enforces.
  return values.map(([metric, value]) => {
    const { min, max } = METRIC_DEFINITIONS[metric];
    return { date, metric, value: Math.min(max, Math.max(min, value)) };
  });
}

/** Every day of `range` (inclusive). */
export function demoDays(personSeed: string, range: TCivilDateRange): TProviderDailyValue[] {
  const values: TProviderDailyValue[] = [];
  for (let day = epochDay(range.from); day <= epochDay(range.to); day++) {
    values.push(...demoDay(personSeed, fromEpochDay(day)));
  }
  return values;
}
