import { z } from 'zod';

/**
 * Wearables and health data (issue 9): the 13 daily metrics, their units and plausible ranges, where each comes from
 * at the Google Health API, and which read-only scope it needs. Endpoints follow with the feature.
 */

/** Providers a user can connect. `google-health` is shown as Fitbit; `demo` generates data locally. */
export const WEARABLE_PROVIDERS = ['google-health', 'demo'] as const;
export type TWearableProvider = (typeof WEARABLE_PROVIDERS)[number];
/** Named on the landing page and in the connect dialog, not connectable yet. */
export const COMING_SOON_PROVIDERS = ['apple-watch', 'garmin'] as const;

/** Where a day's value came from: a provider, or the user's own "Log activity" (manual). */
export const METRIC_SOURCES = ['google-health', 'demo', 'manual'] as const;
export type TMetricSource = (typeof METRIC_SOURCES)[number];

export const METRICS = [
  'steps',
  'sleepHours',
  'heartRate',
  'distance',
  'calories',
  'activeMinutes',
  'floors',
  'weight',
  'bodyFat',
  'oxygenSaturation',
  'respirationRate',
  'temperature',
  'cardioScore',
] as const;
export type TMetric = (typeof METRICS)[number];
export const ZMetricSchema = z.enum(METRICS);

/** The read-only scope groups of the Google Health API (`https://www.googleapis.com/auth/googlehealth.<group>.readonly`). */
export const SCOPE_GROUPS = ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'] as const;
export type TScopeGroup = (typeof SCOPE_GROUPS)[number];

export type TMetricDefinition = {
  /** Unit of the stored daily value (SI or what people read: km, kg, °C). */
  readonly unit: 'count' | 'h' | 'bpm' | 'km' | 'kcal' | 'min' | 'kg' | '%' | 'breaths/min' | '°C' | 'mL/kg/min';
  /** A day's value outside [min, max] is implausible: rejected and logged without the value, never stored. */
  readonly min: number;
  readonly max: number;
  /** Without this scope granted the metric is "not shared" (never an error). */
  readonly scope: TScopeGroup;
  /** Google Health API data type (path id) and how the day's value is read from it. */
  readonly googleHealth: { readonly dataType: string; readonly read: string };
};

/**
 * The 13 metrics. Ranges are per civil day; they keep out sensor glitches and typing errors, not unusual people
 * (a marathon day has some 50,000 steps; 100,000 is beyond what anyone walks).
 */
export const METRIC_DEFINITIONS: Readonly<Record<TMetric, TMetricDefinition>> = {
  steps: {
    unit: 'count',
    min: 0,
    max: 100_000,
    scope: 'activity_and_fitness',
    googleHealth: { dataType: 'steps', read: 'dailyRollUp steps.countSum' },
  },
  sleepHours: {
    unit: 'h',
    min: 0,
    max: 24,
    scope: 'sleep',
    googleHealth: {
      dataType: 'sleep',
      read: 'list sessions; summary.minutesAsleep / 60 summed over the sessions that end on the civil day (naps included)',
    },
  },
  heartRate: {
    unit: 'bpm',
    min: 25,
    max: 220,
    scope: 'health_metrics_and_measurements',
    googleHealth: { dataType: 'daily-resting-heart-rate', read: 'list by date; dailyRestingHeartRate.beatsPerMinute' },
  },
  distance: {
    unit: 'km',
    min: 0,
    max: 250,
    scope: 'activity_and_fitness',
    googleHealth: { dataType: 'distance', read: 'dailyRollUp distance.millimetersSum / 1,000,000' },
  },
  calories: {
    unit: 'kcal',
    min: 0,
    max: 15_000,
    scope: 'activity_and_fitness',
    googleHealth: { dataType: 'total-calories', read: 'dailyRollUp totalCalories.kcalSum (at most 14 days a request)' },
  },
  activeMinutes: {
    unit: 'min',
    min: 0,
    max: 1_440,
    scope: 'activity_and_fitness',
    googleHealth: {
      dataType: 'active-minutes',
      read: 'dailyRollUp activeMinutesRollupByActivityLevel: MODERATE + VIGOROUS activeMinutesSum (at most 14 days)',
    },
  },
  floors: {
    unit: 'count',
    min: 0,
    max: 1_000,
    scope: 'activity_and_fitness',
    googleHealth: { dataType: 'floors', read: 'dailyRollUp floors.countSum' },
  },
  weight: {
    unit: 'kg',
    min: 20,
    max: 400,
    scope: 'health_metrics_and_measurements',
    googleHealth: { dataType: 'weight', read: 'dailyRollUp weight.weightGramsAvg / 1,000' },
  },
  bodyFat: {
    unit: '%',
    min: 2,
    max: 75,
    scope: 'health_metrics_and_measurements',
    googleHealth: { dataType: 'body-fat', read: 'dailyRollUp bodyFat.bodyFatPercentageAvg' },
  },
  oxygenSaturation: {
    unit: '%',
    min: 50,
    max: 100,
    scope: 'health_metrics_and_measurements',
    googleHealth: {
      dataType: 'daily-oxygen-saturation',
      read: 'list by date; dailyOxygenSaturation.averagePercentage',
    },
  },
  respirationRate: {
    unit: 'breaths/min',
    min: 4,
    max: 60,
    scope: 'health_metrics_and_measurements',
    googleHealth: { dataType: 'daily-respiratory-rate', read: 'list by date; dailyRespiratoryRate.breathsPerMinute' },
  },
  temperature: {
    unit: '°C',
    min: 30,
    max: 43,
    scope: 'health_metrics_and_measurements',
    googleHealth: {
      dataType: 'daily-sleep-temperature-derivations',
      read: 'list by date; dailySleepTemperatureDerivations.nightlyTemperatureCelsius',
    },
  },
  cardioScore: {
    unit: 'mL/kg/min',
    min: 10,
    max: 100,
    scope: 'activity_and_fitness',
    googleHealth: { dataType: 'daily-vo2-max', read: 'list by date; dailyVo2Max.vo2Max' },
  },
};

/** Whether a day's value of `metric` is plausible (finite and inside the metric's range). */
export function isPlausibleMetricValue(metric: TMetric, value: number): boolean {
  const { min, max } = METRIC_DEFINITIONS[metric];
  return Number.isFinite(value) && value >= min && value <= max;
}

/** A civil date, `YYYY-MM-DD`, in the user's time zone. */
export const ZCivilDateSchema = z.iso.date();

/** One stored daily value. */
export const ZDailyMetricSchema = z.object({
  date: ZCivilDateSchema,
  metric: ZMetricSchema,
  source: z.enum(METRIC_SOURCES),
  value: z.number(),
});
export type TDailyMetric = z.infer<typeof ZDailyMetricSchema>;

/** Spec section 9: health data is kept 2 years. */
export const HEALTH_DATA_RETENTION_YEARS = 2;
/** The first sync of a connection fetches this many days. */
export const INITIAL_BACKFILL_DAYS = 30;
/** Automatic sync interval (and the dashboard's refetch while open). */
export const SYNC_INTERVAL_MINUTES = 5;
/** "Log activity" adds this many active minutes today (source manual)... */
export const MANUAL_ACTIVITY_MINUTES = 30;
/** ...up to this many manual active minutes a day. */
export const MANUAL_ACTIVITY_DAILY_CAP_MINUTES = 180;
