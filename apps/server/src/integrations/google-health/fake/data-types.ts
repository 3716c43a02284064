/**
 * The data types the fake serves: path id (kebab-case), JSON key (camelCase), filter name (snake_case), how a point
 * is placed in time, the scope that reads it, page sizes, the roll-up range cap and how a day's roll-up is computed
 * from the stored points. Facts from /work/shared/reference/google-health-api.md ("Per metric" table).
 */
import type { TStoredPoint } from './points.ts';

/** interval: `interval` (ObservationTimeInterval); sample: `sampleTime`; daily: `date`; session: `interval`. */
export type TDataTypeKind = 'interval' | 'sample' | 'daily' | 'session';

/** The scope families; each is granted by its `.readonly` form or the older read+write form. */
export type TScopeFamily = 'activity_and_fitness' | 'health_metrics_and_measurements' | 'sleep';

export type TDataTypeDef = {
  id: string;
  jsonKey: string;
  filterName: string;
  kind: TDataTypeKind;
  scope: TScopeFamily;
  /** False for a type that only has roll-ups (`total-calories` has no DataPoint member). */
  listable: boolean;
  defaultPageSize: number;
  maxPageSize: number;
  /** Longest range of a rollUp / dailyRollUp request, in days. */
  maxRollUpDays: number;
  /** The roll-up value of one window, or null when the type has no roll-up. `history` holds all the user's points. */
  rollUp: ((window: TStoredPoint[], context: { history: TStoredPoint[]; windowEnd: string }) => object) | null;
};

export const SCOPE_PREFIX = 'https://www.googleapis.com/auth/googlehealth.';

const value = (point: TStoredPoint, jsonKey: string): Record<string, unknown> =>
  (point.point[jsonKey] ?? {}) as Record<string, unknown>;

const num = (raw: unknown): number => (typeof raw === 'number' ? raw : Number(raw ?? 0));

/** Sum of an int64 field, written as a string; left out when zero (proto3 JSON). */
function sumInt64(jsonKey: string, field: string, out: string) {
  return (window: TStoredPoint[]) => {
    const total = window.reduce((sum, point) => sum + BigInt(String(value(point, jsonKey)[field] ?? '0')), 0n);
    return total === 0n ? {} : { [out]: total.toString() };
  };
}

function average(window: TStoredPoint[], jsonKey: string, field: string): number | undefined {
  if (window.length === 0) return undefined;
  return window.reduce((sum, point) => sum + num(value(point, jsonKey)[field]), 0) / window.length;
}

const ACTIVITY_LEVELS = ['LIGHT', 'MODERATE', 'VIGOROUS'] as const;

function rollUpActiveMinutes(window: TStoredPoint[]): object {
  const sums = new Map<string, bigint>();
  for (const point of window) {
    const levels = (value(point, 'activeMinutes').activeMinutesByActivityLevel ?? []) as {
      activityLevel: string;
      activeMinutes: string;
    }[];
    for (const level of levels) {
      sums.set(level.activityLevel, (sums.get(level.activityLevel) ?? 0n) + BigInt(level.activeMinutes ?? '0'));
    }
  }
  const rollup = ACTIVITY_LEVELS.filter((level) => sums.has(level)).map((level) => {
    const sum = sums.get(level)!;
    return sum === 0n ? { activityLevel: level } : { activityLevel: level, activeMinutesSum: sum.toString() };
  });
  return rollup.length === 0 ? {} : { activeMinutesRollupByActivityLevel: rollup };
}

function rollUpHeartRate(window: TStoredPoint[]): object {
  if (window.length === 0) return {};
  const values = window.map((point) => num(value(point, 'heartRate').beatsPerMinute));
  return {
    beatsPerMinuteAvg: values.reduce((a, b) => a + b, 0) / values.length,
    beatsPerMinuteMin: Math.min(...values),
    beatsPerMinuteMax: Math.max(...values),
  };
}

/** A personal range (the last 30 days up to the window's end), deliberately not the day's own value. */
function rollUpRestingHeartRateRange(
  _window: TStoredPoint[],
  context: { history: TStoredPoint[]; windowEnd: string },
): object {
  const recent = context.history.filter((point) => point.civilDate < context.windowEnd).slice(-30);
  if (recent.length === 0) return {};
  const values = recent.map((point) => num(value(point, 'dailyRestingHeartRate').beatsPerMinute));
  return { beatsPerMinuteMin: Math.min(...values), beatsPerMinuteMax: Math.max(...values) };
}

type TDefInput = Omit<TDataTypeDef, 'filterName' | 'defaultPageSize' | 'maxPageSize' | 'maxRollUpDays' | 'listable'> &
  Partial<Pick<TDataTypeDef, 'listable' | 'maxRollUpDays'>>;

/** Types whose rollUp / dailyRollUp range is capped at 14 days (all others: 90). */
export const FOURTEEN_DAY_ROLLUP_TYPES = [
  'calories-in-heart-rate-zone',
  'heart-rate',
  'active-minutes',
  'total-calories',
];

function define(input: TDefInput): TDataTypeDef {
  const small = input.id === 'sleep' || input.id === 'exercise';
  return {
    listable: true,
    filterName: input.id.replaceAll('-', '_'),
    defaultPageSize: small ? 25 : 1440,
    maxPageSize: small ? 25 : 10000,
    maxRollUpDays: FOURTEEN_DAY_ROLLUP_TYPES.includes(input.id) ? 14 : 90,
    ...input,
  };
}

export const DATA_TYPES: readonly TDataTypeDef[] = [
  define({
    id: 'steps',
    jsonKey: 'steps',
    kind: 'interval',
    scope: 'activity_and_fitness',
    rollUp: sumInt64('steps', 'count', 'countSum'),
  }),
  define({
    id: 'distance',
    jsonKey: 'distance',
    kind: 'interval',
    scope: 'activity_and_fitness',
    rollUp: sumInt64('distance', 'millimeters', 'millimetersSum'),
  }),
  define({
    id: 'floors',
    jsonKey: 'floors',
    kind: 'interval',
    scope: 'activity_and_fitness',
    rollUp: sumInt64('floors', 'count', 'countSum'),
  }),
  define({
    id: 'total-calories',
    jsonKey: 'totalCalories',
    kind: 'interval',
    scope: 'activity_and_fitness',
    listable: false,
    rollUp: (window) => {
      const kcal = window.reduce((sum, point) => sum + num(value(point, 'totalCalories').kcal), 0);
      return kcal === 0 ? {} : { kcalSum: kcal };
    },
  }),
  define({
    id: 'active-minutes',
    jsonKey: 'activeMinutes',
    kind: 'interval',
    scope: 'activity_and_fitness',
    rollUp: rollUpActiveMinutes,
  }),
  define({
    id: 'heart-rate',
    jsonKey: 'heartRate',
    kind: 'sample',
    scope: 'health_metrics_and_measurements',
    rollUp: rollUpHeartRate,
  }),
  define({
    id: 'daily-resting-heart-rate',
    jsonKey: 'dailyRestingHeartRate',
    kind: 'daily',
    scope: 'health_metrics_and_measurements',
    rollUp: rollUpRestingHeartRateRange,
  }),
  define({ id: 'sleep', jsonKey: 'sleep', kind: 'session', scope: 'sleep', rollUp: null }),
  define({
    id: 'weight',
    jsonKey: 'weight',
    kind: 'sample',
    scope: 'health_metrics_and_measurements',
    rollUp: (window) => {
      const avg = average(window, 'weight', 'weightGrams');
      return avg === undefined ? {} : { weightGramsAvg: avg };
    },
  }),
  define({
    id: 'body-fat',
    jsonKey: 'bodyFat',
    kind: 'sample',
    scope: 'health_metrics_and_measurements',
    rollUp: (window) => {
      const avg = average(window, 'bodyFat', 'percentage');
      return avg === undefined ? {} : { bodyFatPercentageAvg: avg };
    },
  }),
  define({
    id: 'daily-oxygen-saturation',
    jsonKey: 'dailyOxygenSaturation',
    kind: 'daily',
    scope: 'health_metrics_and_measurements',
    rollUp: null,
  }),
  define({
    id: 'daily-respiratory-rate',
    jsonKey: 'dailyRespiratoryRate',
    kind: 'daily',
    scope: 'health_metrics_and_measurements',
    rollUp: null,
  }),
  define({
    id: 'daily-sleep-temperature-derivations',
    jsonKey: 'dailySleepTemperatureDerivations',
    kind: 'daily',
    scope: 'health_metrics_and_measurements',
    rollUp: null,
  }),
  define({
    id: 'daily-vo2-max',
    jsonKey: 'dailyVo2Max',
    kind: 'daily',
    scope: 'activity_and_fitness',
    rollUp: null,
  }),
];

const BY_ID = new Map(DATA_TYPES.map((type) => [type.id, type]));

export function findDataType(id: string): TDataTypeDef | undefined {
  return BY_ID.get(id);
}

/** The scopes the fake knows, short form (after SCOPE_PREFIX). Both `.readonly` and the older read+write forms. */
export const KNOWN_SCOPE_NAMES: readonly string[] = [
  'activity_and_fitness',
  'health_metrics_and_measurements',
  'sleep',
  'profile',
  'settings',
  'location',
  'nutrition',
  'ecg',
  'irn',
].flatMap((family) => [`${family}.readonly`, family, `${family}.writeonly`]);

export const KNOWN_SCOPES: readonly string[] = KNOWN_SCOPE_NAMES.map((name) => SCOPE_PREFIX + name);

/** True when the granted scopes allow reading the family (`.readonly` or the older read+write scope). */
export function canRead(granted: readonly string[], family: string): boolean {
  return granted.includes(`${SCOPE_PREFIX}${family}.readonly`) || granted.includes(`${SCOPE_PREFIX}${family}`);
}
