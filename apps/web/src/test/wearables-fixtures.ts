/**
 * Answers of the wearables endpoints for feature tests (wearables, dashboard, accounts): a connection in each sync
 * state, today's values and a trend. Built on the contract types, so a change of the contract shows here.
 */
import {
  METRICS,
  type THealthToday,
  type THealthTrend,
  type TSyncInfo,
  type TWearableConnection,
  type TWearablesStatus,
} from '@openwell/contracts';

export const NOW = '2026-03-10T09:00:00.000Z';

export function syncInfo(overrides: Partial<TSyncInfo> = {}): TSyncInfo {
  return {
    status: 'succeeded',
    lastSyncAt: '2026-03-10T08:55:00.000Z',
    lastError: null,
    nextSyncAt: '2026-03-10T09:00:00.000Z',
    syncedThrough: '2026-03-09',
    ...overrides,
  };
}

export function connection(overrides: Partial<TWearableConnection> = {}): TWearableConnection {
  return {
    provider: 'google-health',
    status: 'connected',
    grantedScopes: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'],
    connectedAt: '2026-03-01T08:00:00.000Z',
    sync: syncInfo(),
    ...overrides,
  };
}

export function wearablesStatus(overrides: Partial<TWearablesStatus> = {}): TWearablesStatus {
  return { availableProviders: ['google-health', 'demo'], demoMode: true, connection: connection(), ...overrides };
}

export const NOT_CONNECTED: TWearablesStatus = wearablesStatus({ connection: null });

/** Today: the given values; metrics not named have no data, `notShared` ones were not granted. */
export function healthToday(
  values: Partial<Record<(typeof METRICS)[number], number>>,
  {
    notShared = [],
    source = 'google-health',
    manualActiveMinutes = 0,
  }: {
    notShared?: ReadonlyArray<(typeof METRICS)[number]>;
    source?: THealthToday['source'];
    manualActiveMinutes?: number;
  } = {},
): THealthToday {
  return {
    date: '2026-03-10',
    metrics: METRICS.map((metric) => {
      if (notShared.includes(metric)) return { metric, state: 'not_shared' as const, value: null };
      const value = values[metric];
      return value === undefined
        ? { metric, state: 'no_data' as const, value: null }
        : { metric, state: 'value' as const, value };
    }),
    manualActiveMinutes,
    hasHealthData: Object.keys(values).length > 0,
    source: Object.keys(values).length > 0 ? source : null,
  };
}

/** A trend of `days` days ending 2026-03-10; `value(i)` gives day i's steps (null: no data that day). */
export function healthTrend(
  days: number,
  value: (index: number) => number | null = (index) => 8000 + index * 10,
  sources: THealthTrend['sources'] = ['google-health'],
): THealthTrend {
  const end = Date.UTC(2026, 2, 10);
  const list = Array.from({ length: days }, (_, index) => {
    const date = new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const steps = value(index);
    return {
      date,
      steps,
      sleepHours: steps === null ? null : 7.5,
      activeMinutes: steps === null ? null : 42,
    };
  });
  return { from: list[0]!.date, to: list.at(-1)!.date, days: list, sources };
}
