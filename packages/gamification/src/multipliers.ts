import { GOAL_KINDS, type TGoals } from '@openwell/contracts';
import { addDays } from './civil-dates.ts';
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

/** Mean attainment over `count` days ending `last`, and how many of them had goal data. */
function windowAttainment(
  byDate: Map<string, TDay>,
  last: string,
  count: number,
  goals: TGoals,
): { mean: number; days: number } {
  let sum = 0;
  let days = 0;
  for (let offset = 0; offset < count; offset++) {
    const attainment = dayAttainment(byDate.get(addDays(last, -offset)), goals);
    if (attainment === null) continue;
    sum += attainment;
    days++;
  }
  return { mean: days === 0 ? 0 : sum / days, days };
}

/**
 * The improvement on `date`: the attainment of the `recentDays` days before it against the `baselineDays` before
 * those, both measured against the goals in effect on `date`. ratio null: not enough data for a comparison.
 */
export function improvementOf(
  date: string,
  byDate: Map<string, TDay>,
  goalsHistory: TGoalsHistory,
): { ratio: number | null; recent: number; baseline: number; multiplier: number } {
  const rules = RULES.multipliers.improvement;
  const goals = goalsOn(date, goalsHistory);
  const recent = windowAttainment(byDate, addDays(date, -1), rules.recentDays, goals);
  const baseline = windowAttainment(byDate, addDays(date, -1 - rules.recentDays), rules.baselineDays, goals);
  if (recent.days < rules.recentMinDays || baseline.days < rules.baselineMinDays) {
    return { ratio: null, recent: recent.mean, baseline: baseline.mean, multiplier: 1 };
  }
  const ratio = round2(recent.mean / Math.max(baseline.mean, rules.baselineFloor));
  return { ratio, recent: recent.mean, baseline: baseline.mean, multiplier: improvementMultiplierFor(ratio) };
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
