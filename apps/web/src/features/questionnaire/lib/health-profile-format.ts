import type { TFunction } from 'i18next';
import type {
  TCoachTopic,
  TGoalKind,
  THealthProfileAdvice,
  THealthProfileDomain,
  THealthProfileRating,
  THealthProfileReason,
} from '@openwell/contracts';
import { formatDecimal } from '@/lib/number-format.ts';

/**
 * The health profile in words (namespace healthProfile). Every key is written out, so the key check of
 * packages/i18n finds each one, and each table is typed over the contract's list, so a new domain, rating, reason or
 * advice code does not compile until it has its text.
 */

type TText = (t: TFunction) => string;
type TValueText = (t: TFunction, values: Record<string, string>) => string;

export const DOMAIN_LABELS: Readonly<Record<THealthProfileDomain, TText>> = {
  activity: (t) => t('healthProfile:domains.activity'),
  nutrition: (t) => t('healthProfile:domains.nutrition'),
  sleep: (t) => t('healthProfile:domains.sleep'),
  stress: (t) => t('healthProfile:domains.stress'),
  substances: (t) => t('healthProfile:domains.substances'),
  bodyComposition: (t) => t('healthProfile:domains.bodyComposition'),
};

export const RATING_LABELS: Readonly<Record<THealthProfileRating, TText>> = {
  green: (t) => t('healthProfile:ratings.green'),
  amber: (t) => t('healthProfile:ratings.amber'),
  red: (t) => t('healthProfile:ratings.red'),
  unknown: (t) => t('healthProfile:ratings.unknown'),
};

const REASON_TEXTS: Readonly<Record<THealthProfileReason, TValueText>> = {
  not_answered: (t) => t('healthProfile:reasons.not_answered'),
  activity_tracker_met: (t, v) => t('healthProfile:reasons.activity_tracker_met', v),
  activity_tracker_below: (t, v) => t('healthProfile:reasons.activity_tracker_below', v),
  activity_tracker_low: (t, v) => t('healthProfile:reasons.activity_tracker_low', v),
  activity_fitness_good: (t) => t('healthProfile:reasons.activity_fitness_good'),
  activity_fitness_moderate: (t) => t('healthProfile:reasons.activity_fitness_moderate'),
  activity_fitness_low: (t) => t('healthProfile:reasons.activity_fitness_low'),
  nutrition_good: (t) => t('healthProfile:reasons.nutrition_good'),
  nutrition_fair: (t) => t('healthProfile:reasons.nutrition_fair'),
  nutrition_poor: (t) => t('healthProfile:reasons.nutrition_poor'),
  sleep_tracker_ok: (t, v) => t('healthProfile:reasons.sleep_tracker_ok', v),
  sleep_tracker_short: (t, v) => t('healthProfile:reasons.sleep_tracker_short', v),
  sleep_tracker_very_short: (t, v) => t('healthProfile:reasons.sleep_tracker_very_short', v),
  sleep_tracker_long: (t, v) => t('healthProfile:reasons.sleep_tracker_long', v),
  sleep_complaint: (t, v) => t('healthProfile:reasons.sleep_complaint', v),
  sleep_complaint_mild: (t, v) => t('healthProfile:reasons.sleep_complaint_mild', v),
  sleep_no_complaint: (t) => t('healthProfile:reasons.sleep_no_complaint'),
  stress_low: (t) => t('healthProfile:reasons.stress_low'),
  stress_moderate: (t) => t('healthProfile:reasons.stress_moderate'),
  stress_high: (t) => t('healthProfile:reasons.stress_high'),
  substances_none: (t) => t('healthProfile:reasons.substances_none'),
  smoking_current: (t) => t('healthProfile:reasons.smoking_current'),
  smoking_former: (t) => t('healthProfile:reasons.smoking_former'),
  alcohol_daily: (t) => t('healthProfile:reasons.alcohol_daily'),
  alcohol_weekly: (t) => t('healthProfile:reasons.alcohol_weekly'),
  caffeine_high: (t) => t('healthProfile:reasons.caffeine_high'),
  body_fat_healthy: (t, v) => t('healthProfile:reasons.body_fat_healthy', v),
  body_fat_high: (t, v) => t('healthProfile:reasons.body_fat_high', v),
  body_fat_very_high: (t, v) => t('healthProfile:reasons.body_fat_very_high', v),
  body_fat_low: (t, v) => t('healthProfile:reasons.body_fat_low', v),
  bmi_normal: (t, v) => t('healthProfile:reasons.bmi_normal', v),
  bmi_underweight: (t, v) => t('healthProfile:reasons.bmi_underweight', v),
  bmi_overweight: (t, v) => t('healthProfile:reasons.bmi_overweight', v),
  bmi_obese: (t, v) => t('healthProfile:reasons.bmi_obese', v),
};

/** A reason's figures as the language writes them: body fat as a percentage ("24.5%", "24,5 %"), others 1 decimal. */
export function formatReasonValues(values: Record<string, number> | undefined, language: string) {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [
      key,
      key === 'bodyFat' ? percent.format(value / 100) : formatDecimal(value, language),
    ]),
  );
}

/** Why a domain has its rating, in plain words with its figures. */
export function reasonText(
  t: TFunction,
  reason: { code: THealthProfileReason; values?: Record<string, number> | undefined },
  language: string,
): string {
  return REASON_TEXTS[reason.code](t, formatReasonValues(reason.values, language));
}

export const ADVICE_TEXTS: Readonly<Record<THealthProfileAdvice, TText>> = {
  move_more: (t) => t('healthProfile:advice.move_more'),
  eat_vegetables: (t) => t('healthProfile:advice.eat_vegetables'),
  sleep_routine: (t) => t('healthProfile:advice.sleep_routine'),
  relaxation_break: (t) => t('healthProfile:advice.relaxation_break'),
  quit_smoking_support: (t) => t('healthProfile:advice.quit_smoking_support'),
  alcohol_free_days: (t) => t('healthProfile:advice.alcohol_free_days'),
  less_caffeine: (t) => t('healthProfile:advice.less_caffeine'),
  talk_to_doctor: (t) => t('healthProfile:advice.talk_to_doctor'),
};

export const COACH_STEP_TEXTS: Readonly<Record<TCoachTopic, TText>> = {
  activity: (t) => t('healthProfile:steps.coach.activity'),
  nutrition: (t) => t('healthProfile:steps.coach.nutrition'),
  sleep: (t) => t('healthProfile:steps.coach.sleep'),
  stress: (t) => t('healthProfile:steps.coach.stress'),
  substances: (t) => t('healthProfile:steps.coach.substances'),
  bodyComposition: (t) => t('healthProfile:steps.coach.bodyComposition'),
};

/** "Set a daily goal of 30 active minutes." (the number as the language writes it). */
export function goalStepText(t: TFunction, goal: TGoalKind, target: number, language: string): string {
  const value = formatDecimal(target, language);
  switch (goal) {
    case 'steps':
      return t('healthProfile:steps.goal.steps', { count: target, value });
    case 'activeMinutes':
      return t('healthProfile:steps.goal.activeMinutes', { count: target, value });
    case 'sleepHours':
      return t('healthProfile:steps.goal.sleepHours', { count: target, value });
  }
}
