import { QUESTIONNAIRE_REVIEW_MONTHS } from '@openwell/contracts';

/**
 * Every number the rules use, in one place (ADR 015). The functions of this package read them from here, and the
 * in-app "How points work" page shows them from here, so the page can never describe other numbers than the code
 * applies. Changing a value changes the rules for every later award: the ledger keeps what was already credited.
 */

/** A point on a piecewise-linear scale: at `at` the score is `score` (between two points it is interpolated). */
export type TScalePoint = readonly [at: number, score: number];
export type TScale = readonly TScalePoint[];

/** Daily goal points (reasons goal_steps, goal_active_minutes, goal_sleep). */
const GOAL_POINTS = {
  /** Partial credit: floor(progressPoints × min(1, value / target)), one point per 10 % of the goal. */
  progressPoints: 10,
  /** Added when the goal is met (value ≥ target). */
  metBonus: 10,
  /** Most one goal gives in a day, multiplier included (= (progress + bonus) × the highest total multiplier). */
  capPerGoal: 40,
} as const;

/** A day with any data at all (tracker or manual): reason consistency. Not multiplied. */
const CONSISTENCY_POINTS = { points: 5, cap: 5 } as const;

/** Most points the daily rules together give for one civil day (3 goals at their cap + consistency). */
const DAY_CAP = 3 * GOAL_POINTS.capPerGoal + CONSISTENCY_POINTS.cap;

/** Points credited once per person (or once per cycle: ONE_OFF_RENEWAL_MONTHS). */
const ONE_OFF_POINTS = { tracker_connected: 50, questionnaire_completed: 100 } as const;

/**
 * One-off awards credited again once this many months have passed since their latest credit: completing the health
 * questionnaire counts once per yearly review cycle (QUESTIONNAIRE_REVIEW_MONTHS, ADR 020). The others: once ever.
 */
const ONE_OFF_RENEWAL_MONTHS = { questionnaire_completed: QUESTIONNAIRE_REVIEW_MONTHS } as const;

const MULTIPLIERS = {
  /**
   * Streak multiplier: the highest step whose `minDays` the streak ending the day before the awarded day reaches
   * (1.0 below the first step).
   */
  streak: [
    { minDays: 3, multiplier: 1.1 },
    { minDays: 7, multiplier: 1.2 },
    { minDays: 14, multiplier: 1.3 },
    { minDays: 30, multiplier: 1.5 },
  ],
  /**
   * Improvement multiplier: the last `recentDays` days before the awarded day against the `baselineDays` before
   * them. Attainment of a day = the mean, over the goals with a value that day, of min(1, value / goal); goals are
   * those in effect on the awarded day for both windows, so changing one's goals does not fake an improvement.
   * ratio = recent mean ÷ max(baseline mean, baselineFloor), rounded to 2 decimals; the highest step whose
   * `minRatio` it reaches applies. Without `recentMinDays` recent or `baselineMinDays` baseline days with goal data
   * it is 1.0.
   */
  improvement: {
    recentDays: 7,
    baselineDays: 28,
    recentMinDays: 4,
    baselineMinDays: 14,
    baselineFloor: 0.05,
    steps: [
      { minRatio: 1.1, multiplier: 1.1 },
      { minRatio: 1.25, multiplier: 1.25 },
      { minRatio: 1.5, multiplier: 1.5 },
    ],
  },
  /** total = min(totalCap, streak × improvement), rounded to 2 decimals. Applies to goal points only. */
  totalCap: 2,
} as const;

/**
 * Levels: level L begins at base × (L − 1) + growth × (L − 1)(L − 2) / 2 lifetime points, so each level needs
 * `growth` more points than the one before (100, 150, 200, ...). Spending points never lowers a level.
 */
const LEVELS = { base: 100, growth: 50 } as const;

/**
 * Health score (0-100): weighted mean of the categories with data (weights renormalised over them). Scales are
 * piecewise linear (clamped at both ends); sources are in ADR 015.
 */
const HEALTH_SCORE = {
  /** The days one score covers (the server passes the last 7 civil days). */
  periodDays: 7,
  weights: {
    activity: 0.25,
    sleep: 0.2,
    cardiovascular: 0.2,
    bodyComposition: 0.1,
    vitalSigns: 0.1,
    consistency: 0.15,
  },
  activity: {
    /** WHO 2020: 150-300 min/week of moderate activity (some is better than none). Minutes per week. */
    weeklyMinutes: [
      [0, 0],
      [150, 80],
      [300, 100],
    ] as TScale,
    /** Paluch et al. 2022: benefit levels off at 8,000-10,000 steps/day under 60, 6,000-8,000 from 60. */
    dailySteps: [
      [0, 0],
      [8000, 80],
      [10000, 100],
    ] as TScale,
    dailyStepsFrom60: [
      [0, 0],
      [6000, 80],
      [8000, 100],
    ] as TScale,
    /** Share of the minutes in the activity score when steps are known too (steps are the secondary signal). */
    minutesShare: 0.75,
  },
  sleep: {
    /** NSF 2015 (Hirshkowitz et al.) recommended and "may be appropriate" hours by age; AASM/SRS 2015: ≥ 7 h. */
    nightly18to25: [
      [4, 0],
      [6, 60],
      [7, 100],
      [9, 100],
      [11, 60],
      [13, 0],
    ] as TScale,
    nightly26to64: [
      [4, 0],
      [6, 60],
      [7, 100],
      [9, 100],
      [10, 60],
      [12, 0],
    ] as TScale,
    nightlyFrom65: [
      [3, 0],
      [5, 60],
      [7, 100],
      [8, 100],
      [9, 60],
      [11, 0],
    ] as TScale,
  },
  cardiovascular: {
    /** Resting heart rate (bpm): AHA normal 60-100; mortality rises ~9 % per 10 bpm (Zhang et al. 2016). */
    restingHeartRate: [
      [60, 100],
      [100, 40],
      [120, 0],
    ] as TScale,
    /**
     * VO2 max (mL/kg/min) against the minimal fitness associated with substantially lower cardiovascular risk
     * (Kodama et al. 2009), in METs (1 MET = 3.5 mL/kg/min) by sex at 40, 50 and 60 years (clamped outside).
     */
    minimalMets: { male: [9, 8, 7], female: [7, 6, 5] },
    metMlKgMin: 3.5,
    /** Score by METs above (+) or below (−) the minimal fitness. */
    metsAboveMinimal: [
      [-4, 0],
      [0, 70],
      [3, 100],
    ] as TScale,
  },
  bodyComposition: {
    /** WHO BMI classes (kg/m²): 18.5-24.9 normal; thinness grades below, pre-obese and obese classes above. */
    bmi: [
      [15, 0],
      [16, 20],
      [17, 45],
      [18.5, 100],
      [25, 100],
      [30, 60],
      [35, 35],
      [40, 15],
      [45, 0],
    ] as TScale,
    /** ACE body fat (%): essential, athletes, fitness, average, obese; different for women and men. */
    bodyFatMale: [
      [2, 40],
      [6, 100],
      [17, 100],
      [24, 75],
      [25, 70],
      [40, 0],
    ] as TScale,
    bodyFatFemale: [
      [10, 40],
      [14, 100],
      [24, 100],
      [31, 75],
      [32, 70],
      [47, 0],
    ] as TScale,
  },
  vitalSigns: {
    /** SpO2 (%), the period's mean rounded: 95-100 normal; NEWS2 bands below (94: 1, 92-93: 2, ≤ 91: 3). */
    oxygenSaturation: [
      { min: 95, score: 100 },
      { min: 94, score: 70 },
      { min: 92, score: 40 },
      { min: 0, score: 0 },
    ],
    /** Breaths/min, the period's mean rounded: NEWS2 (12-20: 0; 9-11: 1; 21-24: 2; ≤ 8 or ≥ 25: 3). */
    respirationRate: [
      { from: 12, to: 20, score: 100 },
      { from: 9, to: 11, score: 70 },
      { from: 21, to: 24, score: 40 },
    ],
    /**
     * Nightly skin temperature is not core temperature, so it is scored by how far a night strays from the
     * person's own median of the period (°C), not against fever thresholds. Needs `temperatureMinNights`.
     */
    temperatureDeviation: [
      [0.5, 100],
      [2, 0],
    ] as TScale,
    temperatureMinNights: 3,
  },
} as const;

export const RULES = {
  goalPoints: GOAL_POINTS,
  consistency: CONSISTENCY_POINTS,
  dayCap: DAY_CAP,
  oneOff: ONE_OFF_POINTS,
  oneOffRenewalMonths: ONE_OFF_RENEWAL_MONTHS,
  multipliers: MULTIPLIERS,
  levels: LEVELS,
  healthScore: HEALTH_SCORE,
} as const;
