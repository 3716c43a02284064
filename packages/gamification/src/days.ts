import { METRICS, type TMetric } from '@openwell/contracts';

/**
 * One civil day of a person's daily values (issue 9), as the rules read them: every metric optional, null or
 * missing meaning no data. Active minutes are the tracker's plus the manually logged ones.
 */
export type TDay = { date: string } & Partial<Record<TMetric, number | null>>;

/** The metric's value on `day`, or null when missing or not a finite number. */
export function valueOf(day: TDay | undefined, metric: TMetric): number | null {
  const value = day?.[metric];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Whether the day has any value at all (what the consistency point and "days with data" count). */
export function hasData(day: TDay | undefined): boolean {
  return day !== undefined && METRICS.some((metric) => valueOf(day, metric) !== null);
}

/**
 * The days by date. Several entries for one date are merged (a later entry's values win per metric), so callers
 * may pass the days in any order.
 */
export function indexDays(days: Iterable<TDay>): Map<string, TDay> {
  const byDate = new Map<string, TDay>();
  for (const day of days) {
    const earlier = byDate.get(day.date);
    if (!earlier) {
      byDate.set(day.date, day);
      continue;
    }
    const merged: TDay = { ...earlier };
    for (const metric of METRICS) if (valueOf(day, metric) !== null) merged[metric] = day[metric];
    byDate.set(day.date, merged);
  }
  return byDate;
}
