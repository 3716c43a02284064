import type { TFunction } from 'i18next';
import type { TGoalKind, TPointReason } from '@openwell/contracts';
import { formatPoints } from '@/lib/number-format.ts';

export { formatPoints };

/** A multiplier as "×1.25" ("×1,25"): up to two decimals, at least one. */
export function formatMultiplier(value: number, language: string): string {
  return `×${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value)}`;
}

/**
 * A goal's number without unit: whole steps and minutes, hours with at most one decimal. Rounded down, so a value
 * short of its goal never reads as the goal (7.47 h of a 7.5 h goal is "7.4", not "7.5").
 */
export function formatGoalNumber(goal: TGoalKind, value: number, language: string): string {
  const digits = goal === 'sleepHours' ? 1 : 0;
  const factor = 10 ** digits;
  const shown = Math.floor(value * factor + 1e-9) / factor;
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(shown);
}

/** The goals' names. */
export const GOAL_LABELS: Readonly<Record<TGoalKind, (t: TFunction) => string>> = {
  steps: (t) => t('gamification:goals.kind.steps'),
  activeMinutes: (t) => t('gamification:goals.kind.activeMinutes'),
  sleepHours: (t) => t('gamification:goals.kind.sleepHours'),
};

/** A goal's target with its unit: "10,000 steps", "30 min", "7.5 h". */
export function formatGoalTarget(t: TFunction, goal: TGoalKind, value: number, language: string): string {
  const number = formatGoalNumber(goal, value, language);
  switch (goal) {
    case 'steps':
      return t('gamification:goals.unit.steps', { count: value, value: number });
    case 'activeMinutes':
      return t('gamification:goals.unit.activeMinutes', { value: number });
    case 'sleepHours':
      return t('gamification:goals.unit.sleepHours', { value: number });
  }
}

/** Why points were credited or debited (POINT_REASONS), for the points history. */
export const POINT_REASON_LABELS: Readonly<Record<TPointReason, (t: TFunction) => string>> = {
  goal_steps: (t) => t('gamification:reasons.goal_steps'),
  goal_active_minutes: (t) => t('gamification:reasons.goal_active_minutes'),
  goal_sleep: (t) => t('gamification:reasons.goal_sleep'),
  consistency: (t) => t('gamification:reasons.consistency'),
  tracker_connected: (t) => t('gamification:reasons.tracker_connected'),
  questionnaire_completed: (t) => t('gamification:reasons.questionnaire_completed'),
  achievement: (t) => t('gamification:reasons.achievement'),
  redemption: (t) => t('gamification:reasons.redemption'),
  redemption_refund: (t) => t('gamification:reasons.redemption_refund'),
  expiry: (t) => t('gamification:reasons.expiry'),
};
