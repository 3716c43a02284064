import type { TFunction } from 'i18next';
import { METRIC_DEFINITIONS, type TMetric } from '@openwell/contracts';

/** The 13 metrics' names, translated. */
export const METRIC_LABELS: Readonly<Record<TMetric, (t: TFunction) => string>> = {
  steps: (t) => t('wearables:metrics.steps'),
  sleepHours: (t) => t('wearables:metrics.sleepHours'),
  heartRate: (t) => t('wearables:metrics.heartRate'),
  distance: (t) => t('wearables:metrics.distance'),
  calories: (t) => t('wearables:metrics.calories'),
  activeMinutes: (t) => t('wearables:metrics.activeMinutes'),
  floors: (t) => t('wearables:metrics.floors'),
  weight: (t) => t('wearables:metrics.weight'),
  bodyFat: (t) => t('wearables:metrics.bodyFat'),
  oxygenSaturation: (t) => t('wearables:metrics.oxygenSaturation'),
  respirationRate: (t) => t('wearables:metrics.respirationRate'),
  temperature: (t) => t('wearables:metrics.temperature'),
  cardioScore: (t) => t('wearables:metrics.cardioScore'),
};

/** Decimals shown per metric (whole steps, one decimal for kilometres...). */
const FRACTION_DIGITS: Readonly<Record<TMetric, number>> = {
  steps: 0,
  sleepHours: 1,
  heartRate: 0,
  distance: 1,
  calories: 0,
  activeMinutes: 0,
  floors: 0,
  weight: 1,
  bodyFat: 1,
  oxygenSaturation: 1,
  respirationRate: 1,
  temperature: 1,
  cardioScore: 1,
};

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A metric's number without unit, as the language writes it (charts' axes and data tables). */
export function formatMetricNumber(metric: TMetric, value: number, language: string): string {
  return formatNumber(value, language, FRACTION_DIGITS[metric]);
}

/** Hours as "7 h 30 min" (sleep). */
export function formatHours(t: TFunction, hours: number, language: string): string {
  const total = Math.round(hours * 60);
  const whole = Math.floor(total / 60);
  const minutes = total % 60;
  return t('wearables:units.hoursMinutes', {
    hours: formatNumber(whole, language),
    minutes: formatNumber(minutes, language),
  });
}

/**
 * A metric's value with its unit (METRIC_DEFINITIONS), formatted for the language: "8,432 steps", "8.432 Schritte",
 * "7 h 30 min", "36,4 °C".
 */
export function formatMetricValue(t: TFunction, metric: TMetric, value: number, language: string): string {
  const number = formatMetricNumber(metric, value, language);
  const count = Math.round(value);
  switch (METRIC_DEFINITIONS[metric].unit) {
    case 'count':
      return metric === 'floors'
        ? t('wearables:units.floors', { count, value: number })
        : t('wearables:units.steps', { count, value: number });
    case 'h':
      return formatHours(t, value, language);
    case 'bpm':
      return t('wearables:units.bpm', { value: number });
    case 'km':
      return t('wearables:units.km', { value: number });
    case 'kcal':
      return t('wearables:units.kcal', { value: number });
    case 'min':
      return t('wearables:units.min', { value: number });
    case 'kg':
      return t('wearables:units.kg', { value: number });
    case '%':
      return t('wearables:units.percent', { value: number });
    case 'breaths/min':
      return t('wearables:units.breathsPerMinute', { value: number });
    case '°C':
      return t('wearables:units.celsius', { value: number });
    case 'mL/kg/min':
      return t('wearables:units.vo2Max', { value: number });
  }
}

/** Civil dates are formatted by lib/date-format.ts (the leaderboard and the gamification cards use it too). */
export { formatCivilDate } from '@/lib/date-format.ts';
