import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { dailyMetrics, wearableConnections, type WearableConnection } from './wearables.tables.ts';

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

// ---- sync engine (wearables.sync.ts): leases, tokens, outcomes, the scheduler's claims ----------------------------
//
// A lease is `sync_lease_until`: set by one conditional UPDATE when it is empty or past, so one sync per connection
// runs at a time across processes. Its value is also the holder's fencing token: renewals, token updates and the
// outcome only apply while the row still holds that exact value, so a sync whose lease ran out (and was taken over)
// changes nothing.

const conn = wearableConnections;
const leaseFree = (now: Date) => or(isNull(conn.syncLeaseUntil), lte(conn.syncLeaseUntil, now));

/** Takes the lease of one connected connection when it is free; null when it is held (or not connected). */
export async function claimSyncLease(
  db: AppExecutor,
  connectionId: string,
  now: Date,
  leaseUntil: Date,
): Promise<WearableConnection | null> {
  const [row] = await db
    .update(conn)
    .set({ syncLeaseUntil: leaseUntil, syncStatus: 'running', updatedAt: now })
    .where(and(eq(conn.id, connectionId), eq(conn.status, 'connected'), leaseFree(now)))
    .returning();
  return row ?? null;
}

/**
 * Takes the lease of the connected connection due longest (`next_sync_at <= dueBy`, lease free at `now`); concurrent
 * claimers skip each other's rows (`for update skip locked`). Null when nothing is due.
 */
export async function claimNextDueConnection(
  db: AppExecutor,
  dueBy: Date,
  now: Date,
  leaseUntil: Date,
): Promise<WearableConnection | null> {
  const due = and(eq(conn.status, 'connected'), lte(conn.nextSyncAt, dueBy), leaseFree(now));
  const next = db
    .select({ id: conn.id })
    .from(conn)
    .where(due)
    .orderBy(conn.nextSyncAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(conn)
    .set({ syncLeaseUntil: leaseUntil, syncStatus: 'running', updatedAt: now })
    .where(and(inArray(conn.id, next), due))
    .returning();
  return row ?? null;
}

/** The connection's status, for a claim that failed (busy or not connected); null when it does not exist. */
export async function findConnectionStatus(
  db: AppExecutor,
  connectionId: string,
): Promise<Pick<WearableConnection, 'status'> | null> {
  const [row] = await db.select({ status: conn.status }).from(conn).where(eq(conn.id, connectionId));
  return row ?? null;
}

/** Changes the row while `lease` is still its lease; false when the lease was lost. */
export async function updateLeasedConnection(
  db: AppExecutor,
  connectionId: string,
  lease: Date,
  changes: Partial<
    Pick<
      WearableConnection,
      | 'syncLeaseUntil'
      | 'status'
      | 'grantedScopes'
      | 'accessToken'
      | 'accessTokenExpiresAt'
      | 'refreshToken'
      | 'syncStatus'
      | 'lastSyncAt'
      | 'lastSyncError'
      | 'syncedThrough'
      | 'consecutiveFailures'
      | 'nextSyncAt'
      | 'updatedAt'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(conn)
    .set(changes)
    .where(and(eq(conn.id, connectionId), eq(conn.syncLeaseUntil, lease)))
    .returning({ id: conn.id });
  return rows.length > 0;
}
