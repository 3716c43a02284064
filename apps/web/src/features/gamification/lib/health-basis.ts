import type { TFunction } from 'i18next';
import type { THealthScoreCategory, TScopeGroup } from '@openwell/contracts';
import type { THealthBasisKey } from '@openwell/gamification';

/**
 * The figures behind a health-score category, in words. The rules (`@openwell/gamification` healthScore) name each
 * basis by a key of HEALTH_SCORE_BASIS with its values; this table turns every key into its texts (the type makes
 * it complete, and the scanner can follow each i18n key; a basis from a newer server shows no explanation).
 *
 * - `detail`: the full explanation under the category ("7.4 h of sleep on average over 6 nights");
 * - `summary`: the short form for the change line ("7.4 h average");
 * - `value` and `primary`: the figure the change line compares with last week's ("up from 6.8 h").
 */
type TValues = Readonly<Record<string, number>>;

interface TBasisText {
  detail: (t: TFunction, values: TValues, language: string) => string;
  summary: (t: TFunction, values: TValues, language: string) => string;
  /** The value last week is compared by (absent: the change line gives no comparison). */
  primary?: string;
  value?: (t: TFunction, values: TValues, language: string) => string;
}

const format = (value: number | undefined, language: string, digits = 0): string =>
  value === undefined ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

const minutes = (t: TFunction, v: TValues, l: string) =>
  t('gamification:healthScore.value.minutesPerWeek', { minutes: format(v.minutes, l) });
const steps = (t: TFunction, v: TValues, l: string) =>
  t('gamification:healthScore.value.stepsPerDay', { steps: format(v.steps, l) });
const bpm = (t: TFunction, v: TValues, l: string) => t('gamification:healthScore.value.bpm', { bpm: format(v.bpm, l) });
const vo2Max = (t: TFunction, v: TValues, l: string) =>
  t('gamification:healthScore.value.vo2Max', { vo2Max: format(v.vo2Max, l, 1) });

export const HEALTH_BASIS: Readonly<Record<THealthBasisKey, TBasisText>> = {
  'activity.minutesAndSteps': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.activity.minutesAndSteps', {
        minutes: format(v.minutes, l),
        steps: format(v.steps, l),
        count: v.days ?? 0,
      }),
    summary: minutes,
    primary: 'minutes',
    value: minutes,
  },
  'activity.minutes': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.activity.minutes', { minutes: format(v.minutes, l), count: v.days ?? 0 }),
    summary: minutes,
    primary: 'minutes',
    value: minutes,
  },
  'activity.steps': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.activity.steps', { steps: format(v.steps, l), count: v.days ?? 0 }),
    summary: steps,
    primary: 'steps',
    value: steps,
  },
  'sleep.averageHours': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.sleep.averageHours', { hours: format(v.hours, l, 1), count: v.days ?? 0 }),
    summary: (t, v, l) => t('gamification:healthScore.value.hoursAverage', { hours: format(v.hours, l, 1) }),
    primary: 'hours',
    value: (t, v, l) => t('gamification:healthScore.value.hours', { hours: format(v.hours, l, 1) }),
  },
  'cardiovascular.restingHeartRateAndVo2Max': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.cardiovascular.restingHeartRateAndVo2Max', {
        bpm: format(v.bpm, l),
        vo2Max: format(v.vo2Max, l, 1),
        count: v.days ?? 0,
      }),
    summary: (t, v, l) => t('gamification:healthScore.value.restingHeartRate', { value: bpm(t, v, l) }),
    primary: 'bpm',
    value: bpm,
  },
  'cardiovascular.restingHeartRate': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.cardiovascular.restingHeartRate', {
        bpm: format(v.bpm, l),
        count: v.days ?? 0,
      }),
    summary: (t, v, l) => t('gamification:healthScore.value.restingHeartRate', { value: bpm(t, v, l) }),
    primary: 'bpm',
    value: bpm,
  },
  'cardiovascular.vo2Max': {
    detail: (t, v, l) => t('gamification:healthScore.basis.cardiovascular.vo2Max', { vo2Max: format(v.vo2Max, l, 1) }),
    summary: (t, v, l) => t('gamification:healthScore.value.vo2MaxLabelled', { value: vo2Max(t, v, l) }),
    primary: 'vo2Max',
    value: vo2Max,
  },
  'bodyComposition.bodyFat': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.bodyComposition.bodyFat', { bodyFat: format(v.bodyFat, l, 1) }),
    summary: (t, v, l) => t('gamification:healthScore.value.bodyFat', { bodyFat: format(v.bodyFat, l, 1) }),
    primary: 'bodyFat',
    value: (t, v, l) => t('gamification:healthScore.value.percent', { value: format(v.bodyFat, l, 1) }),
  },
  'bodyComposition.bmi': {
    detail: (t, v, l) => t('gamification:healthScore.basis.bodyComposition.bmi', { bmi: format(v.bmi, l, 1) }),
    summary: (t, v, l) => t('gamification:healthScore.value.bmi', { bmi: format(v.bmi, l, 1) }),
    primary: 'bmi',
    value: (_t, v, l) => format(v.bmi, l, 1),
  },
  'vitalSigns.readings': {
    detail: (t, v, l) => vitalReadings(t, v, l),
    summary: (t, v, l) => vitalReadings(t, v, l),
  },
  'consistency.daysWithData': {
    detail: (t, v, l) =>
      t('gamification:healthScore.basis.consistency.daysWithData', {
        days: format(v.days, l),
        period: format(v.period, l),
        count: v.period ?? 0,
      }),
    summary: (t, v, l) =>
      t('gamification:healthScore.value.daysWithData', {
        days: format(v.days, l),
        period: format(v.period, l),
        count: v.period ?? 0,
      }),
    primary: 'days',
    value: (t, v, l) => t('gamification:healthScore.value.days', { count: v.days ?? 0, days: format(v.days, l) }),
  },
};

/** Vital signs: whichever of SpO2, respiration rate and nightly temperature deviation were measured. */
function vitalReadings(t: TFunction, v: TValues, language: string): string {
  const parts: string[] = [];
  if (v.oxygenSaturation !== undefined)
    parts.push(
      t('gamification:healthScore.basis.vitalSigns.oxygenSaturation', {
        value: format(v.oxygenSaturation, language, 1),
      }),
    );
  if (v.respirationRate !== undefined)
    parts.push(
      t('gamification:healthScore.basis.vitalSigns.respirationRate', { value: format(v.respirationRate, language, 1) }),
    );
  if (v.temperatureDeviation !== undefined)
    parts.push(
      t('gamification:healthScore.basis.vitalSigns.temperatureDeviation', {
        value: format(v.temperatureDeviation, language, 1),
      }),
    );
  const text = new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts);
  // The readings are sentence fragments: the list begins a sentence.
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The texts of a basis key, if this version knows it. */
export function basisText(key: string): TBasisText | undefined {
  return Object.hasOwn(HEALTH_BASIS, key) ? HEALTH_BASIS[key as THealthBasisKey] : undefined;
}

/** The categories' names. */
export const CATEGORY_LABELS: Readonly<Record<THealthScoreCategory, (t: TFunction) => string>> = {
  activity: (t) => t('gamification:healthScore.category.activity'),
  sleep: (t) => t('gamification:healthScore.category.sleep'),
  cardiovascular: (t) => t('gamification:healthScore.category.cardiovascular'),
  bodyComposition: (t) => t('gamification:healthScore.category.bodyComposition'),
  vitalSigns: (t) => t('gamification:healthScore.category.vitalSigns'),
  consistency: (t) => t('gamification:healthScore.category.consistency'),
};

/** The scope groups a person may withhold at the tracker's provider, as the health score names them (issue 24). */
export const SCOPE_LABELS: Readonly<Record<TScopeGroup, (t: TFunction) => string>> = {
  activity_and_fitness: (t) => t('gamification:healthScore.scopes.activity_and_fitness'),
  health_metrics_and_measurements: (t) => t('gamification:healthScore.scopes.health_metrics_and_measurements'),
  sleep: (t) => t('gamification:healthScore.scopes.sleep'),
};

/** A score change as "+4", "−2" or "±0". */
export function formatChange(change: number, language: string): string {
  const number = new Intl.NumberFormat(language).format(Math.abs(change));
  if (change > 0) return `+${number}`;
  if (change < 0) return `−${number}`;
  return `±${number}`;
}

type TBasis = { key: string; values: Record<string, number> } | null;

/**
 * What changed a category since last week: "Sleep +4: 7.4 h average, up from 6.8 h". Without a comparable basis
 * last week (none, or another kind of figure) the comparison is left out.
 */
export function changeLine(
  t: TFunction,
  category: THealthScoreCategory,
  change: number,
  basis: TBasis,
  previousBasis: TBasis,
  language: string,
): string {
  const name = CATEGORY_LABELS[category](t);
  const text = basis ? basisText(basis.key) : undefined;
  const signed = formatChange(change, language);
  if (!basis || !text) return t('gamification:healthScore.changeOnly', { category: name, change: signed });
  const current = text.summary(t, basis.values, language);
  const primary = text.primary;
  const now = primary ? basis.values[primary] : undefined;
  const before = primary && previousBasis?.key === basis.key ? previousBasis.values[primary] : undefined;
  if (!text.value || now === undefined || before === undefined)
    return t('gamification:healthScore.changeWithBasis', { category: name, change: signed, current });
  const previous = text.value(t, previousBasis!.values, language);
  const values = { category: name, change: signed, current, previous };
  if (now > before) return t('gamification:healthScore.changeUp', values);
  if (now < before) return t('gamification:healthScore.changeDown', values);
  return t('gamification:healthScore.changeSame', values);
}
