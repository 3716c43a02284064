import { GOAL_KINDS, addMonths, type TGoalKind, type TGoals, type TPointReason } from '@openwell/contracts';
import { hasData, type TDay } from './days.ts';
import { goalValue } from './goals.ts';
import { RULES } from './rules.ts';

export type TAward = { reason: TPointReason; amount: number };

/** The ledger reason of each daily goal. */
export const GOAL_REASONS: Readonly<Record<TGoalKind, TPointReason>> = {
  steps: 'goal_steps',
  activeMinutes: 'goal_active_minutes',
  sleepHours: 'goal_sleep',
};

/** The reasons dailyAwards can return (one entry each at most per day). */
export const DAILY_REASONS: readonly TPointReason[] = [...GOAL_KINDS.map((goal) => GOAL_REASONS[goal]), 'consistency'];

/** One-off awards, credited once per person, or once per cycle (ONE_OFF_RENEWAL_MONTHS). */
export const ONE_OFF_AWARDS: Readonly<Partial<Record<TPointReason, number>>> = RULES.oneOff;

/** One-off awards credited again this many months after their latest credit (the questionnaire's yearly review). */
export const ONE_OFF_RENEWAL_MONTHS: Readonly<Partial<Record<TPointReason, number>>> = RULES.oneOffRenewalMonths;

/**
 * Whether a one-off award's event on civil day `today` credits it, given the civil days it was credited on before:
 * a once-only award when it never was; a renewing one when `today` is at least its renewal months after the latest
 * credit (completed on 2026-03-15: again from 2027-03-15 on). Not a one-off reason: false.
 */
export function oneOffDue(reason: TPointReason, creditedOn: readonly string[], today: string): boolean {
  if (ONE_OFF_AWARDS[reason] === undefined) return false;
  const months = ONE_OFF_RENEWAL_MONTHS[reason];
  if (months === undefined) return creditedOn.length === 0;
  return creditedOn.every((date) => addMonths(date, months) <= today);
}

// Guards against rounding error in value / target (e.g. 5.6 / 8 × 10 = 6.999...).
const EPSILON = 1e-9;

/** A multiplier as whole hundredths, clamped to [1, totalCap]: the arithmetic below stays in integers. */
export function multiplierHundredths(multiplier: number): number {
  const clamped = Number.isFinite(multiplier) ? Math.min(RULES.multipliers.totalCap, Math.max(1, multiplier)) : 1;
  return Math.round(clamped * 100);
}

/**
 * Points of one goal before the multiplier: floor(progressPoints × min(1, value / target)), plus metBonus when
 * value ≥ target. 0 without a value.
 */
export function goalBasePoints(value: number | null, target: number): number {
  if (value === null || !(value > 0)) return 0;
  const { progressPoints, metBonus } = RULES.goalPoints;
  const met = value >= target;
  const progress = met ? progressPoints : Math.floor((progressPoints * value) / target + EPSILON);
  return Math.min(progressPoints, Math.max(0, progress)) + (met ? metBonus : 0);
}

/**
 * The daily rules for one civil day: each goal's base points × the day's multiplier (rounded down, at most
 * capPerGoal), and the consistency point for a day with any data (not multiplied). Entries with 0 are left out;
 * the total never passes the day cap. Nothing about the person but their own values and goals is read.
 */
export function dailyAwards(input: { day: TDay; goals: TGoals; multiplier: number }): TAward[] {
  const hundredths = multiplierHundredths(input.multiplier);
  const awards: TAward[] = [];
  for (const goal of GOAL_KINDS) {
    const base = goalBasePoints(goalValue(input.day, goal), input.goals[goal]);
    const amount = Math.min(RULES.goalPoints.capPerGoal, Math.floor((base * hundredths) / 100));
    if (amount > 0) awards.push({ reason: GOAL_REASONS[goal], amount });
  }
  if (hasData(input.day)) awards.push({ reason: 'consistency', amount: RULES.consistency.points });
  return capDay(awards);
}

/** Trims the last entries so the day's total stays within the day cap (with today's constants it never binds). */
function capDay(awards: TAward[]): TAward[] {
  let room = RULES.dayCap;
  const capped: TAward[] = [];
  for (const award of awards) {
    const amount = Math.min(award.amount, room);
    room -= amount;
    if (amount > 0) capped.push({ reason: award.reason, amount });
  }
  return capped;
}
