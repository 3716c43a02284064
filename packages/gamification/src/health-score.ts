import {
  HEALTH_SCORE_CATEGORIES,
  METRIC_DEFINITIONS,
  type THealthScoreCategory,
  type TMetric,
  type TScopeGroup,
} from '@openwell/contracts';
import { hasData, indexDays, valueOf, type TDay } from './days.ts';
import { RULES, type TScale } from './rules.ts';
import { roundTo, scaleScore } from './scales.ts';

export type THealthProfile = {
  age: number;
  gender: 'male' | 'female';
  heightCm?: number | null;
  weightKg?: number | null;
};

/** What a category was computed from: an i18n key under `gamification:healthScore.basis.` and its figures. */
export type THealthBasis = { key: string; values: Record<string, number> };

export type THealthCategoryResult = {
  category: THealthScoreCategory;
  /** 0-100 (whole), null without data. */
  score: number | null;
  /** Share of the overall score after renormalising over the categories with data; 0 when left out. */
  weight: number;
  basis: THealthBasis | null;
};

export type THealthScoreResult = { score: number | null; categories: THealthCategoryResult[] };

/**
 * Every basis key the score can return, with the names of its values (units: minutes per week, steps per day, hours,
 * bpm, mL/kg/min, %, kg/m², breaths/min, °C; `days` = days with that data, `period` = days in the period). The
 * vital signs list only the readings that were present. The web app translates `gamification:healthScore.basis.<key>`.
 */
export const HEALTH_SCORE_BASIS = {
  'activity.minutesAndSteps': ['minutes', 'steps', 'days'],
  'activity.minutes': ['minutes', 'days'],
  'activity.steps': ['steps', 'days'],
  'sleep.averageHours': ['hours', 'days'],
  'cardiovascular.restingHeartRateAndVo2Max': ['bpm', 'days', 'vo2Max'],
  'cardiovascular.restingHeartRate': ['bpm', 'days'],
  'cardiovascular.vo2Max': ['vo2Max'],
  'bodyComposition.bodyFat': ['bodyFat'],
  'bodyComposition.bmi': ['bmi'],
  'vitalSigns.readings': ['oxygenSaturation', 'respirationRate', 'temperatureDeviation'],
  'consistency.daysWithData': ['days', 'period'],
} as const satisfies Record<string, readonly string[]>;
export type THealthBasisKey = keyof typeof HEALTH_SCORE_BASIS;

type TCategoryScore = { score: number; basis: THealthBasis } | null;

/**
 * The tracker metrics each category is computed from (the functions below read these and no others; body composition
 * also takes the questionnaire's height and weight). Consistency counts a day with any value, so no scope withheld
 * can leave it out on its own.
 */
export const HEALTH_SCORE_METRICS: Readonly<Record<THealthScoreCategory, readonly TMetric[]>> = {
  activity: ['activeMinutes', 'steps'],
  sleep: ['sleepHours'],
  cardiovascular: ['heartRate', 'cardioScore'],
  bodyComposition: ['bodyFat', 'weight'],
  vitalSigns: ['oxygenSaturation', 'respirationRate', 'temperature'],
  consistency: [],
};

/**
 * The scope groups a category reads that the tracker does not share (`notShared`: the groups the person did not allow
 * at the provider), in SCOPE_GROUPS order: sharing them is what would let a category without data count.
 */
export function scopesNotShared(category: THealthScoreCategory, notShared: readonly TScopeGroup[]): TScopeGroup[] {
  const needed = new Set(HEALTH_SCORE_METRICS[category].map((metric) => METRIC_DEFINITIONS[metric].scope));
  return notShared.filter((scope, index) => needed.has(scope) && notShared.indexOf(scope) === index);
}

const HS = RULES.healthScore;

/** The values of `metric` on the days that have one, oldest first. */
function series(days: readonly TDay[], metric: TMetric): number[] {
  return days.map((day) => valueOf(day, metric)).filter((value): value is number => value !== null);
}
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const latest = (values: readonly number[]) => values[values.length - 1];

function stepsScale(age: number): TScale {
  return age >= 60 ? HS.activity.dailyStepsFrom60 : HS.activity.dailySteps;
}

/** Activity: WHO weekly minutes (the mean per day with data × 7) and, as the secondary signal, the mean steps. */
function activity(days: readonly TDay[], profile: THealthProfile): TCategoryScore {
  const minutes = series(days, 'activeMinutes');
  const steps = series(days, 'steps');
  const weeklyMinutes = minutes.length > 0 ? Math.round(mean(minutes) * 7) : null;
  const dailySteps = steps.length > 0 ? Math.round(mean(steps)) : null;
  const minutesScore = weeklyMinutes === null ? null : scaleScore(HS.activity.weeklyMinutes, weeklyMinutes);
  const stepsScore = dailySteps === null ? null : scaleScore(stepsScale(profile.age), dailySteps);
  if (minutesScore !== null && stepsScore !== null && weeklyMinutes !== null && dailySteps !== null) {
    const share = HS.activity.minutesShare;
    return {
      score: Math.round(share * minutesScore + (1 - share) * stepsScore),
      basis: {
        key: 'activity.minutesAndSteps',
        values: { minutes: weeklyMinutes, steps: dailySteps, days: Math.max(minutes.length, steps.length) },
      },
    };
  }
  if (minutesScore !== null && weeklyMinutes !== null) {
    return {
      score: Math.round(minutesScore),
      basis: { key: 'activity.minutes', values: { minutes: weeklyMinutes, days: minutes.length } },
    };
  }
  if (stepsScore !== null && dailySteps !== null) {
    return {
      score: Math.round(stepsScore),
      basis: { key: 'activity.steps', values: { steps: dailySteps, days: steps.length } },
    };
  }
  return null;
}

function sleepScale(age: number): TScale {
  if (age >= 65) return HS.sleep.nightlyFrom65;
  if (age <= 25) return HS.sleep.nightly18to25;
  return HS.sleep.nightly26to64;
}

/** Sleep: each night scored against the recommended hours for the age, then averaged. */
function sleep(days: readonly TDay[], profile: THealthProfile): TCategoryScore {
  const nights = series(days, 'sleepHours');
  if (nights.length === 0) return null;
  const scale = sleepScale(profile.age);
  return {
    score: Math.round(mean(nights.map((hours) => scaleScore(scale, hours)))),
    basis: { key: 'sleep.averageHours', values: { hours: roundTo(mean(nights), 1), days: nights.length } },
  };
}

/** Minimal fitness (METs) for the age and sex, interpolated between 40, 50 and 60 years and clamped outside. */
export function minimalMets(age: number, gender: THealthProfile['gender']): number {
  const [at40, at50, at60] = HS.cardiovascular.minimalMets[gender];
  const clamped = Math.min(60, Math.max(40, age));
  return clamped <= 50 ? at40 + ((at50 - at40) * (clamped - 40)) / 10 : at50 + ((at60 - at50) * (clamped - 50)) / 10;
}

/** Cardiovascular: mean resting heart rate and the latest VO2 max, averaged when both are known. */
function cardiovascular(days: readonly TDay[], profile: THealthProfile): TCategoryScore {
  const heartRates = series(days, 'heartRate');
  const vo2 = latest(series(days, 'cardioScore'));
  const bpm = heartRates.length > 0 ? Math.round(mean(heartRates)) : null;
  const heartScore = bpm === null ? null : scaleScore(HS.cardiovascular.restingHeartRate, bpm);
  const fitnessScore =
    vo2 === undefined
      ? null
      : scaleScore(
          HS.cardiovascular.metsAboveMinimal,
          vo2 / HS.cardiovascular.metMlKgMin - minimalMets(profile.age, profile.gender),
        );
  if (heartScore !== null && fitnessScore !== null && bpm !== null && vo2 !== undefined) {
    return {
      score: Math.round((heartScore + fitnessScore) / 2),
      basis: {
        key: 'cardiovascular.restingHeartRateAndVo2Max',
        values: { bpm, days: heartRates.length, vo2Max: roundTo(vo2, 1) },
      },
    };
  }
  if (heartScore !== null && bpm !== null) {
    return {
      score: Math.round(heartScore),
      basis: { key: 'cardiovascular.restingHeartRate', values: { bpm, days: heartRates.length } },
    };
  }
  if (fitnessScore !== null && vo2 !== undefined) {
    return {
      score: Math.round(fitnessScore),
      basis: { key: 'cardiovascular.vo2Max', values: { vo2Max: roundTo(vo2, 1) } },
    };
  }
  return null;
}

/** Body composition: the latest body fat (ACE, by sex) when measured, else BMI from weight and height (WHO). */
function bodyComposition(days: readonly TDay[], profile: THealthProfile): TCategoryScore {
  const bodyFat = latest(series(days, 'bodyFat'));
  if (bodyFat !== undefined) {
    const scale = profile.gender === 'female' ? HS.bodyComposition.bodyFatFemale : HS.bodyComposition.bodyFatMale;
    return {
      score: Math.round(scaleScore(scale, bodyFat)),
      basis: { key: 'bodyComposition.bodyFat', values: { bodyFat: roundTo(bodyFat, 1) } },
    };
  }
  const weight = latest(series(days, 'weight')) ?? profile.weightKg ?? null;
  const height = profile.heightCm ?? null;
  if (weight === null || height === null || !(weight > 0) || !(height > 0)) return null;
  const bmi = roundTo(weight / (height / 100) ** 2, 1);
  return {
    score: Math.round(scaleScore(HS.bodyComposition.bmi, bmi)),
    basis: { key: 'bodyComposition.bmi', values: { bmi } },
  };
}

function oxygenScore(meanSaturation: number): number {
  const rounded = Math.round(meanSaturation);
  return HS.vitalSigns.oxygenSaturation.find((band) => rounded >= band.min)?.score ?? 0;
}

function respirationScore(meanRate: number): number {
  const rounded = Math.round(meanRate);
  return HS.vitalSigns.respirationRate.find((band) => rounded >= band.from && rounded <= band.to)?.score ?? 0;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Vital signs: the mean of the scores of SpO2, respiration rate and nightly temperature deviation, as known. */
function vitalSigns(days: readonly TDay[]): TCategoryScore {
  const scores: number[] = [];
  const values: Record<string, number> = {};
  const saturation = series(days, 'oxygenSaturation');
  if (saturation.length > 0) {
    values.oxygenSaturation = roundTo(mean(saturation), 1);
    scores.push(oxygenScore(mean(saturation)));
  }
  const respiration = series(days, 'respirationRate');
  if (respiration.length > 0) {
    values.respirationRate = roundTo(mean(respiration), 1);
    scores.push(respirationScore(mean(respiration)));
  }
  const temperatures = series(days, 'temperature');
  if (temperatures.length >= HS.vitalSigns.temperatureMinNights) {
    const middle = median(temperatures);
    const deviation = roundTo(Math.max(...temperatures.map((t) => Math.abs(t - middle))), 1);
    values.temperatureDeviation = deviation;
    scores.push(scaleScore(HS.vitalSigns.temperatureDeviation, deviation));
  }
  if (scores.length === 0) return null;
  return { score: Math.round(mean(scores)), basis: { key: 'vitalSigns.readings', values } };
}

/** Consistency: the share of the period's days with any data. */
function consistency(days: readonly TDay[], periodDays: number): TCategoryScore {
  const withData = days.filter(hasData).length;
  if (withData === 0) return null;
  const counted = Math.min(withData, periodDays);
  return {
    score: Math.round((100 * counted) / periodDays),
    basis: { key: 'consistency.daysWithData', values: { days: counted, period: periodDays } },
  };
}

/**
 * The health score over the days given (the server passes the last 7 civil days; `periodDays`, default 7, is the
 * period's length, so missing days count against consistency). Each category with data is scored 0-100 from
 * published guidance (ADR 015); the overall score is the mean of the category scores weighted by RULES weights,
 * renormalised over the categories with data. All six categories are returned, those without data with score
 * null, weight 0 and basis null.
 */
export function healthScore(input: {
  days: readonly TDay[];
  profile: THealthProfile;
  periodDays?: number;
}): THealthScoreResult {
  const periodDays = Math.max(1, Math.floor(input.periodDays ?? HS.periodDays));
  const days = [...indexDays(input.days).values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const computed: Record<THealthScoreCategory, TCategoryScore> = {
    activity: activity(days, input.profile),
    sleep: sleep(days, input.profile),
    cardiovascular: cardiovascular(days, input.profile),
    bodyComposition: bodyComposition(days, input.profile),
    vitalSigns: vitalSigns(days),
    consistency: consistency(days, periodDays),
  };
  const totalWeight = HEALTH_SCORE_CATEGORIES.reduce(
    (sum, category) => sum + (computed[category] ? HS.weights[category] : 0),
    0,
  );
  const categories = HEALTH_SCORE_CATEGORIES.map((category): THealthCategoryResult => {
    const result = computed[category];
    return result
      ? { category, score: clampScore(result.score), weight: HS.weights[category] / totalWeight, basis: result.basis }
      : { category, score: null, weight: 0, basis: null };
  });
  if (totalWeight === 0) return { score: null, categories };
  const weighted = categories.reduce((sum, category) => sum + (category.score ?? 0) * category.weight, 0);
  return { score: clampScore(Math.round(weighted)), categories };
}

function clampScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}
