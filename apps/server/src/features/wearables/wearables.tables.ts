import { CONNECTION_STATUSES, METRIC_SOURCES, METRICS, SYNC_STATUSES, WEARABLE_PROVIDERS } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';
import type { TReadProgress } from './wearable-provider.ts';

/** A cut-off sync's progress (wearable_connections.sync_progress; wearables.sync.ts). */
export type TSyncProgress = {
  provider: string;
  from: string;
  to: string;
  timeZone: string;
  /** The granted scope groups the read was for, sorted. */
  scopes: string[];
  /** When it was saved (ISO 8601): an old one is not resumed. */
  savedAt: string;
  /** The provider's record (WearableProvider.dailyMetrics, `progress`). */
  read: TReadProgress;
};

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A user's connection to a wearable provider (issue 9). Tokens are encrypted at rest (lib/crypto.ts, bound to the
 * connection's user and column). `granted_scopes`: what the user allowed at the provider; metrics of scopes not
 * granted are "not shared". `synced_through`: the last civil day known complete, where the next sync starts.
 */
export const wearableConnections = pgTable(
  'wearable_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('connected'),
    grantedScopes: text('granted_scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token'),
    syncStatus: text('sync_status').notNull().default('never'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** An error code (never a provider's message with data in it). */
    lastSyncError: text('last_sync_error'),
    syncedThrough: date('synced_through', { mode: 'string' }),
    /**
     * While a sync runs: until when it holds this connection (renewed as it goes). One sync per user at a time across
     * processes; a sync killed midway leaves a lease that simply runs out.
     */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    /**
     * How far a sync that was cut off (429, the provider down, the process killed) had read, so the next one resumes
     * there instead of reading the range again (issue 24): the range, zone and scopes it read for, when it was saved,
     * and the provider's own record of the parts it read with their values. Null once a sync succeeds.
     */
    syncProgress: jsonb('sync_progress').$type<TSyncProgress>(),
    /** Delayed or failed syncs in a row: the back-off grows with it. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the scheduler syncs this connection next (spread over the interval). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wearable_connections_user_id_provider_unique').on(t.userId, t.provider),
    check('wearable_connections_provider_check', sql`${t.provider} in (${inList(WEARABLE_PROVIDERS)})`),
    check('wearable_connections_status_check', sql`${t.status} in (${inList(CONNECTION_STATUSES)})`),
    check('wearable_connections_sync_status_check', sql`${t.syncStatus} in (${inList(SYNC_STATUSES)})`),
    index('wearable_connections_next_sync_at_idx').on(t.nextSyncAt),
  ],
);

/**
 * An OAuth round trip under way: the SHA-256 of its `state`, the PKCE verifier (encrypted) and where the user
 * returns to. Single use; expires after a few minutes.
 */
export const wearableAuthorizations = pgTable('wearable_authorizations', {
  stateHash: text('state_hash').primaryKey(),
  userId: userIdColumn(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One value per user, civil day (the user's time zone), metric and source: writes are upserts on this key, so a
 * retried, concurrent or interrupted sync never duplicates a day. Kept 2 years (HEALTH_DATA_RETENTION_YEARS, wearables.jobs.ts).
 */
export const dailyMetrics = pgTable(
  'daily_metrics',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    source: text('source').notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'daily_metrics_pkey', columns: [t.userId, t.date, t.metric, t.source] }),
    check('daily_metrics_metric_check', sql`${t.metric} in (${inList(METRICS)})`),
    check('daily_metrics_source_check', sql`${t.source} in (${inList(METRIC_SOURCES)})`),
    // Company aggregates by day (later issues) and the retention delete (`date < cutoff`).
    index('daily_metrics_company_id_date_idx').on(t.companyId, t.date),
    index('daily_metrics_date_idx').on(t.date),
    // The dashboard's trend (3 metrics over up to 90 days): an index-only scan of just those values, instead of the
    // primary key's range of all 13 metrics and a heap fetch per value (measured 0.38 -> 0.17 ms on 1,000 x 90 days).
    index('daily_metrics_user_id_metric_date_idx').on(t.userId, t.metric, t.date, t.source, t.value),
  ],
);

/**
 * A counter per user that moves whenever their health data as the dashboard reads it changes: a daily value written
 * or deleted, a connection made or removed, or changed in what its status shows (provider, scopes, status, sync
 * state; not tokens or leases). Kept by triggers on daily_metrics and wearable_connections (health-data-versions.sql,
 * installed by migration 0018), so no write path can forget it; read by the dashboard's reads (wearables.repo.ts,
 * `healthDataVersion`), so a process knows with one primary-key read whether what it computed before is still true
 * (ADR 014, "Remembered at the health data version").
 */
export const healthDataVersions = pgTable('health_data_versions', {
  userId: userIdColumn().primaryKey(),
  companyId: companyIdColumn(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export type WearableConnection = typeof wearableConnections.$inferSelect;
export type NewWearableConnection = typeof wearableConnections.$inferInsert;
export type WearableAuthorization = typeof wearableAuthorizations.$inferSelect;
export type DailyMetric = typeof dailyMetrics.$inferSelect;
