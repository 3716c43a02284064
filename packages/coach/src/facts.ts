import {
  addDays,
  dayKeys,
  type TCoachFacts,
  type TGoals,
  type THealthProfileDomain,
  type TMetricTrend,
} from '@openwell/contracts';
import { indexDays, valueOf, type TDay } from '@openwell/gamification';

export type TCoachFactsInput = {
  /** The person's civil day. */
  today: string;
  /** Daily values of at least the 35 days through today (missing days left out). */
  days: readonly TDay[];
  goals: TGoals;
  streak: { days: number; best: number };
  focusAreas: readonly THealthProfileDomain[] | null;
  demoData: boolean;
};

/** A week needs this many days with data, a baseline this many (fewer: null, and nothing claims it). */
export const WEEK_MIN_DAYS = 3;
export const BASELINE_MIN_DAYS = 7;
export const WEEK_DAYS = 7;
export const BASELINE_DAYS = 28;

type TTrendMetric = 'steps' | 'activeMinutes' | 'sleepHours' | 'heartRate';

/** Decimals shown: steps and minutes whole, hours and beats per minute to one decimal. */
const DECIMALS: Record<TTrendMetric, number> = { steps: 0, activeMinutes: 0, sleepHours: 1, heartRate: 1 };

/** Rounds half away from zero to `decimals` (and never returns -0). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // toPrecision(12) first: 6.05 * 10 is 60.49999999999999 in binary and must round as 60.5.
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function valuesIn(byDate: Map<string, TDay>, metric: TTrendMetric, from: string, to: string): number[] {
  const values: number[] = [];
  for (const date of dayKeys(from, to)) {
    const value = valueOf(byDate.get(date), metric);
    if (value !== null) values.push(value);
  }
  return values;
}

/**
 * One metric's trend: the 7 days ending `weekEnd` against the 28 days before them. Means over the days with data,
 * rounded as shown; change = rounded week - rounded baseline (rounded again against floating-point noise).
 */
export function metricTrend(byDate: Map<string, TDay>, metric: TTrendMetric, weekEnd: string): TMetricTrend {
  const weekStart = addDays(weekEnd, -(WEEK_DAYS - 1));
  const baselineEnd = addDays(weekStart, -1);
  const baselineStart = addDays(baselineEnd, -(BASELINE_DAYS - 1));
  const weekValues = valuesIn(byDate, metric, weekStart, weekEnd);
  const baselineValues = valuesIn(byDate, metric, baselineStart, baselineEnd);
  const decimals = DECIMALS[metric];
  const weekMean = weekValues.length >= WEEK_MIN_DAYS ? mean(weekValues) : null;
  const baselineMean = baselineValues.length >= BASELINE_MIN_DAYS ? mean(baselineValues) : null;
  const week = weekMean === null ? null : roundTo(weekMean, decimals);
  const baseline = baselineMean === null ? null : roundTo(baselineMean, decimals);
  return {
    week,
    weekDays: weekValues.length,
    baseline,
    baselineDays: baselineValues.length,
    change: week === null || baseline === null ? null : roundTo(week - baseline, decimals),
  };
}

function todayValue(day: TDay | undefined, metric: TTrendMetric): number | null {
  const value = valueOf(day, metric);
  return value === null ? null : roundTo(value, DECIMALS[metric]);
}

/** The facts (contracts ZCoachFactsSchema): 7-day means against the 28 days before, rounded as shown. */
export function coachFacts(input: TCoachFactsInput): TCoachFacts {
  const byDate = indexDays(input.days);
  const yesterday = addDays(input.today, -1);
  const today = byDate.get(input.today);
  return {
    asOf: input.today,
    // Today is not over for steps and active minutes; last night's sleep and today's resting rate count for today.
    steps: metricTrend(byDate, 'steps', yesterday),
    sleepHours: metricTrend(byDate, 'sleepHours', input.today),
    activeMinutes: metricTrend(byDate, 'activeMinutes', yesterday),
    restingHeartRate: metricTrend(byDate, 'heartRate', input.today),
    today: {
      steps: todayValue(today, 'steps'),
      activeMinutes: todayValue(today, 'activeMinutes'),
      sleepHours: todayValue(today, 'sleepHours'),
    },
    goals: { ...input.goals },
    streak: { days: input.streak.days, best: input.streak.best },
    focusAreas: input.focusAreas === null ? null : input.focusAreas.slice(0, 3),
    demoData: input.demoData,
  };
}
