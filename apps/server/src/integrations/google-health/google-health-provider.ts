import {
  METRIC_DEFINITIONS,
  METRICS,
  addDays,
  civilDateParts,
  epochDay,
  formatCivilDate,
  fromEpochDay,
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

/** The civil date a sleep session ends on: its civil end time, else its end time shifted by its UTC offset. */
function sleepEndDate(interval: Record<string, unknown> | undefined): string | null {
  const civilEnd = interval?.civilEndTime as { date?: TCivilDateParts } | undefined;
  if (civilEnd?.date) return formatCivilDate(civilEnd.date);
  const end = typeof interval?.endTime === 'string' ? Date.parse(interval.endTime) : Number.NaN;
  if (Number.isNaN(end)) return null;
  const offsetSeconds = Number.parseFloat(String(interval?.endUtcOffset ?? '0s'));
  return new Date(end + (Number.isFinite(offsetSeconds) ? offsetSeconds * 1000 : 0)).toISOString().slice(0, 10);
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

  async function rollup(
    apiCall: TApiCall,
    metric: TMetric,
    accessToken: string,
    range: TCivilDateRange,
  ): Promise<TProviderDailyValue[]> {
    const { dataType } = METRIC_DEFINITIONS[metric].googleHealth;
    const reader = READERS[metric] as Extract<TReader, { kind: 'rollup' }>;
    const values: TProviderDailyValue[] = [];
    const days = SHORT_ROLLUP_TYPES.has(dataType) ? SHORT_ROLLUP_DAYS : LONG_ROLLUP_DAYS;
    for (const chunk of chunks(range, days)) {
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
          if (start && value !== null && !Number.isNaN(value))
            values.push({ date: formatCivilDate(start), metric, value });
        }
        pageToken = body.nextPageToken || undefined;
      } while (pageToken);
    }
    return values;
  }

  async function list(
    apiCall: TApiCall,
    dataType: string,
    accessToken: string,
    filter: string,
    pageSize: number,
  ): Promise<Array<Record<string, unknown>>> {
    const points: Array<Record<string, unknown>> = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({ filter, pageSize: String(pageSize), ...(pageToken ? { pageToken } : {}) });
      const response = await apiCall(`${api(dataType, '')}?${query}`, { headers: authorization(accessToken) });
      const body = (await response.json()) as { dataPoints?: Array<Record<string, unknown>>; nextPageToken?: string };
      points.push(...(body.dataPoints ?? []));
      pageToken = body.nextPageToken || undefined;
    } while (pageToken);
    return points;
  }

  async function daily(
    apiCall: TApiCall,
    metric: TMetric,
    accessToken: string,
    range: TCivilDateRange,
  ): Promise<TProviderDailyValue[]> {
    const { dataType } = METRIC_DEFINITIONS[metric].googleHealth;
    const reader = READERS[metric] as Extract<TReader, { kind: 'daily' }>;
    const field = `${dataType.replaceAll('-', '_')}.date`;
    const end = addDays(range.to, 1);
    const points = await list(
      apiCall,
      dataType,
      accessToken,
      `${field} >= "${range.from}" AND ${field} < "${end}"`,
      10_000,
    );
    const values: TProviderDailyValue[] = [];
    for (const point of points) {
      const member = point[reader.jsonKey] as (Record<string, unknown> & { date?: TCivilDateParts }) | undefined;
      if (!member?.date) continue;
      const value = reader.read(member);
      if (value !== null && !Number.isNaN(value)) values.push({ date: formatCivilDate(member.date), metric, value });
    }
    return values;
  }

  async function sleep(apiCall: TApiCall, accessToken: string, range: TCivilDateRange): Promise<TProviderDailyValue[]> {
    const end = addDays(range.to, 1);
    const field = 'sleep.interval.civil_end_time';
    const points = await list(apiCall, 'sleep', accessToken, `${field} >= "${range.from}" AND ${field} < "${end}"`, 25);
    const minutesByDate = new Map<string, number>();
    for (const point of points) {
      const session = point.sleep as { interval?: Record<string, unknown>; summary?: { minutesAsleep?: unknown } };
      const date = sleepEndDate(session?.interval);
      const minutes = num(session?.summary?.minutesAsleep);
      if (!date || !Number.isFinite(minutes) || date < range.from || date > range.to) continue;
      minutesByDate.set(date, (minutesByDate.get(date) ?? 0) + minutes);
    }
    return [...minutesByDate].map(([date, minutes]) => ({ date, metric: 'sleepHours', value: minutes / 60 }));
  }

  return {
    id: 'google-health',
    oauth,
    async dailyMetrics({ accessToken, grantedScopes, range, pace }) {
      const apiCall = paced(pace);
      const values: TProviderDailyValue[] = [];
      // One metric after another: the sync paces the calls (300 a minute per user).
      for (const metric of METRICS) {
        if (!grantedScopes.includes(METRIC_DEFINITIONS[metric].scope)) continue; // "not shared"
        const reader = READERS[metric];
        if (reader.kind === 'rollup') values.push(...(await rollup(apiCall, metric, accessToken, range)));
        else if (reader.kind === 'daily') values.push(...(await daily(apiCall, metric, accessToken, range)));
        else values.push(...(await sleep(apiCall, accessToken, range)));
      }
      return values;
    },
  };
}
