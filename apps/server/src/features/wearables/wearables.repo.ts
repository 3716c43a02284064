import { TREND_METRICS } from '@openwell/contracts';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase, AppExecutor } from '../../db/client.ts';
import {
  dailyMetrics,
  healthDataVersions,
  wearableAuthorizations,
  wearableConnections,
  type NewWearableConnection,
  type WearableAuthorization,
  type WearableConnection,
} from './wearables.tables.ts';

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
 * array parameter per column, so it stays small for 90 days x 13 metrics. Answers the civil days whose values were
 * added or changed (distinct, in date order): what awarding needs to look at again.
 */
export async function upsertDailyMetrics(db: AppExecutor, rows: readonly TDailyMetricRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const column = <K extends keyof TDailyMetricRow>(key: K) => sql.param(rows.map((row) => row[key]));
  const result = await db.execute<{ dates: string[] | string | null }>(sql`
    with written as (
      insert into ${dailyMetrics} (user_id, company_id, date, metric, source, value)
      select * from unnest(${column('userId')}::uuid[], ${column('companyId')}::uuid[], ${column('date')}::date[],
        ${column('metric')}::text[], ${column('source')}::text[], ${column('value')}::double precision[])
      on conflict (user_id, date, metric, source) do update
        set value = excluded.value, updated_at = now()
        where ${dailyMetrics.value} is distinct from excluded.value
      returning date
    )
    select json_agg(distinct date::text) as dates from written
  `);
  const dates = result.rows[0]?.dates ?? null;
  const list: string[] = typeof dates === 'string' ? JSON.parse(dates) : (dates ?? []);
  return list.sort();
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
      | 'syncProgress'
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

// ---- connections, OAuth round trips and the dashboard's reads (wearables.service.ts) ----------

/** The user's tracker connection (a user has at most one; the oldest if a race ever left two). */
export async function findConnectionOfUser(db: AppExecutor, userId: string): Promise<WearableConnection | null> {
  const rows = await db
    .select()
    .from(wearableConnections)
    .where(eq(wearableConnections.userId, userId))
    .orderBy(asc(wearableConnections.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findConnectionById(db: AppExecutor, id: string): Promise<WearableConnection | null> {
  const rows = await db.select().from(wearableConnections).where(eq(wearableConnections.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The user's connections, locked until the transaction ends (connecting checks there is no other provider). */
export async function lockConnectionsOfUser(db: AppExecutor, userId: string): Promise<WearableConnection[]> {
  return db.select().from(wearableConnections).where(eq(wearableConnections.userId, userId)).for('update');
}

/**
 * Creates or renews the connection of (user, provider): new tokens and scopes, status connected, a sync due now.
 * `refreshToken` null keeps the stored one (Google issues a refresh token on the first consent only).
 */
export async function upsertConnection(
  db: AppExecutor,
  row: Required<
    Pick<
      NewWearableConnection,
      'userId' | 'companyId' | 'provider' | 'grantedScopes' | 'accessToken' | 'accessTokenExpiresAt' | 'refreshToken'
    >
  > & { now: Date },
): Promise<WearableConnection> {
  const { now, ...values } = row;
  const [connection] = await db
    .insert(wearableConnections)
    .values({ ...values, status: 'connected', nextSyncAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [wearableConnections.userId, wearableConnections.provider],
      set: {
        status: 'connected',
        grantedScopes: values.grantedScopes,
        accessToken: values.accessToken,
        accessTokenExpiresAt: values.accessTokenExpiresAt,
        refreshToken: sql`coalesce(excluded.refresh_token, ${wearableConnections.refreshToken})`,
        // Allowed more at the provider ("Share more data"): the next sync backfills again, so the newly shared
        // metrics arrive for the whole backfill, not only from the last synced day on (issue 24).
        syncedThrough: sql`case when excluded.granted_scopes <@ ${wearableConnections.grantedScopes}
          then ${wearableConnections.syncedThrough} else null end`,
        lastSyncError: null,
        consecutiveFailures: 0,
        // New tokens, maybe other scopes: a cut-off read of the old grant is not resumed.
        syncProgress: null,
        nextSyncAt: now,
        updatedAt: now,
      },
    })
    .returning();
  return connection!;
}

export async function insertAuthorization(
  db: AppExecutor,
  row: Omit<WearableAuthorization, 'createdAt'> & { createdAt: Date },
): Promise<void> {
  await db.insert(wearableAuthorizations).values(row);
}

/** Drops the user's round trips that ran out (they are never completed). */
export async function deleteExpiredAuthorizationsOfUser(db: AppExecutor, userId: string, now: Date): Promise<void> {
  await db
    .delete(wearableAuthorizations)
    .where(and(eq(wearableAuthorizations.userId, userId), lt(wearableAuthorizations.expiresAt, now)));
}

/**
 * Reads and deletes a round trip in one statement, so of two completions with the same state only one gets it. Only
 * the user's own for this provider: another user's state stays (and is refused to them).
 */
export async function takeAuthorization(
  db: AppExecutor,
  input: { stateHash: string; userId: string; provider: string },
): Promise<WearableAuthorization | null> {
  const rows = await db
    .delete(wearableAuthorizations)
    .where(
      and(
        eq(wearableAuthorizations.stateHash, input.stateHash),
        eq(wearableAuthorizations.userId, input.userId),
        eq(wearableAuthorizations.provider, input.provider),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Disconnecting: the connection, its pending round trips and the provider's daily values (manual ones stay). */
export async function deleteConnectionAndData(
  db: AppExecutor,
  input: { connectionId: string; userId: string; provider: string },
): Promise<{ deletedValues: number }> {
  await db.delete(wearableConnections).where(eq(wearableConnections.id, input.connectionId));
  await db
    .delete(wearableAuthorizations)
    .where(and(eq(wearableAuthorizations.userId, input.userId), eq(wearableAuthorizations.provider, input.provider)));
  const deleted = await db
    .delete(dailyMetrics)
    .where(and(eq(dailyMetrics.userId, input.userId), eq(dailyMetrics.source, input.provider)))
    .returning({ date: dailyMetrics.date });
  return { deletedValues: deleted.length };
}

/**
 * "Log activity": adds `minutes` manual active minutes to the day, never beyond `cap`, in one statement (the row
 * lock of the upsert serialises concurrent requests). Returns the day's manual minutes after it, or null when the
 * cap was already reached (nothing changed).
 */
export async function addManualActiveMinutes(
  db: AppExecutor,
  input: { userId: string; companyId: string; date: string; minutes: number; cap: number },
): Promise<number | null> {
  const { userId, companyId, date, minutes, cap } = input;
  const result = await db.execute<{ value: number }>(sql`
    insert into ${dailyMetrics} (user_id, company_id, date, metric, source, value)
    values (${userId}, ${companyId}, ${date}, 'activeMinutes', 'manual', least(${minutes}::double precision, ${cap}))
    on conflict (user_id, date, metric, source) do update
      set value = least(${dailyMetrics.value} + excluded.value, ${cap}), updated_at = now()
      where ${dailyMetrics.value} < ${cap}
    returning value
  `);
  const row = result.rows[0];
  return row ? Number(row.value) : null;
}

/** One day's values of a user (every metric and source) and what "today" needs around them. */
export type TDayRead = {
  values: Array<{ metric: string; source: string; value: number }>;
  /** Whether the user has any value at all. */
  hasAny: boolean;
  /** The user's connection (provider and granted scopes), or null. */
  connection: { provider: string; grantedScopes: string[] } | null;
};

/** A connection as its status shows it (connectionOf). */
export type TConnectionView = Pick<
  WearableConnection,
  | 'provider'
  | 'status'
  | 'grantedScopes'
  | 'createdAt'
  | 'syncStatus'
  | 'syncLeaseUntil'
  | 'lastSyncAt'
  | 'lastSyncError'
  | 'nextSyncAt'
  | 'syncedThrough'
>;

export type TTrendValue = { date: string; metric: string; source: string; value: number };

/**
 * The dashboard's reads, each one statement prepared once per database (on PostgreSQL a named server-side statement:
 * no parsing or planning per request, as the session query does). Measured with bench/authenticated-requests.ts.
 * - `healthDataVersion`: the person's health data version (health_data_versions, kept by the triggers in
 *   health-data-versions.sql), as text; '0' before their first health data. One row on the primary key.
 * - `connectionOf`: the user's connection.
 * - `day`: "today": the day's rows (primary key prefix user, date), whether any row exists (prefix user) and the
 *   connection, in one round trip.
 * - `trend`: the values of the trend metrics from `from` to `to` (inclusive): one range scan of the primary key
 *   (user, date), answered as one row (grouping by day or building JSON in the database measured slower).
 */
export function prepareWearablesReads(db: AppDatabase) {
  const userId = sql.placeholder('userId');
  const healthDataVersion = db
    .select({ version: sql<string>`${healthDataVersions.version}::text` })
    .from(healthDataVersions)
    .where(eq(healthDataVersions.userId, userId))
    .prepare('wearables_health_data_version');
  // What the tracker's status shows: not the sealed tokens (long strings read and parsed for nothing).
  const connectionOf = db
    .select({
      provider: wearableConnections.provider,
      status: wearableConnections.status,
      grantedScopes: wearableConnections.grantedScopes,
      createdAt: wearableConnections.createdAt,
      syncStatus: wearableConnections.syncStatus,
      syncLeaseUntil: wearableConnections.syncLeaseUntil,
      lastSyncAt: wearableConnections.lastSyncAt,
      lastSyncError: wearableConnections.lastSyncError,
      nextSyncAt: wearableConnections.nextSyncAt,
      syncedThrough: wearableConnections.syncedThrough,
    })
    .from(wearableConnections)
    .where(eq(wearableConnections.userId, userId))
    .orderBy(asc(wearableConnections.createdAt))
    .limit(1)
    .prepare('wearables_connection_of');
  const day = db
    .select({
      values: sql<Array<[string, string, number]> | null>`(select json_agg(json_build_array(metric, source, value))
        from ${dailyMetrics} where user_id = ${userId} and date = ${sql.placeholder('date')})`,
      hasAny: sql<boolean>`exists (select 1 from ${dailyMetrics} where user_id = ${userId})`,
      connection: sql<TDayRead['connection']>`(select json_build_object('provider', provider,
        'grantedScopes', granted_scopes) from ${wearableConnections} where user_id = ${userId}
        order by created_at limit 1)`,
    })
    // One row of subqueries: a FROM with one row.
    .from(sql`(select 1) as one`)
    .prepare('wearables_day');
  // One row, one text field: `date metric source value` per value, separated by commas. Reading ~270 rows through
  // the driver and the ORM's row mapping cost more than the query; metric and source are identifiers (check
  // constraints) and the value a number, so neither separator can occur in a field.
  const trend = db
    .select({
      values: sql<string | null>`string_agg(${dailyMetrics.date}::text || ' ' || ${dailyMetrics.metric} || ' ' ||
        ${dailyMetrics.source} || ' ' || ${dailyMetrics.value}::text, ',')`,
    })
    .from(dailyMetrics)
    .where(
      and(
        eq(dailyMetrics.userId, userId),
        gte(dailyMetrics.date, sql.placeholder('from')),
        lte(dailyMetrics.date, sql.placeholder('to')),
        inArray(dailyMetrics.metric, [...TREND_METRICS]),
      ),
    )
    .prepare('wearables_trend');

  return {
    async healthDataVersion(user: string): Promise<string> {
      return (await healthDataVersion.execute({ userId: user }))[0]?.version ?? '0';
    },
    async connectionOf(user: string): Promise<TConnectionView | null> {
      return (await connectionOf.execute({ userId: user }))[0] ?? null;
    },
    async day(user: string, date: string): Promise<TDayRead> {
      const [row] = await day.execute({ userId: user, date });
      return {
        values: (row?.values ?? []).map(([metric, source, value]) => ({ metric, source, value: Number(value) })),
        hasAny: row?.hasAny === true,
        connection: row?.connection ?? null,
      };
    },
    async trend(user: string, range: { from: string; to: string }): Promise<TTrendValue[]> {
      const [row] = await trend.execute({ userId: user, ...range });
      if (!row?.values) return [];
      return row.values.split(',').map((entry) => {
        const [date, metric, source, value] = entry.split(' ') as [string, string, string, string];
        return { date, metric, source, value: Number(value) };
      });
    },
  };
}

/** The user's connection as dailyValuesOf reads it: provider, granted scopes, whether a sync has succeeded. */
export type TValuesConnection = { provider: string; grantedScopes: string[]; synced: boolean };

/**
 * A user's values from `from` to `to` (inclusive) of every metric and source, with their connection's provider,
 * granted scopes and whether it has synced (null: none), for other features' reads through the service (gamification's awards and health score). One row:
 * the values as one text field as in `trend`, and the connection. Takes an executor: gamification reads inside its
 * award transaction.
 */
export async function dailyValuesOf(
  db: AppExecutor,
  userId: string,
  range: { from: string; to: string },
): Promise<{ values: TTrendValue[]; connection: TValuesConnection | null }> {
  const result = await db.execute<{ values: string | null; connection: TValuesConnection | string | null }>(sql`
    select
      (select string_agg(date::text || ' ' || metric || ' ' || source || ' ' || value::text, ',')
        from ${dailyMetrics} where user_id = ${userId} and date >= ${range.from} and date <= ${range.to}) as values,
      (select json_build_object('provider', provider, 'grantedScopes', granted_scopes,
        'synced', last_sync_at is not null) from ${wearableConnections}
        where user_id = ${userId} order by created_at limit 1) as connection
  `);
  const row = result.rows[0];
  const values = row?.values
    ? row.values.split(',').map((entry) => {
        const [date, metric, source, value] = entry.split(' ') as [string, string, string, string];
        return { date, metric, source, value: Number(value) };
      })
    : [];
  // node-postgres parses json; PGlite too (json columns of raw queries): either way an object, or null.
  const connection =
    typeof row?.connection === 'string' ? (JSON.parse(row.connection) as TValuesConnection) : (row?.connection ?? null);
  return { values, connection };
}
