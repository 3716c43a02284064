import { lt, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { dailyMetrics } from './wearables.tables.ts';

/** One day's value to store (already checked for plausibility). */
export type TDailyMetricRow = {
  userId: string;
  companyId: string;
  date: string;
  metric: string;
  source: string;
  value: number;
};

/**
 * Upserts daily values on (user, date, metric, source): a day already stored gets the new value (a provider's
 * correction), an unchanged one is not written again. One statement: `insert ... select from unnest(arrays)`, one
 * array parameter per column, so it stays small for 90 days x 13 metrics.
 */
export async function upsertDailyMetrics(db: AppExecutor, rows: readonly TDailyMetricRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof TDailyMetricRow>(key: K) => sql.param(rows.map((row) => row[key]));
  await db.execute(sql`
    insert into ${dailyMetrics} (user_id, company_id, date, metric, source, value)
    select * from unnest(${column('userId')}::uuid[], ${column('companyId')}::uuid[], ${column('date')}::date[],
      ${column('metric')}::text[], ${column('source')}::text[], ${column('value')}::double precision[])
    on conflict (user_id, date, metric, source) do update
      set value = excluded.value, updated_at = now()
      where ${dailyMetrics.value} is distinct from excluded.value
  `);
}

/** Deletes every daily value of a day before `cutoff` (`YYYY-MM-DD`); returns how many. */
export async function deleteDailyMetricsBefore(db: AppExecutor, cutoff: string): Promise<number> {
  const deleted = await db
    .delete(dailyMetrics)
    .where(lt(dailyMetrics.date, cutoff))
    .returning({ date: dailyMetrics.date });
  return deleted.length;
}
