import { SYNC_INTERVAL_MINUTES, type TScopeGroup, type TSyncError } from '@openwell/contracts';
import type { AppExecutor, Database } from '../../db/client.ts';
import type { TPersonTimeZones } from '../../lib/civil-dates.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { openSecret, sealSecret } from './connection-secrets.ts';
import { createProviderPacer } from './request-pacer.ts';
import type { HealthDaysListener, TSyncRun, TSyncTrigger, WearablesSync } from './sync-port.ts';
import { syncRange } from './sync-range.ts';
import {
  ProviderError,
  type TProviderDailyValue,
  type TProviderTokens,
  type TReadProgress,
  type WearableProvider,
} from './wearable-provider.ts';
import type { WearableRegistry } from './wearable-registry.ts';
import {
  claimNextDueConnection,
  claimSyncLease,
  findConnectionStatus,
  updateLeasedConnection,
} from './wearables.repo.ts';
import type { WearablesService } from './wearables.service.ts';
import type { TSyncProgress, WearableConnection } from './wearables.tables.ts';

/**
 * The wearables sync engine (issue 9): syncs one connection now (`syncConnection`, the WearablesSync port the
 * connection service calls on connect and "Sync now") and every due connection (`runDueSyncs`, the scheduler's job
 * every minute). ADR 014, section "Sync", explains the choices.
 *
 * One sync of a connection: take its lease (one conditional UPDATE; held: `busy`) -> open the tokens, refresh the
 * access token when it expires within 2 minutes -> read the provider's days for the range (30-day backfill, then from
 * `synced_through`) in the person's time zone, paced to the provider's per-user limit, renewing the lease as it goes
 * -> store them (ingest: plausibility, idempotent upserts) -> record the outcome and release the lease. A sync cut
 * off midway (429, the provider down, the process killed) leaves how far it had read (`sync_progress`: saved with the
 * outcome, and every few seconds while it reads); the next sync of the same range resumes there instead of reading
 * everything again. `synced_through` only moves after success, and the upserts store each day once.
 */

export type WearablesSyncDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  registry: WearableRegistry;
  /** Stores one source's days for one person (the wearables service's ingest). */
  ingest: WearablesService['ingest'];
  /** How a person's days are counted (ADR 022; accounts implements it): the sync range and the provider's zone. */
  timeZones: TPersonTimeZones;
  /** Connections the scheduler syncs at once in this process (WEARABLES_SYNC_CONCURRENCY). Default 20. */
  concurrency?: number;
  /** How long a lease lasts (WEARABLES_SYNC_LEASE_SECONDS); renewed when less than two thirds are left. Default 90 s. */
  leaseMs?: number;
  /** The provider's limit of API requests per user per minute; paced with a margin. Default 300 (Google Health's). */
  requestsPerMinute?: number;
  /** How the pacer waits; tests pass one that moves their clock. Default a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** A scheduler round stops claiming after this long (the rest is due in the next round). Default 4 minutes. */
  roundBudgetMs?: number;
  /** Told the civil days a successful sync read (gamification awards them). */
  daysListener?: HealthDaysListener;
};

/** What one scheduler round did. */
export type TSyncRound = { [K in TSyncRun['outcome']]: number } & { total: number; errors: number };

export type WearablesSyncEngine = WearablesSync & {
  /**
   * Syncs every connected connection due when the round starts (`next_sync_at <= now`, lease free), `concurrency` at
   * a time, until none is left or the round's budget is spent.
   */
  runDueSyncs(): Promise<TSyncRound>;
};

/** How long a lease lasts by default; it is renewed whenever less than two thirds of it are left. */
export const SYNC_LEASE_MS = 90_000;
/** An access token that expires within this is refreshed before reading. */
export const TOKEN_REFRESH_MARGIN_MS = 2 * 60_000;
/** Back-off after a delayed or failed sync without Retry-After: 1, 2, 4 ... minutes, at most an hour. */
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const INTERVAL_MS = SYNC_INTERVAL_MINUTES * 60_000;
/** While a sync reads, how far it has come is saved at most this often (and always when it is cut off). */
export const PROGRESS_SAVE_INTERVAL_MS = 5_000;
/** A cut-off sync's progress older than this is not resumed: the range is read again. */
export const PROGRESS_MAX_AGE_MS = 60 * 60_000;
const DEFAULT_CONCURRENCY = 20;
const DEFAULT_REQUESTS_PER_MINUTE = 300;
const DEFAULT_ROUND_BUDGET_MS = 4 * 60_000;

/** The back-off after `failures` delayed or failed syncs in a row (1 -> 1 min, 2 -> 2 min, ... capped at 1 h). */
export function backoffMs(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
}

/** FNV-1a of the user id: a stable number per person. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/**
 * A user's stable offset inside every sync interval, in whole minutes (the scheduler's job runs every minute, so a slot
 * is when the sync really starts), so connections spread over the interval: a fifth of them per minute.
 */
export function syncSlotOffsetMs(userId: string): number {
  return (hash(userId) % SYNC_INTERVAL_MINUTES) * 60_000;
}

/**
 * The user's first slot after `now`: interval boundaries (since the epoch) plus their offset. Never more than one
 * interval (5 minutes) ahead; a sync just before the slot (connect, "Sync now") is followed by the scheduled one
 * moments later, which reads a day or two again (issue 24: skipping a slot less than a minute ahead put the next
 * sync up to 6 minutes away).
 */
export function nextSyncSlot(userId: string, now: Date): Date {
  const offset = syncSlotOffsetMs(userId);
  const slot = Math.floor((now.getTime() - offset) / INTERVAL_MS + 1) * INTERVAL_MS + offset;
  return new Date(slot);
}

/**
 * The provider's progress of a cut-off sync to resume from: only for a read of the same provider, range, time zone
 * and scopes, saved within PROGRESS_MAX_AGE_MS; else null (the range is read from the start).
 */
export function resumable(
  saved: TSyncProgress | null,
  readFor: Omit<TSyncProgress, 'savedAt' | 'read'>,
  now: Date,
): TReadProgress | null {
  if (!saved) return null;
  const age = now.getTime() - Date.parse(saved.savedAt);
  const same =
    saved.provider === readFor.provider &&
    saved.from === readFor.from &&
    saved.to === readFor.to &&
    saved.timeZone === readFor.timeZone &&
    Array.isArray(saved.scopes) &&
    saved.scopes.join(' ') === readFor.scopes.join(' ');
  return same && age >= 0 && age <= PROGRESS_MAX_AGE_MS ? saved.read : null;
}

/** This sync's lease was taken over (it ran out, e.g. the process stalled): stop without writing anything more. */
class LeaseLostError extends Error {
  constructor() {
    super('wearable sync lease lost');
    this.name = 'LeaseLostError';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWearablesSync(deps: WearablesSyncDeps): WearablesSyncEngine {
  const { clock, encryptionKey: key, registry } = deps;
  const { db } = deps.database;
  const log = deps.logger.child({ feature: 'wearables', component: 'sync' });
  const concurrency = Math.max(1, deps.concurrency ?? DEFAULT_CONCURRENCY);
  const leaseMs = deps.leaseMs ?? SYNC_LEASE_MS;
  const renewBelowMs = (leaseMs * 2) / 3;
  const pacer = createProviderPacer({
    requestsPerMinute: deps.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE,
    clock,
    sleep: deps.sleep ?? realSleep,
  });
  const roundBudgetMs = deps.roundBudgetMs ?? DEFAULT_ROUND_BUDGET_MS;
  const now = () => clock.now();
  const later = (ms: number) => new Date(now().getTime() + ms);

  /**
   * After a successful sync: the listener hears the days whose values were added or changed (nothing changed: not
   * told, except after a connection's first sync, which it hears with the sync's last day even without values). Its
   * failure is logged; the sync stays a success.
   */
  async function tellDaysChanged(row: WearableConnection, changedDates: string[], lastDay: string): Promise<void> {
    if (!deps.daysListener) return;
    const firstSync = row.lastSyncAt === null;
    if (changedDates.length === 0 && !firstSync) return;
    try {
      await deps.daysListener.daysChanged(
        { userId: row.userId, companyId: row.companyId },
        changedDates.length > 0 ? changedDates : [lastDay],
      );
    } catch (error) {
      log.error({ err: error, connectionId: row.id, userId: row.userId }, 'days changed listener failed after sync');
    }
  }

  /** Runs one claimed sync to its outcome; `lease` is the claim's `sync_lease_until`. */
  async function run(row: WearableConnection, claimedLease: Date, trigger: TSyncTrigger): Promise<TSyncRun> {
    const started = Date.now();
    const context = { connectionId: row.id, userId: row.userId, provider: row.provider, trigger };
    let lease = claimedLease;

    /** Applies changes while this sync still holds the lease (and the connection still exists). */
    async function update(
      changes: Parameters<typeof updateLeasedConnection>[3],
      executor: AppExecutor = db,
    ): Promise<void> {
      if (!(await updateLeasedConnection(executor, row.id, lease, { ...changes, updatedAt: now() }))) {
        throw new LeaseLostError();
      }
    }
    /** Renews the lease when less than two thirds of it are left. */
    async function keepLease(): Promise<void> {
      if (lease.getTime() - now().getTime() >= renewBelowMs) return;
      const renewed = later(leaseMs);
      await update({ syncLeaseUntil: renewed });
      lease = renewed;
    }
    /** What this read is for, once known: a saved progress is resumed only by a read of the same. */
    let readFor: Omit<TSyncProgress, 'savedAt' | 'read'> | null = null;
    /** How far the provider's read has come (what it last reported, or the progress it resumed from). */
    let readSoFar: TReadProgress | null = null;
    /** The progress this sync last saved, and when. */
    let savedRead: TReadProgress | null = null;
    let savedAt = now().getTime();
    /** The progress this sync resumed from (null: it read from the start). */
    let resumedRead: TReadProgress | null = null;
    const progressToKeep = (): TSyncProgress | null => {
      if (!readFor || !readSoFar) return null;
      // Nothing read since it resumed: kept as it was, so its age still counts from its last read.
      if (readSoFar === resumedRead && row.syncProgress) return row.syncProgress;
      return { ...readFor, savedAt: now().toISOString(), read: readSoFar };
    };
    /** Saves how far the read has come, at most every PROGRESS_SAVE_INTERVAL_MS (a killed sync loses little). */
    async function saveProgress(): Promise<void> {
      if (readSoFar === savedRead || now().getTime() - savedAt < PROGRESS_SAVE_INTERVAL_MS) return;
      const keep = progressToKeep();
      await update({ syncProgress: keep });
      savedRead = readSoFar;
      savedAt = now().getTime();
    }
    const failures = row.consecutiveFailures + 1;
    /** Records an outcome other than success and releases the lease. */
    async function finish(
      changes: Parameters<typeof updateLeasedConnection>[3] & { lastSyncError: TSyncError },
    ): Promise<void> {
      // How far it had read, for the next sync to resume; a dead grant or a provider no longer offered keeps nothing.
      const keep = changes.lastSyncError === 'invalid_grant' || !readFor ? null : progressToKeep();
      await update({ syncProgress: keep, ...changes, syncLeaseUntil: null, consecutiveFailures: failures });
      log.warn(
        { ...context, error: changes.lastSyncError, failures, ms: Date.now() - started },
        'wearable sync not done',
      );
    }

    try {
      const provider = registry.get(row.provider as WearableProvider['id']);
      if (!provider) {
        // The server no longer offers this provider (its configuration was removed).
        await finish({
          syncStatus: 'failed',
          lastSyncError: 'provider_failed',
          nextSyncAt: later(backoffMs(failures)),
        });
        return { outcome: 'failed' };
      }
      // The person's days (ADR 022): the provider's days are asked for in their zone.
      const { timeZone, notBefore } = await deps.timeZones.timeZoneOfPerson(row.userId);
      const { range, completeThrough } = syncRange({
        now: now(),
        timeZone,
        notBefore,
        syncedThrough: row.syncedThrough,
      });

      let scopes = row.grantedScopes as TScopeGroup[];
      const sortedScopes = () => [...scopes].sort();
      readFor = { provider: row.provider, from: range.from, to: range.to, timeZone, scopes: sortedScopes() };
      readSoFar = resumable(row.syncProgress, readFor, now());
      resumedRead = readSoFar;
      savedRead = readSoFar;
      let accessToken = row.accessToken === null ? null : openSecret(key, 'access-token', row.userId, row.accessToken);
      let refreshed = false;

      /** Refreshes the access token and stores it sealed (the refresh token too when the provider rotated it). */
      async function refresh(): Promise<void> {
        refreshed = true;
        if (!provider?.oauth || row.refreshToken === null) throw new ProviderError({ kind: 'invalid_grant' });
        const tokens: TProviderTokens = await provider.oauth.refresh(
          openSecret(key, 'refresh-token', row.userId, row.refreshToken),
        );
        // Google does not rotate the refresh token and may leave out `scope`: keep what is stored then.
        if (tokens.grantedScopes.length > 0) scopes = tokens.grantedScopes;
        if (readFor && readFor.scopes.join(' ') !== sortedScopes().join(' ')) {
          // Other scopes now: what was read for the old ones is not resumed (a metric may no longer be shared).
          readFor = { ...readFor, scopes: sortedScopes() };
          readSoFar = null;
        }
        accessToken = tokens.accessToken;
        await update({
          accessToken: sealSecret(key, 'access-token', row.userId, tokens.accessToken),
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          grantedScopes: scopes,
          ...(tokens.refreshToken === null
            ? {}
            : { refreshToken: sealSecret(key, 'refresh-token', row.userId, tokens.refreshToken) }),
        });
      }

      if (provider.oauth) {
        const expiresAt = row.accessTokenExpiresAt?.getTime() ?? 0;
        if (accessToken === null || expiresAt - now().getTime() < TOKEN_REFRESH_MARGIN_MS) await refresh();
      } else if (accessToken === null) {
        throw new ProviderError({ kind: 'failed', status: null });
      }

      const pace = async () => {
        await keepLease();
        await saveProgress();
        await pacer.pace(row.userId);
      };
      const read = () =>
        provider.dailyMetrics({
          accessToken: accessToken!,
          grantedScopes: scopes,
          range,
          timeZone,
          pace,
          resume: readSoFar,
          progress: (read) => {
            readSoFar = read;
          },
        });
      let values: TProviderDailyValue[];
      try {
        values = await read();
      } catch (error) {
        if (!(error instanceof ProviderError && error.failure.kind === 'unauthorized')) throw error;
        // A token that should be valid was refused: refresh once and read again; refused again, the grant is dead.
        if (refreshed || !provider.oauth) throw new ProviderError({ kind: 'invalid_grant' });
        await refresh();
        try {
          values = await read();
        } catch (retryError) {
          if (retryError instanceof ProviderError && retryError.failure.kind === 'unauthorized') {
            throw new ProviderError({ kind: 'invalid_grant' });
          }
          throw retryError;
        }
      }

      await keepLease();
      // The outcome and the values in one transaction, the outcome first: a connection disconnected meanwhile (its row
      // and values deleted) or a lease taken over stores nothing; a disconnect that comes later waits for the row.
      const done = now();
      const { stored, rejected, changedDates } = await db.transaction(async (tx) => {
        await update(
          {
            syncLeaseUntil: null,
            syncStatus: 'succeeded',
            lastSyncAt: done,
            lastSyncError: null,
            consecutiveFailures: 0,
            syncedThrough: completeThrough,
            nextSyncAt: nextSyncSlot(row.userId, done),
            syncProgress: null,
          },
          tx,
        );
        return deps.ingest({ userId: row.userId, companyId: row.companyId }, provider.id, values, tx);
      });
      log.info({ ...context, range, stored, rejected, ms: Date.now() - started }, 'wearable sync done');
      await tellDaysChanged(row, changedDates, range.to);
      return { outcome: 'synced', stored };
    } catch (error) {
      try {
        return await failed(error);
      } catch (finishError) {
        if (finishError instanceof LeaseLostError) {
          log.warn(context, 'wearable sync lost its lease; another sync took over');
          return { outcome: 'busy' };
        }
        throw finishError;
      }
    }

    async function failed(error: unknown): Promise<TSyncRun> {
      if (error instanceof LeaseLostError) throw error;
      const failure = error instanceof ProviderError ? error.failure : null;
      switch (failure?.kind) {
        case 'rate_limited':
        case 'unavailable': {
          const retryAfterMs = failure.kind === 'rate_limited' ? failure.retryAfterMs : null;
          const retryAt = later(retryAfterMs ?? backoffMs(failures));
          await finish({
            syncStatus: 'delayed',
            lastSyncError: failure.kind === 'rate_limited' ? 'rate_limited' : 'provider_unavailable',
            nextSyncAt: retryAt,
          });
          return { outcome: 'delayed', retryAt };
        }
        case 'invalid_grant':
          // Not scheduled again (the scheduler syncs connected connections only) until the user reconnects.
          await finish({ status: 'needs_reconnect', syncStatus: 'failed', lastSyncError: 'invalid_grant' });
          return { outcome: 'needs_reconnect' };
        default:
          if (!failure) log.error({ ...context, err: error }, 'wearable sync failed');
          else log.warn({ ...context, failure }, 'wearable provider call failed');
          await finish({
            syncStatus: 'failed',
            lastSyncError: 'provider_failed',
            nextSyncAt: later(backoffMs(failures)),
          });
          return { outcome: 'failed' };
      }
    }
  }

  return {
    async syncConnection(connectionId, { trigger }) {
      const claimedLease = later(leaseMs);
      const row = await claimSyncLease(db, connectionId, now(), claimedLease);
      if (row) return run(row, claimedLease, trigger);
      const current = await findConnectionStatus(db, connectionId);
      if (!current) throw new Error(`No wearable connection ${connectionId}`);
      return current.status === 'needs_reconnect' ? { outcome: 'needs_reconnect' } : { outcome: 'busy' };
    },

    async runDueSyncs() {
      const round: TSyncRound = { synced: 0, delayed: 0, busy: 0, needs_reconnect: 0, failed: 0, total: 0, errors: 0 };
      // The connections due when the round starts: one synced early in a long round is not taken again when its next
      // slot comes during the round (the next minute's round takes it).
      const dueBy = now();
      const deadline = dueBy.getTime() + roundBudgetMs;
      const worker = async () => {
        while (now().getTime() < deadline) {
          const claimedLease = later(leaseMs);
          const row = await claimNextDueConnection(db, dueBy, now(), claimedLease);
          if (!row) return;
          round.total++;
          try {
            round[(await run(row, claimedLease, 'scheduled')).outcome]++;
          } catch (error) {
            // The database failed while recording: the lease runs out and a later round tries again.
            round.errors++;
            log.error({ err: error, connectionId: row.id }, 'wearable sync broke off');
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return round;
    },
  };
}
