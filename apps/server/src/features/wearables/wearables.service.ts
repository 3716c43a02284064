import { createHash, randomBytes } from 'node:crypto';
import {
  MANUAL_ACTIVITY_DAILY_CAP_MINUTES,
  MANUAL_ACTIVITY_MINUTES,
  METRIC_DEFINITIONS,
  METRICS,
  SCOPE_GROUPS,
  isPlausibleMetricValue,
  addDays,
  dayKeys,
  type WEARABLE_RETURN_PATHS,
  type TCompleteWearableAuthorizationRequest,
  type THealthToday,
  type THealthTrend,
  type TManualActivityResult,
  type TMetric,
  type TMetricSource,
  type TScopeGroup,
  type TSyncError,
  type TSyncResult,
  type TTrendRange,
  type TWearableConnection,
  type TWearableProvider,
  type TWearablesStatus,
} from '@openwell/contracts';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { demoDays } from '../../integrations/demo/demo-data.ts';
import { openSecret, sealSecret } from './connection-secrets.ts';
import { toDailyValues, type TDailyValues } from './daily-values.ts';
import type { HealthDaysListener, TSyncRun, TSyncTrigger, WearablesSync } from './sync-port.ts';
import { personToday, type TPersonTimeZones } from '../../lib/civil-dates.ts';
import { ProviderError, type TCivilDateRange, type TProviderDailyValue } from './wearable-provider.ts';
import type { WearableRegistry } from './wearable-registry.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { createVersionedReads } from './versioned-reads.ts';
import {
  addManualActiveMinutes,
  deleteConnectionAndData,
  dailyValuesOf,
  deleteExpiredAuthorizationsOfUser,
  findConnectionById,
  findConnectionOfUser,
  insertAuthorization,
  lockConnectionsOfUser,
  prepareWearablesReads,
  takeAuthorization,
  upsertConnection,
  upsertDailyMetrics,
  type TConnectionView,
  type TDailyMetricRow,
} from './wearables.repo.ts';

export type WearablesServiceDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  /** Seals tokens and PKCE verifiers at rest (connection-secrets.ts). */
  encryptionKey: Buffer;
  registry: WearableRegistry;
  /** The sync engine (wearables.sync.ts) behind its port. */
  sync: WearablesSync;
  /** The person's time zone: the civil days of their health data (ADR 022; the accounts feature answers). */
  timeZones: TPersonTimeZones;
  /** Told the day of a logged activity (gamification awards it). */
  daysListener?: HealthDaysListener;
};

/** Whose values these are. */
export type TMetricOwner = { userId: string; companyId: string };
/** The signed-in employee: the user and the company of their profile. */
export type TWearablesUser = TMetricOwner;

/** Where the user lands after connecting (stored with the round trip). */
export type TWearableReturnPath = (typeof WEARABLE_RETURN_PATHS)[number];

/** Rows per statement when the scale seed writes demo history (ADR 013's batch size). */
const SEED_BATCH_ROWS = 5_000;

/** How long an OAuth round trip may take from start to callback. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * The demo provider's "access token": the person's demo seed. Their user id, so one person always gets the same days
 * (the scale seed writes the same history: storeDemoHistory).
 */
export const demoSeedOf = (userId: string) => userId;

/**
 * The API's view of a connection at `now`. A sync recorded as running whose lease has run out was cut off (its server
 * stopped): it shows as delayed, to be retried at `nextSyncAt`, not as running for ever.
 */
function toConnection(row: TConnectionView, now: Date): TWearableConnection {
  const cutOff = row.syncStatus === 'running' && (row.syncLeaseUntil === null || row.syncLeaseUntil <= now);
  return {
    provider: row.provider as TWearableProvider,
    status: row.status as TWearableConnection['status'],
    grantedScopes: row.grantedScopes.filter((scope): scope is TScopeGroup =>
      (SCOPE_GROUPS as readonly string[]).includes(scope),
    ),
    connectedAt: row.createdAt.toISOString(),
    sync: {
      status: cutOff ? 'delayed' : (row.syncStatus as TWearableConnection['sync']['status']),
      lastSyncAt: iso(row.lastSyncAt),
      lastError: row.lastSyncError as TSyncError | null,
      nextSyncAt: iso(row.nextSyncAt),
      syncedThrough: row.syncedThrough,
    },
  };
}

/**
 * Stores one source's daily values for one person, as upserts (a retried or concurrent sync never duplicates a day).
 * Implausible values are dropped and logged with metric, day and source but never the value. Answers how many values
 * were stored and how many were rejected, and the civil days whose values were added or changed (`changedDates`). The
 * sync engine stores through it (the service's `ingest`).
 */
export function createMetricsIngest(deps: Pick<WearablesServiceDeps, 'database' | 'logger'>) {
  const log = deps.logger.child({ feature: 'wearables' });
  return async function ingest(
    owner: TMetricOwner,
    source: TMetricSource,
    values: readonly TProviderDailyValue[],
    executor: AppExecutor = deps.database.db,
  ): Promise<{ stored: number; rejected: number; changedDates: string[] }> {
    const plausible = [];
    let rejected = 0;
    for (const { date, metric, value } of values) {
      if (isPlausibleMetricValue(metric, value)) {
        plausible.push({ ...owner, date, metric, source, value });
      } else {
        rejected++;
        log.warn({ userId: owner.userId, metric, date, source }, 'implausible daily value rejected');
      }
    }
    // The same day and metric twice in one batch would make the upsert fail: the last one wins.
    const byKey = new Map(plausible.map((row) => [`${row.date}|${row.metric}`, row]));
    const changedDates = await upsertDailyMetrics(executor, [...byKey.values()]);
    return { stored: byKey.size, rejected, changedDates };
  };
}

/**
 * For other features (gamification's awards and health score, the questionnaire's profile, the coach's facts, through
 * a port): the person's days from `from` to `to` with one value per metric as the dashboard shows them (toDailyValues;
 * days without values left out), and whether their tracker has synced successfully (the one-off "tracker connected"
 * award). One query. `executor`: the caller's transaction, when it reads under its own lock. The service's
 * `dailyValues`; a function of its own so that gamification is built before the wearables service that tells it which
 * days changed (features/services.ts).
 */
export function createDailyValuesReader(deps: Pick<WearablesServiceDeps, 'database'>) {
  return async function dailyValues(
    userId: string,
    range: { from: string; to: string },
    executor: AppExecutor = deps.database.db,
  ): Promise<{ days: TDailyValues[]; trackerSynced: boolean; notShared: TScopeGroup[] }> {
    const { values, connection } = await dailyValuesOf(executor, userId, range);
    return {
      days: toDailyValues(values, connection),
      trackerSynced: connection?.synced === true,
      // What the person did not allow at the provider (toDailyValues leaves those metrics out): "not shared".
      notShared: connection ? SCOPE_GROUPS.filter((scope) => !connection.grantedScopes.includes(scope)) : [],
    };
  };
}

/**
 * Wearables and daily health metrics (issue 9): storing a provider's days (ingest, for the sync engine), connecting
 * and disconnecting a tracker (OAuth with PKCE; the demo provider without), syncing on request through the sync
 * port, "Log activity", and the dashboard's reads. Everything is the signed-in person's own: no method takes another
 * person's id, and there are no group figures here (company insights, with their groups of at least 5, come later).
 */
export function createWearablesService(deps: WearablesServiceDeps) {
  const { db } = deps.database;
  const { registry, clock, encryptionKey } = deps;
  const log = deps.logger.child({ feature: 'wearables' });
  const reads = prepareWearablesReads(db);
  // The dashboard's reads at the person's health data version (versioned-reads.ts). Bounded: about 10 MB of trends
  // (90,000 days: a thousand people's 90-day trends), 10,000 people's today and tracker status.
  const trends = createVersionedReads<THealthTrend>({ maxSize: 90_000, sizeOf: (trend) => trend.days.length });
  const todays = createVersionedReads<THealthToday>({ maxSize: 10_000, sizeOf: () => 1 });
  const statuses = createVersionedReads<TWearablesStatus>({ maxSize: 10_000, sizeOf: () => 1 });

  /** The person's today (their time zone, ADR 022). */
  async function todayOf(userId: string): Promise<string> {
    return personToday(clock.now(), await deps.timeZones.timeZoneOfPerson(userId));
  }

  /**
   * Today's value of every metric in the person's time zone: a value, no data, or not shared (the connection's
   * scopes do not cover it). Active minutes are the provider's plus the manually logged ones.
   */
  async function computeToday(user: TWearablesUser, date: string): Promise<THealthToday> {
    const day = await reads.day(user.userId, date);
    const { connection } = day;
    const provided = new Map<string, number>();
    let manualActiveMinutes = 0;
    let valueSource: TWearableProvider | null = null;
    for (const row of day.values) {
      if (row.source === 'manual') {
        if (row.metric === 'activeMinutes') manualActiveMinutes += row.value;
        continue;
      }
      // One provider at a time: the connected one's value wins over any other left behind.
      if (!provided.has(row.metric) || row.source === connection?.provider) provided.set(row.metric, row.value);
      valueSource ??= row.source as TWearableProvider;
    }
    const granted = connection ? new Set(connection.grantedScopes) : null;
    const metrics = METRICS.map((metric: TMetric) => {
      const shared = granted === null || granted.has(METRIC_DEFINITIONS[metric].scope);
      const providerValue = shared ? provided.get(metric) : undefined;
      const manual = metric === 'activeMinutes' ? manualActiveMinutes : 0;
      if (providerValue === undefined && manual === 0) {
        return { metric, state: shared ? ('no_data' as const) : ('not_shared' as const), value: null };
      }
      return { metric, state: 'value' as const, value: (providerValue ?? 0) + manual };
    });
    return {
      date,
      metrics,
      manualActiveMinutes,
      hasHealthData: day.hasAny,
      source: (connection?.provider as TWearableProvider | undefined) ?? valueSource,
    };
  }

  /** Steps, sleep and active minutes per day over the last 7, 30 or 90 days ending today (null: no value). */
  async function computeTrend(user: TWearablesUser, days: TTrendRange, to: string): Promise<THealthTrend> {
    const from = addDays(to, -(Number(days) - 1));
    const rows = await reads.trend(user.userId, { from, to });
    // One object of fixed shape per day with data (the first provider value of each metric; manual minutes apart).
    const byDay = new Map<
      string,
      { steps: number | null; sleepHours: number | null; active: number | null; manual: number }
    >();
    const sources = new Set<TMetricSource>();
    for (const row of rows) {
      sources.add(row.source as TMetricSource);
      let day = byDay.get(row.date);
      if (!day) byDay.set(row.date, (day = { steps: null, sleepHours: null, active: null, manual: 0 }));
      if (row.source === 'manual') {
        if (row.metric === 'activeMinutes') day.manual += row.value;
      } else if (row.metric === 'steps') day.steps ??= row.value;
      else if (row.metric === 'sleepHours') day.sleepHours ??= row.value;
      else if (row.metric === 'activeMinutes') day.active ??= row.value;
    }
    const series = dayKeys(from, to).map((date) => {
      const day = byDay.get(date);
      if (!day) return { date, steps: null, sleepHours: null, activeMinutes: null };
      const activeMinutes = day.active === null && day.manual === 0 ? null : (day.active ?? 0) + day.manual;
      return { date, steps: day.steps, sleepHours: day.sleepHours, activeMinutes };
    });
    return { from, to, days: series, sources: [...sources].sort() };
  }

  /** Runs a sync through the port and answers as the API does; the two outcomes that are not results are errors. */
  async function runSync(connectionId: string, trigger: TSyncTrigger): Promise<TSyncResult> {
    const run: TSyncRun = await deps.sync.syncConnection(connectionId, { trigger });
    if (run.outcome === 'needs_reconnect') throw new AppError('WEARABLE_RECONNECT_REQUIRED');
    if (run.outcome === 'failed') throw new AppError('WEARABLE_PROVIDER_FAILED');
    const connection = await findConnectionById(db, connectionId);
    // Disconnected while it ran: nothing to show.
    if (!connection) throw new AppError('WEARABLE_NOT_CONNECTED');
    return {
      outcome: run.outcome,
      stored: run.outcome === 'synced' ? run.stored : 0,
      connection: toConnection(connection, clock.now()),
    };
  }

  /** The OAuth provider, or WEARABLE_PROVIDER_UNAVAILABLE when this server does not offer it. */
  function oauthProvider(providerId: TWearableProvider) {
    const provider = registry.get(providerId);
    if (!provider?.oauth) throw new AppError('WEARABLE_PROVIDER_UNAVAILABLE');
    return provider.oauth;
  }

  return {
    ingest: createMetricsIngest(deps),

    /**
     * The scale seed (seed/scale-seed.ts): the demo history of each person for `range`, the same days "Sync mock
     * data" would give them (source demo), written with multi-row unnest upserts of 5,000 rows. No connection is
     * made (the scheduler has nothing to sync). Returns how many values were written.
     */
    async storeDemoHistory(people: readonly TMetricOwner[], range: TCivilDateRange): Promise<number> {
      let batch: TDailyMetricRow[] = [];
      let written = 0;
      const flush = async () => {
        await upsertDailyMetrics(db, batch);
        written += batch.length;
        batch = [];
      };
      for (const person of people) {
        for (const { date, metric, value } of demoDays(demoSeedOf(person.userId), range)) {
          if (isPlausibleMetricValue(metric, value)) batch.push({ ...person, date, metric, source: 'demo', value });
        }
        if (batch.length >= SEED_BATCH_ROWS) await flush();
      }
      if (batch.length > 0) await flush();
      return written;
    },

    /** For the AI coach (a port): whether the person's connection is the demo provider (their data is demo data). */
    async usesDemoData(userId: string): Promise<boolean> {
      return (await reads.connectionOf(userId))?.provider === 'demo';
    },

    /**
     * The providers offered, demo mode, and the user's one connection with its sync info; remembered at the person's
     * health data version, as today.
     */
    async status(user: TWearablesUser): Promise<TWearablesStatus> {
      const version = await reads.healthDataVersion(user.userId);
      const compute = async (): Promise<TWearablesStatus> => {
        const connection = await reads.connectionOf(user.userId);
        return {
          availableProviders: [...registry.available],
          demoMode: registry.demoMode,
          connection: connection ? toConnection(connection, clock.now()) : null,
        };
      };
      // A running sync turns "delayed" when its lease runs out, without a write: not kept.
      return statuses.read(user.userId, 'status', version, compute, (status) => {
        return status.connection?.sync.status !== 'running';
      });
    },

    /**
     * Starts an OAuth round trip: a random state (only its SHA-256 is stored), a PKCE verifier (sealed) whose S256
     * challenge goes to the provider, 10 minutes to come back. Reconnecting the provider already connected (after
     * "needs reconnecting") is allowed; another provider must be disconnected first.
     */
    async startAuthorization(
      user: TWearablesUser,
      providerId: TWearableProvider,
      returnTo: TWearableReturnPath,
    ): Promise<{ authorizationUrl: string }> {
      const oauth = oauthProvider(providerId);
      const existing = await findConnectionOfUser(db, user.userId);
      if (existing && existing.provider !== providerId) throw new AppError('WEARABLE_ALREADY_CONNECTED');
      const state = randomBytes(32).toString('base64url');
      const verifier = randomBytes(32).toString('base64url');
      const now = clock.now();
      await deleteExpiredAuthorizationsOfUser(db, user.userId, now);
      await insertAuthorization(db, {
        stateHash: sha256Hex(state),
        userId: user.userId,
        provider: providerId,
        codeVerifier: sealSecret(encryptionKey, 'pkce-verifier', user.userId, verifier),
        returnTo,
        expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
        createdAt: now,
      });
      const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
      return { authorizationUrl: oauth.authorizationUrl({ state, codeChallenge, redirectUri: registry.redirectUri }) };
    },

    /**
     * Completes the round trip from the callback: the state must be this user's, for this provider, unexpired and
     * unused (it is deleted as it is read); then the code is exchanged with the verifier, the connection stored with
     * its tokens sealed, and the first sync runs.
     */
    async completeAuthorization(
      user: TWearablesUser,
      providerId: TWearableProvider,
      input: TCompleteWearableAuthorizationRequest,
    ): Promise<{ returnTo: TWearableReturnPath; firstSync: TSyncResult }> {
      const oauth = oauthProvider(providerId);
      const authorization = await takeAuthorization(db, {
        stateHash: sha256Hex(input.state),
        userId: user.userId,
        provider: providerId,
      });
      if (!authorization || authorization.expiresAt.getTime() <= clock.now().getTime()) {
        throw new AppError('WEARABLE_AUTHORIZATION_INVALID');
      }
      if (input.error !== undefined) throw new AppError('WEARABLE_CONSENT_DENIED');
      if (input.code === undefined) throw new AppError('WEARABLE_AUTHORIZATION_INVALID');
      const other = await findConnectionOfUser(db, user.userId);
      if (other && other.provider !== providerId) throw new AppError('WEARABLE_ALREADY_CONNECTED');

      let tokens;
      try {
        tokens = await oauth.exchangeCode({
          code: input.code,
          codeVerifier: openSecret(encryptionKey, 'pkce-verifier', user.userId, authorization.codeVerifier),
          redirectUri: registry.redirectUri,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ userId: user.userId, provider: providerId, failure: error.failure.kind }, 'code exchange failed');
        throw new AppError(
          error.failure.kind === 'invalid_grant' ? 'WEARABLE_AUTHORIZATION_INVALID' : 'WEARABLE_PROVIDER_FAILED',
        );
      }

      const connection = await db.transaction(async (tx) => {
        // Another provider connected meanwhile (demo data in another tab): refuse, as at the start.
        const current = await lockConnectionsOfUser(tx, user.userId);
        if (current.some((c) => c.provider !== providerId)) throw new AppError('WEARABLE_ALREADY_CONNECTED');
        return upsertConnection(tx, {
          userId: user.userId,
          companyId: user.companyId,
          provider: providerId,
          grantedScopes: tokens.grantedScopes,
          accessToken: sealSecret(encryptionKey, 'access-token', user.userId, tokens.accessToken),
          accessTokenExpiresAt: tokens.accessTokenExpiresAt,
          refreshToken:
            tokens.refreshToken === null
              ? null
              : sealSecret(encryptionKey, 'refresh-token', user.userId, tokens.refreshToken),
          now: clock.now(),
        });
      });
      log.info({ userId: user.userId, provider: providerId, scopes: tokens.grantedScopes }, 'tracker connected');
      return {
        returnTo: authorization.returnTo as TWearableReturnPath,
        firstSync: await runSync(connection.id, 'connect'),
      };
    },

    /** "Sync now" / "Refresh data". */
    async syncNow(user: TWearablesUser): Promise<TSyncResult> {
      const connection = await findConnectionOfUser(db, user.userId);
      if (!connection) throw new AppError('WEARABLE_NOT_CONNECTED');
      if (connection.status === 'needs_reconnect') throw new AppError('WEARABLE_RECONNECT_REQUIRED');
      return runSync(connection.id, 'manual');
    },

    /** Demo mode's "Sync mock data": connects the demo provider (every scope granted) if needed, then syncs. */
    async syncDemo(user: TWearablesUser): Promise<TSyncResult> {
      if (!registry.demoMode || !registry.get('demo')) throw new AppError('DEMO_MODE_DISABLED');
      let connection = await findConnectionOfUser(db, user.userId);
      if (connection && connection.provider !== 'demo') throw new AppError('WEARABLE_ALREADY_CONNECTED');
      if (!connection) {
        connection = await db.transaction(async (tx) => {
          const current = await lockConnectionsOfUser(tx, user.userId);
          if (current.some((c) => c.provider !== 'demo')) throw new AppError('WEARABLE_ALREADY_CONNECTED');
          return upsertConnection(tx, {
            userId: user.userId,
            companyId: user.companyId,
            provider: 'demo',
            grantedScopes: [...SCOPE_GROUPS],
            accessToken: sealSecret(encryptionKey, 'access-token', user.userId, demoSeedOf(user.userId)),
            accessTokenExpiresAt: null,
            refreshToken: null,
            now: clock.now(),
          });
        });
      }
      return runSync(connection.id, 'demo');
    },

    /**
     * Disconnects: revokes the grant at the provider first (an unreachable provider leaves everything as it was, so
     * the user can try again), then deletes the connection, its pending round trips and that provider's daily values
     * in one transaction. Manually logged minutes stay.
     */
    async disconnect(user: TWearablesUser): Promise<void> {
      const connection = await findConnectionOfUser(db, user.userId);
      if (!connection) throw new AppError('WEARABLE_NOT_CONNECTED');
      const oauth = registry.get(connection.provider as TWearableProvider)?.oauth ?? null;
      const sealed = connection.refreshToken ?? connection.accessToken;
      if (oauth && sealed !== null) {
        const kind = connection.refreshToken !== null ? 'refresh-token' : 'access-token';
        try {
          await oauth.revoke(openSecret(encryptionKey, kind, user.userId, sealed));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          const { kind: failure } = error.failure;
          log.warn({ userId: user.userId, provider: connection.provider, failure }, 'token revocation failed');
          // Unreachable or busy: try again later. Refused otherwise (the grant is dead already): go on.
          if (failure === 'unavailable' || failure === 'rate_limited') throw new AppError('WEARABLE_PROVIDER_FAILED');
        }
      } else if (connection.provider !== 'demo') {
        log.warn({ userId: user.userId, provider: connection.provider }, 'provider not configured: not revoked');
      }
      const { deletedValues } = await db.transaction((tx) =>
        deleteConnectionAndData(tx, {
          connectionId: connection.id,
          userId: user.userId,
          provider: connection.provider,
        }),
      );
      trends.forget(user.userId);
      todays.forget(user.userId);
      statuses.forget(user.userId);
      log.info({ userId: user.userId, provider: connection.provider, deletedValues }, 'tracker disconnected');
    },

    /** "Log activity": +30 active minutes today (source manual), at most 180 a day, even under concurrent requests. */
    async logManualActivity(user: TWearablesUser): Promise<TManualActivityResult> {
      const date = await todayOf(user.userId);
      const manualMinutes = await addManualActiveMinutes(db, {
        ...user,
        date,
        minutes: MANUAL_ACTIVITY_MINUTES,
        cap: MANUAL_ACTIVITY_DAILY_CAP_MINUTES,
      });
      if (manualMinutes === null) throw new AppError('MANUAL_ACTIVITY_LIMIT_REACHED');
      try {
        await deps.daysListener?.daysChanged(user, [date]);
      } catch (error) {
        log.error({ err: error, userId: user.userId }, 'days changed listener failed after logged activity');
      }
      return { date, manualMinutes, remainingMinutes: Math.max(0, MANUAL_ACTIVITY_DAILY_CAP_MINUTES - manualMinutes) };
    },

    /** For other features, through a port: see createDailyValuesReader. */
    dailyValues: createDailyValuesReader(deps),

    /**
     * Today's value of every metric in the person's time zone: a value, no data, or not shared (the connection's
     * scopes do not cover it). Active minutes are the provider's plus the manually logged ones. Remembered at the
     * person's health data version, read first: while it and the day stay, the answer computed before is still true
     * (versioned-reads.ts).
     */
    async today(user: TWearablesUser): Promise<THealthToday> {
      const version = await reads.healthDataVersion(user.userId);
      const date = await todayOf(user.userId);
      const stamp = `${version}:${date}`;
      return todays.read(user.userId, 'today', stamp, () => computeToday(user, date));
    },

    /**
     * Steps, sleep and active minutes per day over the last 7, 30 or 90 days ending today (null: no value).
     * Remembered as today.
     */
    async trend(user: TWearablesUser, days: TTrendRange): Promise<THealthTrend> {
      const version = await reads.healthDataVersion(user.userId);
      const to = await todayOf(user.userId);
      const stamp = `${version}:${to}`;
      return trends.read(user.userId, `trend:${days}`, stamp, () => computeTrend(user, days, to));
    },
  };
}

export type WearablesService = ReturnType<typeof createWearablesService>;
