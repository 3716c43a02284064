import {
  bmiBand,
  bmiOf,
  type TGender,
  type THealthProfileDomainResult,
  type THealthProfileRating,
  type THealthProfileReason,
  type TMetric,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { valueOf, type TDay } from './days.ts';
import { HEALTH_PROFILE_RULES } from './health-profile-rules.ts';
import { roundTo } from './scales.ts';

/** What the domain rules read: the answers, the profile's age and gender, the period's days (merged, oldest first). */
export type TProfileContext = {
  answers: TQuestionnaireAnswers;
  age: number | null;
  gender: TGender | null;
  days: readonly TDay[];
};

type TReason = THealthProfileDomainResult['reasons'][number];
/** One finding: a rating and why. A domain is the worst of its findings; its reasons list the worst first. */
type TFinding = { rating: Exclude<THealthProfileRating, 'unknown'>; reason: TReason };
export type TDomainRating = Omit<THealthProfileDomainResult, 'domain'>;

const R = HEALTH_PROFILE_RULES;
const SEVERITY_ORDER: Record<TFinding['rating'], number> = { red: 0, amber: 1, green: 2 };
const UNKNOWN: TDomainRating = { rating: 'unknown', reasons: [{ code: 'not_answered' }] };

const finding = (
  rating: TFinding['rating'],
  code: THealthProfileReason,
  values?: Record<string, number>,
): TFinding => ({ rating, reason: values ? { code, values } : { code } });

/** The worst finding's rating, the reasons worst first (in the given order among equals); unknown without any. */
function combine(findings: readonly TFinding[]): TDomainRating {
  if (findings.length === 0) return UNKNOWN;
  const sorted = [...findings].sort((a, b) => SEVERITY_ORDER[a.rating] - SEVERITY_ORDER[b.rating]);
  return { rating: sorted[0]!.rating, reasons: sorted.map((item) => item.reason) };
}

/** The values of `metric` on the days that have one, oldest first. */
export function seriesOf(days: readonly TDay[], metric: TMetric): number[] {
  return days.map((day) => valueOf(day, metric)).filter((value): value is number => value !== null);
}
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean per day with a value, when enough days have one (HEALTH_PROFILE_RULES.minTrackerDays); else null. */
export function trackerMean(days: readonly TDay[], metric: TMetric): { mean: number; days: number } | null {
  const values = seriesOf(days, metric);
  return values.length >= R.minTrackerDays ? { mean: mean(values), days: values.length } : null;
}

/** A 1-5 self-rating where 5 is best: 4-5 green, 3 amber, 1-2 red. */
function selfRating(
  answer: number,
  codes: readonly [THealthProfileReason, THealthProfileReason, THealthProfileReason],
) {
  const values = { answer };
  if (answer >= R.scale.goodFrom) return finding('green', codes[0], values);
  if (answer === R.scale.fairAt) return finding('amber', codes[1], values);
  return finding('red', codes[2], values);
}

/** Activity: the tracker's weekly active minutes (WHO 2020) when enough days have them, else the self-rated fitness. */
export function rateActivity(context: TProfileContext): TDomainRating {
  const tracked = trackerMean(context.days, 'activeMinutes');
  if (tracked) {
    const minutesPerWeek = Math.round(tracked.mean * 7);
    const values = { minutesPerWeek, days: tracked.days };
    if (minutesPerWeek >= R.activity.weeklyMinutesGreen)
      return combine([finding('green', 'activity_tracker_met', values)]);
    if (minutesPerWeek >= R.activity.weeklyMinutesAmber)
      return combine([finding('amber', 'activity_tracker_below', values)]);
    return combine([finding('red', 'activity_tracker_low', values)]);
  }
  const fitness = context.answers.lifestyle?.fitness;
  if (typeof fitness !== 'number') return UNKNOWN;
  return combine([selfRating(fitness, ['activity_fitness_good', 'activity_fitness_moderate', 'activity_fitness_low'])]);
}

/** Nutrition: the self-rated quality of the diet. */
export function rateNutrition(context: TProfileContext): TDomainRating {
  const nutrition = context.answers.lifestyle?.nutrition;
  if (typeof nutrition !== 'number') return UNKNOWN;
  return combine([selfRating(nutrition, ['nutrition_good', 'nutrition_fair', 'nutrition_poor'])]);
}

/** Stress: the self-rated level (1 very relaxed ... 5 very stressed): 1-2 green, 3 amber, 4-5 red. */
export function rateStress(context: TProfileContext): TDomainRating {
  const stress = context.answers.lifestyle?.stress;
  if (typeof stress !== 'number') return UNKNOWN;
  const values = { answer: stress };
  if (stress <= R.scale.stressLowTo) return combine([finding('green', 'stress_low', values)]);
  if (stress >= R.scale.stressHighFrom) return combine([finding('red', 'stress_high', values)]);
  return combine([finding('amber', 'stress_moderate', values)]);
}

/** The severity of a listed sleep complaint (0 when listed as none), or null when "other complaints" is unanswered. */
export function sleepComplaintSeverity(answers: TQuestionnaireAnswers): number | null {
  const other = answers.complaints?.other;
  if (!Array.isArray(other)) return null;
  return other.find((entry) => entry.item === 'sleep_disorders')?.severity ?? 0;
}

/**
 * Sleep: the worst of the tracker's mean nightly hours (when enough nights have them) and a reported sleep complaint
 * (when "other complaints" was answered): the tracker measures how long, the complaint how well.
 */
export function rateSleep(context: TProfileContext): TDomainRating {
  const findings: TFinding[] = [];
  const tracked = trackerMean(context.days, 'sleepHours');
  if (tracked) {
    const hours = roundTo(tracked.mean, 1);
    const values = { hours, nights: tracked.days };
    if (hours < R.sleep.hoursRedBelow) findings.push(finding('red', 'sleep_tracker_very_short', values));
    else if (hours < R.sleep.hoursGreenFrom) findings.push(finding('amber', 'sleep_tracker_short', values));
    else if (hours > R.sleep.hoursGreenTo) findings.push(finding('amber', 'sleep_tracker_long', values));
    else findings.push(finding('green', 'sleep_tracker_ok', values));
  }
  const severity = sleepComplaintSeverity(context.answers);
  if (severity !== null) {
    if (severity >= R.sleep.complaintAmberFrom) findings.push(finding('amber', 'sleep_complaint', { severity }));
    else if (severity > 0) findings.push(finding('green', 'sleep_complaint_mild', { severity }));
    else findings.push(finding('green', 'sleep_no_complaint'));
  }
  return combine(findings);
}

/** Substances: the worst of smoking (any current: red), alcohol (daily red, weekly amber) and caffeine (5+ cups amber). */
export function rateSubstances(context: TProfileContext): TDomainRating {
  const substances = context.answers.substances;
  const smoking = substances?.smoking ?? null;
  const alcohol = substances?.alcohol ?? null;
  const caffeine = substances?.caffeine ?? null;
  if (smoking === null && alcohol === null && caffeine === null) return UNKNOWN;
  const concerns: TFinding[] = [];
  if (smoking === 'occasionally' || smoking === 'weekly' || smoking === 'daily') {
    concerns.push(finding('red', 'smoking_current'));
  }
  if (alcohol === 'daily') concerns.push(finding('red', 'alcohol_daily'));
  if (alcohol === 'weekly') concerns.push(finding('amber', 'alcohol_weekly'));
  if (caffeine === '5_plus') concerns.push(finding('amber', 'caffeine_high'));
  const positives: TFinding[] = concerns.length === 0 ? [finding('green', 'substances_none')] : [];
  if (smoking === 'former') positives.push(finding('green', 'smoking_former'));
  return combine([...concerns, ...positives]);
}

/** The Gallagher band of the age: 20-39, 40-59, 60-79 (clamped outside; the middle one when the age is not known). */
function ageBand(age: number | null): 0 | 1 | 2 {
  if (age === null) return 1;
  if (age < 40) return 0;
  return age < 60 ? 1 : 2;
}

/**
 * Body composition: the tracker's latest body fat in the period (needs the gender: the bands differ by sex), else the
 * BMI of the answered height and the tracker's latest weight (else the answered weight).
 */
export function rateBodyComposition(context: TProfileContext): TDomainRating {
  const bodyFats = seriesOf(context.days, 'bodyFat');
  if (bodyFats.length > 0 && context.gender !== null) {
    const bodyFat = roundTo(bodyFats[bodyFats.length - 1]!, 1);
    const [low, high, veryHigh] = R.bodyComposition.bodyFat[context.gender][ageBand(context.age)]!;
    const values = { bodyFat };
    if (bodyFat < low) return combine([finding('amber', 'body_fat_low', values)]);
    if (bodyFat >= veryHigh) return combine([finding('red', 'body_fat_very_high', values)]);
    if (bodyFat >= high) return combine([finding('amber', 'body_fat_high', values)]);
    return combine([finding('green', 'body_fat_healthy', values)]);
  }
  const weights = seriesOf(context.days, 'weight');
  const weight = weights.length > 0 ? weights[weights.length - 1]! : (context.answers.body?.weightKg ?? null);
  const bmi = bmiOf(context.answers.body?.heightCm ?? null, weight);
  if (bmi === null) return UNKNOWN;
  const values = { bmi };
  switch (bmiBand(bmi)) {
    case 'underweight':
      return combine([finding('amber', 'bmi_underweight', values)]);
    case 'normal':
      return combine([finding('green', 'bmi_normal', values)]);
    case 'overweight':
      return combine([finding('amber', 'bmi_overweight', values)]);
    case 'obese':
      return combine([finding('red', 'bmi_obese', values)]);
  }
}
