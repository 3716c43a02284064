import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Wearables and health data (issue 9): the 13 daily metrics, their units and plausible ranges, where each comes from
 * at the Google Health API, and which read-only scope it needs. Endpoints follow with the feature.
 */

/** Providers a user can connect. `google-health` is shown as Fitbit; `demo` generates data locally. */
export const WEARABLE_PROVIDERS = ['google-health', 'demo'] as const;
export type TWearableProvider = (typeof WEARABLE_PROVIDERS)[number];

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

/** Health data is kept 2 years. */
export const HEALTH_DATA_RETENTION_YEARS = 2;
/** The first sync of a connection fetches this many days. */
export const INITIAL_BACKFILL_DAYS = 30;
/** Automatic sync interval (and the dashboard's refetch while open). */
export const SYNC_INTERVAL_MINUTES = 5;
/** "Log activity" adds this many active minutes today (source manual)... */
export const MANUAL_ACTIVITY_MINUTES = 30;
/** ...up to this many manual active minutes a day. */
export const MANUAL_ACTIVITY_DAILY_CAP_MINUTES = 180;

/** The dashboard's trend ranges in days. */
export const TREND_RANGES = ['7', '30', '90'] as const;
export type TTrendRange = (typeof TREND_RANGES)[number];
/** The metrics the dashboard's trend charts show. */
export const TREND_METRICS = ['steps', 'sleepHours', 'activeMinutes'] as const satisfies readonly TMetric[];

/** Providers the user signs in to (OAuth): the ones with a callback page. */
export const OAUTH_PROVIDERS = ['google-health'] as const satisfies readonly TWearableProvider[];
/** Where the OAuth round trip comes back to after /auth/fitbit/callback: the pages that start a connection. */
export const WEARABLE_RETURN_PATHS = ['/onboarding', '/dashboard', '/tracker', '/profile'] as const;

/** `needs_reconnect`: the provider refused the refresh token (`invalid_grant`); only connecting again helps. */
export const CONNECTION_STATUSES = ['connected', 'needs_reconnect'] as const;
/**
 * The last sync: `delayed` means the provider asked us to wait (429) or was unavailable (5xx, timeout) and the sync
 * will be retried at `nextSyncAt`; that is not a failure.
 */
export const SYNC_STATUSES = ['never', 'running', 'succeeded', 'delayed', 'failed'] as const;
/** Why the last sync did not succeed (a code, never a provider's text). */
export const SYNC_ERRORS = ['rate_limited', 'provider_unavailable', 'invalid_grant', 'provider_failed'] as const;
export type TSyncError = (typeof SYNC_ERRORS)[number];

const ZDateTime = z.iso.datetime({ offset: true });

export const ZSyncInfoSchema = z.object({
  status: z.enum(SYNC_STATUSES),
  lastSyncAt: ZDateTime.nullable(),
  lastError: z.enum(SYNC_ERRORS).nullable(),
  /** When the scheduler syncs next (after a delay: when it retries). */
  nextSyncAt: ZDateTime.nullable(),
  /** The last civil day known complete. */
  syncedThrough: ZCivilDateSchema.nullable(),
});
export type TSyncInfo = z.infer<typeof ZSyncInfoSchema>;

export const ZWearableConnectionSchema = z.object({
  provider: z.enum(WEARABLE_PROVIDERS),
  status: z.enum(CONNECTION_STATUSES),
  /** What the user allowed at the provider; metrics of other groups are "not shared". */
  grantedScopes: z.array(z.enum(SCOPE_GROUPS)),
  connectedAt: ZDateTime,
  sync: ZSyncInfoSchema,
});
export type TWearableConnection = z.infer<typeof ZWearableConnectionSchema>;

export const ZWearablesStatusSchema = z.object({
  /** Providers this server offers now (Fitbit only when configured; demo only in demo mode). */
  availableProviders: z.array(z.enum(WEARABLE_PROVIDERS)),
  demoMode: z.boolean(),
  /** A user has at most one tracker connected at a time. */
  connection: ZWearableConnectionSchema.nullable(),
});
export type TWearablesStatus = z.infer<typeof ZWearablesStatusSchema>;

export const ZOAuthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

export const ZStartWearableAuthorizationRequestSchema = z.object({ returnTo: z.enum(WEARABLE_RETURN_PATHS) });
export const ZStartWearableAuthorizationResponseSchema = z.object({
  /** Where the browser goes to consent at the provider. */
  authorizationUrl: z.url(),
});

/** What the provider put on the callback URL: `code` and `state`, or `error` (the user declined) and `state`. */
export const ZCompleteWearableAuthorizationRequestSchema = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(2048).optional(),
  error: z.string().max(256).optional(),
});
export type TCompleteWearableAuthorizationRequest = z.input<typeof ZCompleteWearableAuthorizationRequestSchema>;

/**
 * A sync's outcome: `synced` (values stored), `delayed` (the provider asked to wait or was unavailable; retried at
 * the connection's `nextSyncAt`), `busy` (a sync of this user is already running elsewhere).
 */
export const SYNC_OUTCOMES = ['synced', 'delayed', 'busy'] as const;
export const ZSyncResultSchema = z.object({
  outcome: z.enum(SYNC_OUTCOMES),
  /** Daily values stored (new or changed or unchanged) by this sync. */
  stored: z.number().int().nonnegative(),
  connection: ZWearableConnectionSchema,
});
export type TSyncResult = z.infer<typeof ZSyncResultSchema>;

export const ZCompleteWearableAuthorizationResponseSchema = z.object({
  returnTo: z.enum(WEARABLE_RETURN_PATHS),
  /** The first sync ran right after connecting; a delayed one is retried by the scheduler. */
  firstSync: ZSyncResultSchema,
});

/** Today's value of a metric: a value, no value yet today, or not shared (its scope was not granted). */
export const METRIC_STATES = ['value', 'no_data', 'not_shared'] as const;
export const ZTodayMetricSchema = z.object({
  metric: ZMetricSchema,
  state: z.enum(METRIC_STATES),
  value: z.number().nullable(),
});
export const ZHealthTodaySchema = z.object({
  /** Today in the person's time zone (their own, else the company's; ADR 022). */
  date: ZCivilDateSchema,
  /** Every metric, in METRICS order. activeMinutes includes the manually logged minutes. */
  metrics: z.array(ZTodayMetricSchema),
  /** Of today's active minutes, how many were logged by hand. */
  manualActiveMinutes: z.number().nonnegative(),
  /** Whether any daily value is stored at all (the dashboard's empty state). */
  hasHealthData: z.boolean(),
  /** Where the provider values come from: `demo` values are labelled as demo data. */
  source: z.enum(WEARABLE_PROVIDERS).nullable(),
});
export type THealthToday = z.infer<typeof ZHealthTodaySchema>;

export const ZHealthTrendQuerySchema = z.object({ days: z.enum(TREND_RANGES) });
export const ZTrendDaySchema = z.object({
  date: ZCivilDateSchema,
  steps: z.number().nullable(),
  sleepHours: z.number().nullable(),
  activeMinutes: z.number().nullable(),
});
export const ZHealthTrendSchema = z.object({
  from: ZCivilDateSchema,
  to: ZCivilDateSchema,
  /** One entry per day from `from` to `to` (null: no value that day). */
  days: z.array(ZTrendDaySchema),
  /** The sources the values came from (`demo`: label as demo data). */
  sources: z.array(z.enum(METRIC_SOURCES)),
});
export type THealthTrend = z.infer<typeof ZHealthTrendSchema>;

export const ZManualActivityResultSchema = z.object({
  date: ZCivilDateSchema,
  /** Manual active minutes logged today, after this one. */
  manualMinutes: z.number().int().nonnegative(),
  /** How many more may be logged today. */
  remainingMinutes: z.number().int().nonnegative(),
});
export type TManualActivityResult = z.infer<typeof ZManualActivityResultSchema>;

const tags = ['wearables'] as const;
/** A person's own tracker and health data: employees only, and only their own (no ids in the paths). */
const EMPLOYEE = ['employee'] as const;

export const getWearables = defineEndpoint({
  operationId: 'getWearables',
  method: 'GET',
  path: '/api/wearables',
  tags,
  summary: "The providers offered, demo mode, and the user's tracker connection with its sync info",
  access: EMPLOYEE,
  responses: { 200: ZWearablesStatusSchema },
  errors: [],
});

export const startWearableAuthorization = defineEndpoint({
  operationId: 'startWearableAuthorization',
  method: 'POST',
  path: '/api/wearables/:provider/authorization',
  tags,
  summary: "Start connecting a provider: the provider's consent URL (PKCE S256, single-use state)",
  description: 'The browser comes back to /auth/fitbit/callback, which completes the connection.',
  access: EMPLOYEE,
  params: ZOAuthProviderParamsSchema,
  body: ZStartWearableAuthorizationRequestSchema,
  responses: { 200: ZStartWearableAuthorizationResponseSchema },
  errors: ['WEARABLE_PROVIDER_UNAVAILABLE', 'WEARABLE_ALREADY_CONNECTED'],
});

export const completeWearableAuthorization = defineEndpoint({
  operationId: 'completeWearableAuthorization',
  method: 'POST',
  path: '/api/wearables/:provider/authorization/complete',
  tags,
  summary: 'Complete connecting a provider from its callback: check state and PKCE, store tokens, first sync',
  access: EMPLOYEE,
  params: ZOAuthProviderParamsSchema,
  body: ZCompleteWearableAuthorizationRequestSchema,
  responses: { 200: ZCompleteWearableAuthorizationResponseSchema },
  errors: [
    'WEARABLE_PROVIDER_UNAVAILABLE',
    'WEARABLE_ALREADY_CONNECTED',
    'WEARABLE_AUTHORIZATION_INVALID',
    'WEARABLE_CONSENT_DENIED',
    'WEARABLE_PROVIDER_FAILED',
    // The first sync found the fresh grant dead already (it was revoked at once): connect again.
    'WEARABLE_RECONNECT_REQUIRED',
  ],
});

export const syncWearable = defineEndpoint({
  operationId: 'syncWearable',
  method: 'POST',
  path: '/api/wearables/sync',
  tags,
  summary: 'Sync the connected tracker now ("Sync now", "Refresh data")',
  access: EMPLOYEE,
  responses: { 200: ZSyncResultSchema },
  errors: ['WEARABLE_NOT_CONNECTED', 'WEARABLE_RECONNECT_REQUIRED', 'WEARABLE_PROVIDER_FAILED'],
});

export const syncDemoData = defineEndpoint({
  operationId: 'syncDemoData',
  method: 'POST',
  path: '/api/wearables/demo/sync',
  tags,
  summary: 'Demo mode: connect the demo provider if needed and sync 30 days of generated data',
  access: EMPLOYEE,
  responses: { 200: ZSyncResultSchema },
  errors: ['DEMO_MODE_DISABLED', 'WEARABLE_ALREADY_CONNECTED', 'WEARABLE_PROVIDER_FAILED'],
});

export const disconnectWearable = defineEndpoint({
  operationId: 'disconnectWearable',
  method: 'DELETE',
  path: '/api/wearables/connection',
  tags,
  summary: "Disconnect the tracker: revoke the grant at the provider and delete that provider's daily values",
  access: EMPLOYEE,
  responses: { 204: null },
  errors: ['WEARABLE_NOT_CONNECTED', 'WEARABLE_PROVIDER_FAILED'],
});

export const logManualActivity = defineEndpoint({
  operationId: 'logManualActivity',
  method: 'POST',
  path: '/api/wearables/manual-activity',
  tags,
  summary: `"Log activity": add ${MANUAL_ACTIVITY_MINUTES} active minutes today (at most ${MANUAL_ACTIVITY_DAILY_CAP_MINUTES} a day)`,
  access: EMPLOYEE,
  responses: { 200: ZManualActivityResultSchema },
  errors: ['MANUAL_ACTIVITY_LIMIT_REACHED'],
});

export const getHealthToday = defineEndpoint({
  operationId: 'getHealthToday',
  method: 'GET',
  path: '/api/wearables/today',
  tags,
  summary: "Today's value of every metric (not shared / no data marked), for the dashboard and the tracker screen",
  access: EMPLOYEE,
  responses: { 200: ZHealthTodaySchema },
  errors: [],
});

export const getHealthTrend = defineEndpoint({
  operationId: 'getHealthTrend',
  method: 'GET',
  path: '/api/wearables/trend',
  tags,
  summary: 'Steps, sleep and active minutes per day over the last 7, 30 or 90 days (today included)',
  access: EMPLOYEE,
  query: ZHealthTrendQuerySchema,
  responses: { 200: ZHealthTrendSchema },
  errors: [],
});

export const WEARABLES_ENDPOINTS = [
  getWearables,
  startWearableAuthorization,
  completeWearableAuthorization,
  syncWearable,
  syncDemoData,
  disconnectWearable,
  logManualActivity,
  getHealthToday,
  getHealthTrend,
] as const;
