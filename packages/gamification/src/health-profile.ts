import {
  GOAL_BOUNDS,
  HEALTH_PROFILE_DOMAINS,
  addDays,
  type TFocusArea,
  type TFocusStep,
  type TGender,
  type THealthProfileDomain,
  type THealthProfileResult,
  type TQuestionnaireAnswers,
} from '@openwell/contracts';
import { indexDays, type TDay } from './days.ts';
import {
  rateActivity,
  rateBodyComposition,
  rateNutrition,
  rateSleep,
  rateStress,
  rateSubstances,
  sleepComplaintSeverity,
  trackerMean,
  type TDomainRating,
  type TProfileContext,
} from './health-profile-domains.ts';
import { HEALTH_PROFILE_RULES } from './health-profile-rules.ts';

/**
 * The personal health profile (issue 12, ADR 020): from the latest questionnaire answers and the tracker's recent
 * days, a rating per domain (activity, nutrition, sleep, stress, substances, body composition: only what a person can
 * change) with its reasons in plain words, and one to three focus areas with concrete next steps.
 */
export type THealthProfileInput = {
  answers: TQuestionnaireAnswers;
  /** From the profile. */
  age: number | null;
  gender: TGender | null;
  /** The tracker's daily values of the 14 civil days up to `today` (any order, days may be missing). */
  days: readonly TDay[];
  today: string;
};

const R = HEALTH_PROFILE_RULES;

const RATE: Record<THealthProfileDomain, (context: TProfileContext) => TDomainRating> = {
  activity: rateActivity,
  nutrition: rateNutrition,
  sleep: rateSleep,
  stress: rateStress,
  substances: rateSubstances,
  bodyComposition: rateBodyComposition,
};

/** `value` rounded up to a multiple of `step`. */
const ceilTo = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
const goal = (kind: keyof typeof GOAL_BOUNDS, target: number): TFocusStep => ({ kind: 'goal', goal: kind, target });
const advice = (code: Extract<TFocusStep, { kind: 'advice' }>['advice']): TFocusStep => ({
  kind: 'advice',
  advice: code,
});
const coach = (topic: THealthProfileDomain): TFocusStep => ({ kind: 'coach', topic });

/** A daily active-minutes goal a step above the tracked daily mean (WHO 2020: start small, build up); 30 without. */
function activitySteps(context: TProfileContext): TFocusStep[] {
  const bounds = GOAL_BOUNDS.activeMinutes;
  const tracked = trackerMean(context.days, 'activeMinutes');
  const target = tracked
    ? Math.min(R.activity.goalMax, Math.max(bounds.min, ceilTo(tracked.mean, bounds.step) + R.activity.goalIncrease))
    : R.activity.goalMax;
  return [goal('activeMinutes', target), advice('move_more'), coach('activity')];
}

/** Short sleep: a nightly goal half an hour above the tracked mean; a severe complaint: see a doctor. */
function sleepSteps(context: TProfileContext, rating: TDomainRating): TFocusStep[] {
  const steps: TFocusStep[] = [];
  const short = rating.reasons.some(
    (reason) => reason.code === 'sleep_tracker_short' || reason.code === 'sleep_tracker_very_short',
  );
  const tracked = trackerMean(context.days, 'sleepHours');
  if (short && tracked) {
    const bounds = GOAL_BOUNDS.sleepHours;
    const raised = ceilTo(tracked.mean, bounds.step) + R.sleep.goalIncrease;
    steps.push(goal('sleepHours', Math.min(R.sleep.goalMax, Math.max(bounds.min, raised))));
  }
  steps.push(advice('sleep_routine'));
  if ((sleepComplaintSeverity(context.answers) ?? 0) >= R.sleep.complaintSevereFrom)
    steps.push(advice('talk_to_doctor'));
  steps.push(coach('sleep'));
  return steps;
}

/** Advice for each concern, the most serious first (at most two), then the coach. */
function substanceSteps(rating: TDomainRating): TFocusStep[] {
  const codes = new Set(rating.reasons.map((reason) => reason.code));
  const steps: TFocusStep[] = [];
  if (codes.has('smoking_current')) steps.push(advice('quit_smoking_support'));
  if (codes.has('alcohol_daily') || codes.has('alcohol_weekly')) steps.push(advice('alcohol_free_days'));
  if (codes.has('caffeine_high')) steps.push(advice('less_caffeine'));
  return [...steps.slice(0, 2), coach('substances')];
}

/**
 * Too much body fat: a daily steps goal 1,000 above the tracked mean (8,000 without data; none from 10,000 on);
 * obese or underweight: see a doctor (a medical cause or treatment to consider). Never a steps goal for underweight.
 */
function bodyCompositionSteps(context: TProfileContext, rating: TDomainRating): TFocusStep[] {
  const code = rating.reasons[0]?.code;
  const under = code === 'bmi_underweight' || code === 'body_fat_low';
  const severe = code === 'bmi_obese' || code === 'body_fat_very_high';
  const steps: TFocusStep[] = [];
  if (!under) {
    const bounds = GOAL_BOUNDS.steps;
    const tracked = trackerMean(context.days, 'steps');
    if (!tracked) steps.push(goal('steps', R.bodyComposition.stepsWithoutData));
    else if (tracked.mean < R.bodyComposition.stepsMax) {
      const raised = ceilTo(tracked.mean, bounds.step) + R.bodyComposition.stepsIncrease;
      steps.push(goal('steps', Math.min(R.bodyComposition.stepsMax, Math.max(bounds.min, raised))));
    }
  }
  if (under || severe) steps.push(advice('talk_to_doctor'));
  steps.push(coach('bodyComposition'));
  return steps;
}

function focusSteps(domain: THealthProfileDomain, context: TProfileContext, rating: TDomainRating): TFocusStep[] {
  switch (domain) {
    case 'activity':
      return activitySteps(context);
    case 'sleep':
      return sleepSteps(context, rating);
    case 'stress':
      return [advice('relaxation_break'), coach('stress')];
    case 'nutrition':
      return [advice('eat_vegetables'), coach('nutrition')];
    case 'substances':
      return substanceSteps(rating);
    case 'bodyComposition':
      return bodyCompositionSteps(context, rating);
  }
}

/** The tracker's days of the period (the 14 civil days up to `today`), merged per date, oldest first. */
function periodDays(days: readonly TDay[], today: string): TDay[] {
  const from = addDays(today, -(R.periodDays - 1));
  return [...indexDays(days.filter((day) => day.date >= from && day.date <= today)).values()].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
}

/**
 * The profile: every domain in HEALTH_PROFILE_DOMAINS order with its rating and reasons (rules and sources: ADR 020),
 * and up to three focus areas: the red domains, then the amber ones, each colour in HEALTH_PROFILE_RULES'
 * focusPriority, each with one to three steps. Pure: the same input always gives the same profile.
 */
export function healthProfile(input: THealthProfileInput): THealthProfileResult {
  const context: TProfileContext = {
    answers: input.answers,
    age: input.age,
    gender: input.gender,
    days: periodDays(input.days, input.today),
  };
  const ratings = new Map(HEALTH_PROFILE_DOMAINS.map((domain) => [domain, RATE[domain](context)] as const));
  const domains = HEALTH_PROFILE_DOMAINS.map((domain) => ({ domain, ...ratings.get(domain)! }));
  const focusAreas: TFocusArea[] = (['red', 'amber'] as const)
    .flatMap((colour) =>
      R.focusPriority
        .filter((domain) => ratings.get(domain)!.rating === colour)
        .map((domain) => ({
          domain,
          rating: colour,
          steps: focusSteps(domain, context, ratings.get(domain)!).slice(0, 3),
        })),
    )
    .slice(0, R.maxFocusAreas);
  return { domains, focusAreas };
}
