import type { TFunction } from 'i18next';
import type { TCoachFacts } from '@openwell/contracts';

/**
 * The coach's facts in words (namespace coach, the focus areas' names from healthProfile). Every key is written out,
 * so the key check of packages/i18n finds each one, and each table is typed over the contract, so a new metric or
 * domain does not compile until it has its text.
 */

type TText = (t: TFunction) => string;
type TValueText = (t: TFunction, value: string) => string;

export const TREND_METRICS = ['steps', 'sleepHours', 'activeMinutes', 'restingHeartRate'] as const;
export type TTrendMetric = (typeof TREND_METRICS)[number] & keyof TCoachFacts;
export type TTodayMetric = keyof TCoachFacts['today'];
export type TGoalMetric = keyof TCoachFacts['goals'];

export const METRIC_LABELS: Readonly<Record<TTrendMetric, TText>> = {
  steps: (t) => t('coach:facts.metrics.steps'),
  sleepHours: (t) => t('coach:facts.metrics.sleepHours'),
  activeMinutes: (t) => t('coach:facts.metrics.activeMinutes'),
  restingHeartRate: (t) => t('coach:facts.metrics.restingHeartRate'),
};

/** A figure with its unit ("6.1 h", "8,000 steps"); `value` is already formatted for the language. */
export const METRIC_VALUES: Readonly<Record<TTrendMetric, TValueText>> = {
  steps: (t, value) => t('coach:facts.values.steps', { value }),
  sleepHours: (t, value) => t('coach:facts.values.sleepHours', { value }),
  activeMinutes: (t, value) => t('coach:facts.values.activeMinutes', { value }),
  restingHeartRate: (t, value) => t('coach:facts.values.restingHeartRate', { value }),
};

export const TODAY_LABELS: Readonly<Record<TTodayMetric, TText>> = {
  steps: (t) => t('coach:facts.today.steps'),
  activeMinutes: (t) => t('coach:facts.today.activeMinutes'),
  sleepHours: (t) => t('coach:facts.today.sleepHours'),
};

export const GOAL_LABELS: Readonly<Record<TGoalMetric, TText>> = {
  steps: (t) => t('coach:facts.goals.steps'),
  activeMinutes: (t) => t('coach:facts.goals.activeMinutes'),
  sleepHours: (t) => t('coach:facts.goals.sleepHours'),
};

/**
 * Decimals as the facts are rounded (contracts: ZMetricTrendSchema) and as the coach's tips and replies write them:
 * "8.0 h" here too, not "8 h", so the panel and the tip show one figure the same way.
 */
const DECIMALS: Readonly<Record<TTrendMetric, number>> = {
  steps: 0,
  sleepHours: 1,
  activeMinutes: 0,
  restingHeartRate: 1,
};

const format = (value: number, metric: TTrendMetric, language: string, signed: boolean) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: DECIMALS[metric],
    maximumFractionDigits: DECIMALS[metric],
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(value);

/** A metric's figure with its unit in the language ("6.1 h", "6,1 h", "8.0 h"). */
export function metricValue(t: TFunction, metric: TTrendMetric, value: number, language: string): string {
  return METRIC_VALUES[metric](t, format(value, metric, language, false));
}

/** A difference with its sign ("+0.4 h", "-1.1 h"; zero without sign). */
export function metricChange(t: TFunction, metric: TTrendMetric, change: number, language: string): string {
  return METRIC_VALUES[metric](t, format(change, metric, language, true));
}
