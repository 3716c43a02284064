import { METRIC_DEFINITIONS, METRICS, type TMetric } from '@openwell/contracts';
import type { TTrendValue } from './wearables.repo.ts';

/** One civil day of a person's values, one per metric (absent: no value), as other features read them. */
export type TDailyValues = { date: string } & Partial<Record<TMetric, number>>;

const KNOWN = new Set<string>(METRICS);

/**
 * Stored values (every metric and source) -> one value per day and metric, as the dashboard shows them: the connected
 * provider's value wins over any other provider's left behind (else the first one), metrics outside the connection's
 * granted scopes are left out (the dashboard shows them as not shared), and manually logged active minutes are added
 * to the provider's. Days without any value are left out; the result is in date order.
 */
export function toDailyValues(
  values: readonly TTrendValue[],
  connection: { provider: string; grantedScopes: readonly string[] } | null,
): TDailyValues[] {
  const provider = connection?.provider ?? null;
  const granted = connection ? new Set(connection.grantedScopes) : null;
  const byDay = new Map<string, { values: Map<string, number>; fromProvider: Set<string>; manual: number }>();
  for (const row of values) {
    if (!KNOWN.has(row.metric)) continue;
    let day = byDay.get(row.date);
    if (!day) byDay.set(row.date, (day = { values: new Map(), fromProvider: new Set(), manual: 0 }));
    if (row.source === 'manual') {
      if (row.metric === 'activeMinutes') day.manual += row.value;
      continue;
    }
    if (granted && !granted.has(METRIC_DEFINITIONS[row.metric as TMetric].scope)) continue;
    const isConnected = row.source === provider;
    if (!day.values.has(row.metric) || (isConnected && !day.fromProvider.has(row.metric))) {
      day.values.set(row.metric, row.value);
      if (isConnected) day.fromProvider.add(row.metric);
    }
  }
  return [...byDay.keys()].sort().map((date) => {
    const day = byDay.get(date)!;
    const result: TDailyValues = { date };
    for (const [metric, value] of day.values) result[metric as TMetric] = value;
    if (day.manual > 0) result.activeMinutes = (result.activeMinutes ?? 0) + day.manual;
    return result;
  });
}
