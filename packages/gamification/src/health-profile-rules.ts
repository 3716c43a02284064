import type { THealthProfileDomain, THealthProfileReason } from '@openwell/contracts';

/**
 * The thresholds of the personal health profile (issue 12). Each rule's source is in ADR 020, section "Health profile
 * rules". Figures are compared after rounding to the precision they are shown with, so the figure a person reads and
 * the colour they see always agree.
 */
export const HEALTH_PROFILE_RULES = {
  /** The tracker's days the profile reads: the 14 civil days up to today. */
  periodDays: 14,
  /** A tracker average counts only with at least this many days with a value (half the period, a week's worth). */
  minTrackerDays: 7,
  activity: {
    /** WHO 2020: at least 150 minutes of moderate activity a week; under half of it (75) is red. */
    weeklyMinutesGreen: 150,
    weeklyMinutesAmber: 75,
    /** A daily active-minutes goal: a step up from the current daily mean (+10, rounded up to 5), at most 30. */
    goalIncrease: 10,
    goalMax: 30,
  },
  sleep: {
    /** AASM/SRS 2015: 7 hours or more; NSF 2015: 7-9 hours for adults. Under 6 is very short (red). */
    hoursGreenFrom: 7,
    hoursGreenTo: 9,
    hoursRedBelow: 6,
    /** A sleep complaint of this severity (0-10) or more is amber; 7 or more is severe (see a doctor). */
    complaintAmberFrom: 5,
    complaintSevereFrom: 7,
    /** A nightly sleep goal: the current mean rounded up to the half hour plus half an hour, at most 7.5. */
    goalIncrease: 0.5,
    goalMax: 7.5,
  },
  /** The 1-5 self-ratings: scale answer → rating (fitness and nutrition: 5 best; stress: 1 best). */
  scale: {
    goodFrom: 4,
    fairAt: 3,
    stressLowTo: 2,
    stressHighFrom: 4,
  },
  bodyComposition: {
    /**
     * Body fat (%) equivalents of the WHO BMI cut-offs 18.5, 25 and 30 by sex and age band (Gallagher et al. 2000,
     * Am J Clin Nutr 72:694): [low below, high from, very high from]. Bands 20-39, 40-59, 60-79; clamped outside,
     * and the middle band when the age is not known.
     */
    bodyFat: {
      male: [
        [8, 20, 25],
        [11, 22, 28],
        [13, 25, 30],
      ],
      female: [
        [21, 33, 39],
        [23, 34, 40],
        [24, 36, 42],
      ],
    } as const satisfies Record<'male' | 'female', ReadonlyArray<readonly [number, number, number]>>,
    /** A daily steps goal: the current mean (rounded up to 500) plus 1,000, at most 10,000; 8,000 without data. */
    stepsIncrease: 1000,
    stepsMax: 10_000,
    stepsWithoutData: 8000,
  },
  /**
   * The order of focus areas of the same colour (red before amber first): the largest behavioural burden of disease
   * first (tobacco and alcohol), then the behaviours with a tracked daily goal that also help sleep, stress and
   * weight (activity), diet, sleep and stress; body composition last, as the result of activity and diet.
   */
  focusPriority: [
    'substances',
    'activity',
    'nutrition',
    'sleep',
    'stress',
    'bodyComposition',
  ] as const satisfies readonly THealthProfileDomain[],
  maxFocusAreas: 3,
} as const;

/**
 * The `values` each reason carries (the placeholders of `healthProfile:reasons.<code>`): minutesPerWeek (whole
 * minutes), days / nights (days with a tracker value), hours (one decimal), answer (the 1-5 scale answer), severity
 * (0-10), bodyFat (%, one decimal), bmi (kg/m², one decimal). Reasons not listed carry none.
 */
export const HEALTH_PROFILE_REASON_VALUES = {
  activity_tracker_met: ['minutesPerWeek', 'days'],
  activity_tracker_below: ['minutesPerWeek', 'days'],
  activity_tracker_low: ['minutesPerWeek', 'days'],
  activity_fitness_good: ['answer'],
  activity_fitness_moderate: ['answer'],
  activity_fitness_low: ['answer'],
  nutrition_good: ['answer'],
  nutrition_fair: ['answer'],
  nutrition_poor: ['answer'],
  sleep_tracker_ok: ['hours', 'nights'],
  sleep_tracker_short: ['hours', 'nights'],
  sleep_tracker_very_short: ['hours', 'nights'],
  sleep_tracker_long: ['hours', 'nights'],
  sleep_complaint: ['severity'],
  sleep_complaint_mild: ['severity'],
  stress_low: ['answer'],
  stress_moderate: ['answer'],
  stress_high: ['answer'],
  body_fat_healthy: ['bodyFat'],
  body_fat_high: ['bodyFat'],
  body_fat_very_high: ['bodyFat'],
  body_fat_low: ['bodyFat'],
  bmi_normal: ['bmi'],
  bmi_underweight: ['bmi'],
  bmi_overweight: ['bmi'],
  bmi_obese: ['bmi'],
} as const satisfies Partial<Record<THealthProfileReason, readonly string[]>>;
