import {
  METRIC_DEFINITIONS,
  METRICS,
  addDays,
  civilDateParts,
  epochDay,
  formatCivilDate,
  fromEpochDay,
  isCivilDate,
  type TCivilDateParts,
  type TMetric,
  type TScopeGroup,
} from '@openwell/contracts';
import type { TGoogleHealthSettings } from '../../config.ts';
import {
  ProviderError,
  type TCivilDateRange,
  type TProviderDailyValue,
  type TProviderTokens,
  type TReadProgress,
  type WearableOAuth,
  type WearableProvider,
} from '../../features/wearables/wearable-provider.ts';

/**
 * The `google-health` provider (shown to users as Fitbit): Google OAuth 2.0 with PKCE and the Google Health API v4
 * (facts: shared/reference/google-health-api.md). Reads only; requests only the three read-only scopes the 13 metrics
 * need, and reads only the metrics of the scopes the user granted. Every base URL comes from the configuration, so
 * tests, demos and benchmarks run against the local fake (./fake/).
 */
export type TGoogleHealthConfig = TGoogleHealthSettings & {
  /** Per request; a slower answer counts as unavailable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where token lifetimes start; default the system clock (tests share theirs with the fake). */
  clock?: { now(): Date };
};

const SCOPE_PREFIX = 'https://www.googleapis.com/auth/googlehealth.';
const DEFAULT_TIMEOUT_MS = 15_000;
/** Roll-up ranges the API accepts per request (days). */
const SHORT_ROLLUP_DAYS = 14;
const LONG_ROLLUP_DAYS = 90;
const SHORT_ROLLUP_TYPES = new Set(['heart-rate', 'active-minutes', 'total-calories', 'calories-in-heart-rate-zone']);

/** The granted scope groups in a token answer's `scope` (read-only or the older read-write names). */
export function scopeGroupsOf(scope: string | undefined): TScopeGroup[] {
  const granted = new Set((scope ?? '').split(/\s+/).filter(Boolean));
  const groups: TScopeGroup[] = [];
  for (const group of ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'] as const) {
    if (granted.has(`${SCOPE_PREFIX}${group}.readonly`) || granted.has(`${SCOPE_PREFIX}${group}`)) groups.push(group);
  }
  return groups;
}

// ---- civil dates (the API writes them as { year, month, day }; arithmetic: @openwell/contracts, ADR 026) ------------

/** Closed-open chunks of at most `days` days covering the inclusive range. */
function chunks(range: TCivilDateRange, days: number): Array<{ start: string; endExclusive: string }> {
  const result = [];
  const last = epochDay(range.to);
  for (let start = epochDay(range.from); start <= last; start += days) {
    result.push({ start: fromEpochDay(start), endExclusive: fromEpochDay(Math.min(start + days, last + 1)) });
  }
  return result;
}

/** The civil date a sleep session starts or ends on: its civil time, else its time shifted by its UTC offset. */
function sessionDate(interval: Record<string, unknown> | undefined, edge: 'start' | 'end'): string | null {
  const civil = interval?.[edge === 'start' ? 'civilStartTime' : 'civilEndTime'] as
    { date?: TCivilDateParts } | undefined;
  if (civil?.date) return formatCivilDate(civil.date);
  const raw = interval?.[edge === 'start' ? 'startTime' : 'endTime'];
  const at = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const offsetSeconds = Number.parseFloat(String(interval?.[`${edge}UtcOffset`] ?? '0s'));
  return new Date(at + (Number.isFinite(offsetSeconds) ? offsetSeconds * 1000 : 0)).toISOString().slice(0, 10);
}

const num = (value: unknown): number => (typeof value === 'string' ? Number(value) : (value as number));

/** How each metric is read: a daily roll-up, a list of daily data points, or sleep sessions. */
type TReader =
  | { kind: 'rollup'; read: (point: Record<string, unknown>) => number | null }
  | { kind: 'daily'; jsonKey: string; read: (value: Record<string, unknown>) => number | null }
  | { kind: 'sleep' };

const READERS: Readonly<Record<TMetric, TReader>> = {
  steps: { kind: 'rollup', read: (p) => num((p.steps as Record<string, unknown>)?.countSum) },
  distance: { kind: 'rollup', read: (p) => num((p.distance as Record<string, unknown>)?.millimetersSum) / 1e6 },
  floors: { kind: 'rollup', read: (p) => num((p.floors as Record<string, unknown>)?.countSum) },
  calories: { kind: 'rollup', read: (p) => num((p.totalCalories as Record<string, unknown>)?.kcalSum) },
  activeMinutes: {
    kind: 'rollup',
    read: (p) => {
      const levels = (p.activeMinutes as { activeMinutesRollupByActivityLevel?: unknown[] } | undefined)
        ?.activeMinutesRollupByActivityLevel;
      if (!Array.isArray(levels)) return null;
      return levels
        .map((level) => level as { activityLevel?: string; activeMinutesSum?: unknown })
        .filter((level) => level.activityLevel === 'MODERATE' || level.activityLevel === 'VIGOROUS')
        .reduce((sum, level) => sum + num(level.activeMinutesSum ?? 0), 0);
    },
  },
  weight: { kind: 'rollup', read: (p) => num((p.weight as Record<string, unknown>)?.weightGramsAvg) / 1000 },
  bodyFat: { kind: 'rollup', read: (p) => num((p.bodyFat as Record<string, unknown>)?.bodyFatPercentageAvg) },
  heartRate: { kind: 'daily', jsonKey: 'dailyRestingHeartRate', read: (v) => num(v.beatsPerMinute) },
  oxygenSaturation: { kind: 'daily', jsonKey: 'dailyOxygenSaturation', read: (v) => num(v.averagePercentage) },
  respirationRate: { kind: 'daily', jsonKey: 'dailyRespiratoryRate', read: (v) => num(v.breathsPerMinute) },
  temperature: {
    kind: 'daily',
    jsonKey: 'dailySleepTemperatureDerivations',
    read: (v) => num(v.nightlyTemperatureCelsius),
  },
  cardioScore: { kind: 'daily', jsonKey: 'dailyVo2Max', read: (v) => num(v.vo2Max) },
  sleepHours: { kind: 'sleep' },
};

// ---- resumable reads (issue 24): what was read, by part, for the sync to keep and hand back -----------------------

/** A part's values: `[civil date, value]` (sleep in minutes). */
type TDayValues = Array<[string, number]>;

/**
 * How far a read came: the parts read whole (a roll-up chunk `steps:2026-10-22`, or a metric read as a list) and the
 * list part cut off, if any: its days from `until` on are known, the earlier ones are read again.
 */
type TGoogleRead = {
  done: Record<string, TDayValues>;
  partial: { key: string; until: string; values: TDayValues } | null;
};
const READ_VERSION = 1;

function isDayValues(value: unknown): value is TDayValues {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        isCivilDate(entry[0]) &&
        typeof entry[1] === 'number' &&
        Number.isFinite(entry[1]),
    )
  );
}

/** The read to go on from: what `progress` last reported when it checks out, else nothing read yet. */
function resumedRead(resume: TReadProgress | null | undefined): TGoogleRead {
  const fresh: TGoogleRead = { done: {}, partial: null };
  if (!resume || resume.v !== READ_VERSION || typeof resume.done !== 'object' || resume.done === null) return fresh;
  const done = resume.done as Record<string, unknown>;
  if (!Object.values(done).every(isDayValues)) return fresh;
  const partial = resume.partial as { key?: unknown; until?: unknown; values?: unknown } | null | undefined;
  const partialOk =
    partial &&
    typeof partial.key === 'string' &&
    typeof partial.until === 'string' &&
    isCivilDate(partial.until) &&
    isDayValues(partial.values);
  return {
    done: { ...(done as Record<string, TDayValues>) },
    partial: partialOk
      ? { key: partial.key as string, until: partial.until as string, values: partial.values as TDayValues }
      : null,
  };
}

const snapshotOf = (read: TGoogleRead): TReadProgress => ({
  v: READ_VERSION,
  done: { ...read.done },
  partial: read.partial,
});

export function createGoogleHealthProvider(config: TGoogleHealthConfig): WearableProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = () => config.clock?.now() ?? new Date();

  async function call(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ProviderError({ kind: 'unavailable' }); // refused, dropped or timed out
    }
    if (response.ok) return response;
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ProviderError({
        kind: 'rate_limited',
        retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      });
    }
    if (response.status >= 500) throw new ProviderError({ kind: 'unavailable' });
    if (response.status === 401) throw new ProviderError({ kind: 'unauthorized' });
    if (response.status === 400 && url === config.tokenUrl) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (body.error === 'invalid_grant') throw new ProviderError({ kind: 'invalid_grant' });
    }
    throw new ProviderError({ kind: 'failed', status: response.status });
  }

  async function token(params: Record<string, string>): Promise<TProviderTokens> {
    const response = await call(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, client_id: config.clientId, client_secret: config.clientSecret }),
    });
    const body = (await response.json()) as {
      access_token?: string;
      expires_in?: number;
      refresh_token?: string;
      scope?: string;
    };
    if (!body.access_token) throw new ProviderError({ kind: 'failed', status: response.status });
    return {
      accessToken: body.access_token,
      accessTokenExpiresAt: new Date(now().getTime() + (body.expires_in ?? 3600) * 1000),
      refreshToken: body.refresh_token ?? null,
      grantedScopes: scopeGroupsOf(body.scope),
    };
  }

  const oauth: WearableOAuth = {
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep']
          .map((group) => `${SCOPE_PREFIX}${group}.readonly`)
          .join(' '),
        access_type: 'offline',
        // Every scope is asked for at once, and what the user ticks now is what counts: no include_granted_scopes,
        // which would add the scopes of an earlier consent the user may just have unticked.
        prompt: 'consent',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(tokenValue) {
      try {
        await call(config.revokeUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: tokenValue }),
        });
      } catch (error) {
        // 400: already revoked or expired; nothing is left to revoke.
        if (!(error instanceof ProviderError && error.failure.kind === 'failed' && error.failure.status === 400)) {
          throw error;
        }
      }
    },
  };

  const api = (dataType: string, suffix: string) =>
    `${config.apiBaseUrl.replace(/\/$/, '')}/v4/users/me/dataTypes/${dataType}/dataPoints${suffix}`;
  const authorization = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  /** How one read reaches the API: the caller's pacing first (see WearableProvider.dailyMetrics), then the call. */
  type TApiCall = (url: string, init: RequestInit) => Promise<Response>;
  const paced =
    (pace: (() => Promise<void>) | undefined): TApiCall =>
    async (url, init) => {
      await pace?.();
      return call(url, init);
    };

  /** One roll-up chunk of a metric: its days' values (`[date, value]`). */
  async function rollupChunk(
    apiCall: TApiCall,
    metric: TMetric,
    accessToken: string,
    chunk: { start: string; endExclusive: string },
  ): Promise<TDayValues> {
    const { dataType } = METRIC_DEFINITIONS[metric].googleHealth;
    const reader = READERS[metric] as Extract<TReader, { kind: 'rollup' }>;
    const values: TDayValues = [];
    let pageToken: string | undefined;
    do {
      const response = await apiCall(api(dataType, ':dailyRollUp'), {
        method: 'POST',
        headers: { ...authorization(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          range: { start: { date: civilDateParts(chunk.start) }, end: { date: civilDateParts(chunk.endExclusive) } },
          windowSizeDays: 1,
          ...(pageToken ? { pageToken } : {}),
        }),
      });
      const body = (await response.json()) as {
        rollupDataPoints?: Array<Record<string, unknown>>;
        nextPageToken?: string;
      };
      for (const point of body.rollupDataPoints ?? []) {
        const start = (point.civilStartTime as { date?: TCivilDateParts } | undefined)?.date;
        const value = reader.read(point);
        if (start && value !== null && !Number.isNaN(value)) values.push([formatCivilDate(start), value]);
      }
      pageToken = body.nextPageToken || undefined;
    } while (pageToken);
    return values;
  }

  /**
   * A list read page by page (daily summaries, sleep sessions), folded into one value per civil day. After each page
   * with another one to come, `cut` reports the days known complete. The API lists by start time, newest first: every
   * point still to come starts no later than the oldest start seen, so it counts toward that day or, for a sleep
   * session (shorter than a day), the day after; the days after those are complete. A read resumed from there asks
   * again, with a narrower filter, for the days before; page tokens are not kept, since Google says nothing of how
   * long they live.
   */
  async function listDays(
    apiCall: TApiCall,
    input: {
      dataType: string;
      accessToken: string;
      /** The filter's field (`sleep.interval.civil_end_time`, `daily_oxygen_saturation.date`). */
      field: string;
      from: string;
      /** The first day not asked for. */
      until: string;
      pageSize: number;
      /** A point's day, value and the civil day it is listed by (its start); null to leave it out. */
      read: (point: Record<string, unknown>) => { date: string; value: number; listedOn: string } | null;
      /** How many days after the day it is listed by a point can count toward (0 for a daily summary). */
      reachDays: number;
      /** Sleep sums the sessions of a day; a daily summary keeps the newest. */
      fold: 'sum' | 'newest';
      /** Days already known (from `until` on), from a resumed read. */
      known: TDayValues;
      cut: (cut: { until: string; values: TDayValues }) => void;
    },
  ): Promise<TDayValues> {
    const byDate = new Map<string, number>();
    const filter = `${input.field} >= "${input.from}" AND ${input.field} < "${input.until}"`;
    let oldestListed: string | null = null;
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({
        filter,
        pageSize: String(input.pageSize),
        ...(pageToken ? { pageToken } : {}),
      });
      const response = await apiCall(`${api(input.dataType, '')}?${query}`, {
        headers: authorization(input.accessToken),
      });
      const body = (await response.json()) as { dataPoints?: Array<Record<string, unknown>>; nextPageToken?: string };
      for (const point of body.dataPoints ?? []) {
        const day = input.read(point);
        if (!day) continue;
        if (oldestListed === null || day.listedOn < oldestListed) oldestListed = day.listedOn;
        if (day.date < input.from || day.date >= input.until || Number.isNaN(day.value)) continue;
        const before = byDate.get(day.date);
        if (input.fold === 'sum') byDate.set(day.date, (before ?? 0) + day.value);
        else if (before === undefined) byDate.set(day.date, day.value);
      }
      pageToken = body.nextPageToken || undefined;
      if (pageToken && oldestListed !== null) {
        const until = addDays(oldestListed, input.reachDays + 1);
        if (until < input.until) {
          const complete = [...byDate].filter(([date]) => date >= until);
          input.cut({ until, values: [...input.known, ...complete] });
        }
      }
    } while (pageToken);
    return [...input.known, ...byDate];
  }

  return {
    id: 'google-health',
    oauth,
    async dailyMetrics({ accessToken, grantedScopes, range, pace, resume, progress }) {
      const apiCall = paced(pace);
      const read = resumedRead(resume);
      const report = () => progress?.(snapshotOf(read));
      const end = addDays(range.to, 1);
      /** A part of the read: skipped when a resumed read has it, else read, kept and reported. */
      const part = async (key: string, fetchPart: () => Promise<TDayValues>) => {
        if (read.done[key]) return;
        read.done[key] = await fetchPart();
        read.partial = null;
        report();
      };
      /** A list part, resumed from where it was cut off when the resumed read stopped inside it. */
      const listPart = (key: string, input: Omit<Parameters<typeof listDays>[1], 'from' | 'until' | 'known' | 'cut'>) =>
        part(key, () => {
          const partial = read.partial?.key === key ? read.partial : null;
          return listDays(apiCall, {
            ...input,
            from: range.from,
            until: partial?.until ?? end,
            known: partial?.values ?? [],
            cut: ({ until, values }) => {
              read.partial = { key, until, values };
              report();
            },
          });
        });

      // One metric after another: the sync paces the calls (300 a minute per user).
      for (const metric of METRICS) {
        if (!grantedScopes.includes(METRIC_DEFINITIONS[metric].scope)) continue; // "not shared"
        const reader = READERS[metric];
        const { dataType } = METRIC_DEFINITIONS[metric].googleHealth;
        if (reader.kind === 'rollup') {
          const days = SHORT_ROLLUP_TYPES.has(dataType) ? SHORT_ROLLUP_DAYS : LONG_ROLLUP_DAYS;
          for (const chunk of chunks(range, days)) {
            await part(`${metric}:${chunk.start}`, () => rollupChunk(apiCall, metric, accessToken, chunk));
          }
        } else if (reader.kind === 'daily') {
          await listPart(metric, {
            dataType,
            accessToken,
            field: `${dataType.replaceAll('-', '_')}.date`,
            pageSize: 10_000,
            fold: 'newest',
            reachDays: 0,
            read: (point) => {
              const member = point[reader.jsonKey] as
                (Record<string, unknown> & { date?: TCivilDateParts }) | undefined;
              if (!member?.date) return null;
              const value = reader.read(member);
              const date = formatCivilDate(member.date);
              return value !== null ? { date, value, listedOn: date } : null;
            },
          });
        } else {
          await listPart(metric, {
            dataType: 'sleep',
            accessToken,
            field: 'sleep.interval.civil_end_time',
            pageSize: 25,
            fold: 'sum',
            reachDays: 1,
            read: (point) => {
              const session = point.sleep as {
                interval?: Record<string, unknown>;
                summary?: { minutesAsleep?: unknown };
              };
              const date = sessionDate(session?.interval, 'end');
              const listedOn = sessionDate(session?.interval, 'start') ?? date;
              const minutes = num(session?.summary?.minutesAsleep);
              return date && listedOn && Number.isFinite(minutes) ? { date, value: minutes, listedOn } : null;
            },
          });
        }
      }

      const values: TProviderDailyValue[] = [];
      for (const [key, days] of Object.entries(read.done)) {
        const metric = key.split(':')[0] as TMetric;
        for (const [date, value] of days) {
          values.push({ date, metric, value: metric === 'sleepHours' ? value / 60 : value });
        }
      }
      return values;
    },
  };
}
