import { GOAL_KINDS, addDays, epochDay, fromEpochDay, type TGoals } from '@openwell/contracts';
import { indexDays, type TDay } from './days.ts';
import { goalProgress, goalsOn, goalValue, type TGoalsHistory } from './goals.ts';
import { RULES } from './rules.ts';

export type TMultipliers = { streak: number; improvement: number; total: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The streak multiplier for a streak of `streakDays` (ending the day before the awarded day). */
export function streakMultiplier(streakDays: number): number {
  let multiplier = 1;
  for (const step of RULES.multipliers.streak) if (streakDays >= step.minDays) multiplier = step.multiplier;
  return multiplier;
}

/** The improvement multiplier for a ratio of recent to baseline attainment (already rounded to 2 decimals). */
export function improvementMultiplierFor(ratio: number): number {
  let multiplier = 1;
  for (const step of RULES.multipliers.improvement.steps) if (ratio >= step.minRatio) multiplier = step.multiplier;
  return multiplier;
}

/** A day's goal attainment: the mean over the goals with a value of min(1, value / goal); null without any. */
export function dayAttainment(day: TDay | undefined, goals: TGoals): number | null {
  let sum = 0;
  let count = 0;
  for (const goal of GOAL_KINDS) {
    const progress = goalProgress(goalValue(day, goal), goals[goal]);
    if (progress === null) continue;
    sum += progress;
    count++;
  }
  return count === 0 ? null : sum / count;
}

type TWindow = { sum: number; days: number };
export type TImprovement = { ratio: number | null; recent: number; baseline: number; multiplier: number };

/** Sum of the attainments over `count` days ending `last`, and how many of them had goal data. */
function windowAttainment(byDate: Map<string, TDay>, last: string, count: number, goals: TGoals): TWindow {
  let sum = 0;
  let days = 0;
  for (let offset = 0; offset < count; offset++) {
    const attainment = dayAttainment(byDate.get(addDays(last, -offset)), goals);
    if (attainment === null) continue;
    sum += attainment;
    days++;
  }
  return { sum, days };
}

/** The improvement from the recent and baseline windows (shared by the one-day and the many-day computation). */
function improvementFrom(recent: TWindow, baseline: TWindow): TImprovement {
  const rules = RULES.multipliers.improvement;
  const recentMean = recent.days === 0 ? 0 : recent.sum / recent.days;
  const baselineMean = baseline.days === 0 ? 0 : baseline.sum / baseline.days;
  if (recent.days < rules.recentMinDays || baseline.days < rules.baselineMinDays) {
    return { ratio: null, recent: recentMean, baseline: baselineMean, multiplier: 1 };
  }
  const ratio = round2(recentMean / Math.max(baselineMean, rules.baselineFloor));
  return { ratio, recent: recentMean, baseline: baselineMean, multiplier: improvementMultiplierFor(ratio) };
}

/**
 * The improvement on `date`: the attainment of the `recentDays` days before it against the `baselineDays` before
 * those, both measured against the goals in effect on `date`. ratio null: not enough data for a comparison.
 */
export function improvementOf(date: string, byDate: Map<string, TDay>, goalsHistory: TGoalsHistory): TImprovement {
  const rules = RULES.multipliers.improvement;
  const goals = goalsOn(date, goalsHistory);
  const recent = windowAttainment(byDate, addDays(date, -1), rules.recentDays, goals);
  const baseline = windowAttainment(byDate, addDays(date, -1 - rules.recentDays), rules.baselineDays, goals);
  return improvementFrom(recent, baseline);
}

/**
 * The improvement multiplier of every day from `from` to `to` (what improvementOf gives for each, in one pass over
 * the days with running sums: two years of days take well under a millisecond).
 */
export function improvementSeries(
  from: string,
  to: string,
  byDate: Map<string, TDay>,
  goalsHistory: TGoalsHistory,
): Array<{ date: string; improvement: TImprovement }> {
  const rules = RULES.multipliers.improvement;
  const span = rules.recentDays + rules.baselineDays;
  const start = epochDay(from);
  const end = epochDay(to);
  if (end < start) return [];
  const origin = start - span;
  const length = end - origin;
  // Running sums per set of goals (goals change rarely): index i covers the days origin .. origin + i - 1.
  const sums = new Map<string, { sum: Float64Array; count: Int32Array }>();
  const sumsFor = (goals: TGoals) => {
    const key = `${goals.steps}|${goals.activeMinutes}|${goals.sleepHours}`;
    let entry = sums.get(key);
    if (!entry) {
      entry = { sum: new Float64Array(length + 1), count: new Int32Array(length + 1) };
      for (let i = 0; i < length; i++) {
        const attainment = dayAttainment(byDate.get(fromEpochDay(origin + i)), goals);
        entry.sum[i + 1] = (entry.sum[i] as number) + (attainment ?? 0);
        entry.count[i + 1] = (entry.count[i] as number) + (attainment === null ? 0 : 1);
      }
      sums.set(key, entry);
    }
    return entry;
  };
  const window = (entry: { sum: Float64Array; count: Int32Array }, first: number, last: number): TWindow => ({
    sum: (entry.sum[last - origin + 1] as number) - (entry.sum[first - origin] as number),
    days: (entry.count[last - origin + 1] as number) - (entry.count[first - origin] as number),
  });
  const series: Array<{ date: string; improvement: TImprovement }> = [];
  for (let day = start; day <= end; day++) {
    const date = fromEpochDay(day);
    const entry = sumsFor(goalsOn(date, goalsHistory));
    const recent = window(entry, day - rules.recentDays, day - 1);
    const baseline = window(entry, day - span, day - rules.recentDays - 1);
    series.push({ date, improvement: improvementFrom(recent, baseline) });
  }
  return series;
}

/** streak × improvement, rounded to 2 decimals, at most totalCap. */
export function totalMultiplier(streak: number, improvement: number): number {
  return Math.min(RULES.multipliers.totalCap, round2(streak * improvement));
}

/**
 * The multipliers for the points of `date`: streak from `streakDays` (the streak ending the day before), improvement
 * from `days` (any order, missing days allowed; only the 35 days before `date` are read).
 */
export function multipliers(input: {
  date: string;
  streakDays: number;
  days: readonly TDay[];
  goalsHistory: TGoalsHistory;
}): TMultipliers {
  const streak = streakMultiplier(input.streakDays);
  const improvement = improvementOf(input.date, indexDays(input.days), input.goalsHistory).multiplier;
  return { streak, improvement, total: totalMultiplier(streak, improvement) };
}
