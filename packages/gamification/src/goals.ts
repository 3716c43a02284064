import { GOAL_BOUNDS, GOAL_KINDS, type TGoalKind, type TGoals } from '@openwell/contracts';
import { valueOf, type TDay } from './days.ts';

/** The goals a person set, each from a civil day on (a change applies from the next day: the server dates it so). */
export type TGoalsHistory = ReadonlyArray<{ effectiveFrom: string; goals: TGoals }>;

export type TGoalResult = { goal: TGoalKind; target: number; value: number | null; met: boolean };

/** The default goals (GOAL_BOUNDS), in effect until a person sets their own. */
export const DEFAULT_GOALS: Readonly<TGoals> = {
  steps: GOAL_BOUNDS.steps.default,
  activeMinutes: GOAL_BOUNDS.activeMinutes.default,
  sleepHours: GOAL_BOUNDS.sleepHours.default,
};

/**
 * The goals in effect on `date`: the entry with the latest `effectiveFrom` on or before it (of two with the same
 * day, the later in the list); the defaults when there is none. The history may be in any order.
 */
export function goalsOn(date: string, history: TGoalsHistory): TGoals {
  let best: { effectiveFrom: string; goals: TGoals } | null = null;
  for (const entry of history) {
    if (entry.effectiveFrom <= date && (best === null || entry.effectiveFrom >= best.effectiveFrom)) best = entry;
  }
  return best ? { ...best.goals } : { ...DEFAULT_GOALS };
}

/** The day's value of a goal (the goal kinds are metric names). */
export function goalValue(day: TDay | undefined, goal: TGoalKind): number | null {
  return valueOf(day, goal);
}

/** Each goal of the day, in GOAL_KINDS order: target, value (null: no data) and whether value ≥ target. */
export function goalResults(day: TDay, goals: TGoals): TGoalResult[] {
  return GOAL_KINDS.map((goal) => {
    const value = goalValue(day, goal);
    const target = goals[goal];
    return { goal, target, value, met: value !== null && value >= target };
  });
}

/** Whether at least one goal is met on the day (what a streak counts). */
export function anyGoalMet(day: TDay, goals: TGoals): boolean {
  return goalResults(day, goals).some((result) => result.met);
}

/**
 * Progress towards a goal, 0 to 1: min(1, value / target); null without a value. The day's attainment (for the
 * improvement multiplier) is the mean of these over the goals with a value.
 */
export function goalProgress(value: number | null, target: number): number | null {
  if (value === null) return null;
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, value / target));
}
