/**
 * The Health API v4 paths the fake serves under `/v4/users/{me|healthUserId}/`: `identity`, `settings`,
 * `dataTypes/{type}/dataPoints` (list) and `dataTypes/{type}/dataPoints:dailyRollUp`. Order of checks: token (401),
 * user, per-user rate limit (429), data type (400), scope (403), then the request itself (400).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addDays, civilDateParts, daysBetween, formatCivilDate, isCivilDate } from '@openwell/contracts';
import { utcOffsetSeconds, type TCivilDateTime } from './civil-time.ts';
import { canRead, findDataType, type TDataTypeDef } from './data-types.ts';
import { FilterError, parseFilter } from './filter.ts';
import { GoogleApiError, sendJson } from './http.ts';
import type { FakeGoogleHealthState, TAccessToken } from './state.ts';

const AUTH_HELP =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. ' +
  'See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const WWW_AUTHENTICATE = { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' };

function authenticate(state: FakeGoogleHealthState, request: IncomingMessage, url: URL): TAccessToken {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : url.searchParams.get('access_token');
  if (!token) {
    throw new GoogleApiError(401, `Request is missing required authentication credential. ${AUTH_HELP}`, {
      reason: 'CREDENTIALS_MISSING',
      domain: 'googleapis.com',
      headers: WWW_AUTHENTICATE,
    });
  }
  const entry = state.accessTokens.get(token);
  if (!entry || entry.revoked || entry.expiresAt <= state.now()) {
    throw new GoogleApiError(401, `Request had invalid authentication credentials. ${AUTH_HELP}`, {
      reason: entry && !entry.revoked ? 'ACCESS_TOKEN_EXPIRED' : 'ACCESS_TOKEN_TYPE_UNSUPPORTED',
      domain: 'googleapis.com',
      headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    });
  }
  return entry;
}

function insufficientScopes(method: string): GoogleApiError {
  return new GoogleApiError(403, 'Request had insufficient authentication scopes.', {
    reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
    domain: 'googleapis.com',
    metadata: { service: 'health.googleapis.com', method },
  });
}

const invalid = (message: string, reason?: string) => new GoogleApiError(400, message, reason ? { reason } : {});

/** Handles a `/v4/...` request; returns the user it was for (null before authentication). */
export async function handleHealthApi(
  state: FakeGoogleHealthState,
  request: IncomingMessage,
  url: URL,
  body: string,
  response: ServerResponse,
  setUser: (userId: string) => void,
): Promise<void> {
  const token = authenticate(state, request, url);
  const match = /^\/v4\/users\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!match) throw new GoogleApiError(404, 'Requested entity was not found.');
  const [, userSegment, rest] = match as unknown as [string, string, string];
  if (userSegment !== 'me' && userSegment !== token.userId) {
    throw new GoogleApiError(403, 'The caller does not have permission');
  }
  const user = state.user(token.userId);
  setUser(user.healthUserId);
  if (!state.allowRequest(user.healthUserId)) {
    const retryAfter = state.options.retryAfterSeconds;
    throw new GoogleApiError(
      429,
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user' of service " +
        "'health.googleapis.com'.",
      {
        reason: 'RATE_LIMIT_EXCEEDED',
        domain: 'googleapis.com',
        metadata: { service: 'health.googleapis.com', quota_limit_value: String(state.options.rateLimitPerMinute) },
        headers: retryAfter === null ? {} : { 'retry-after': String(retryAfter) },
      },
    );
  }
  const method = request.method ?? 'GET';

  if (rest === 'identity' && method === 'GET') {
    sendJson(response, 200, {
      name: `users/${user.healthUserId}/identity`,
      healthUserId: user.healthUserId,
      legacyUserId: user.legacyUserId,
    });
    return;
  }
  if (rest === 'settings' && method === 'GET') {
    if (!canRead(token.scopes, 'settings')) throw insufficientScopes('google.health.v4.UserService.GetSettings');
    sendJson(response, 200, {
      name: `users/${user.healthUserId}/settings`,
      distanceUnit: 'DISTANCE_UNIT_KILOMETERS',
      weightUnit: 'WEIGHT_UNIT_KILOGRAMS',
      temperatureUnit: 'TEMPERATURE_UNIT_CELSIUS',
      timeZone: user.timeZone,
      utcOffset: `${utcOffsetSeconds(state.now(), user.timeZone)}s`,
      languageLocale: user.languageLocale,
    });
    return;
  }
  const points = /^dataTypes\/([^/:]+)\/dataPoints(:dailyRollUp)?$/.exec(rest);
  if (!points) throw new GoogleApiError(404, 'Requested entity was not found.');
  const [, typeId, rollUp] = points as unknown as [string, string, string | undefined];
  const type = findDataType(typeId);
  if (!type) {
    const wellFormed = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(typeId);
    throw invalid(
      `Invalid data type collection: dataTypes/${typeId}.`,
      wellFormed ? 'INVALID_PARENT_DATA_TYPE_COLLECTION' : 'INVALID_PARENT_DATA_TYPE_COLLECTION_FORMAT',
    );
  }
  if (!canRead(token.scopes, type.scope)) {
    throw insufficientScopes(`google.health.v4.DataPointService.${rollUp ? 'DailyRollUp' : 'List'}DataPoints`);
  }
  if (rollUp && method === 'POST') {
    sendJson(response, 200, dailyRollUp(state, user.healthUserId, type, body));
    return;
  }
  if (!rollUp && method === 'GET') {
    sendJson(response, 200, listDataPoints(state, user.healthUserId, type, url.searchParams));
    return;
  }
  throw new GoogleApiError(404, 'Requested entity was not found.');
}

/**
 * A page token: the query it belongs to and where the last page ended (the last point's time and insertion order).
 * The next page lists the points after that one, so points that come to be listed meanwhile (a tracker's new data,
 * newest first) neither shift a point onto two pages nor off both.
 */
type TPageToken = { q: string; t: number; s: number };

function queryHash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

function listDataPoints(state: FakeGoogleHealthState, userId: string, type: TDataTypeDef, query: URLSearchParams) {
  if (!type.listable) {
    throw invalid(`Data type ${type.id} has no data points to list; use dailyRollUp or rollUp.`);
  }
  const rawSize = query.get('pageSize');
  const requestedSize = rawSize === null || rawSize === '' ? 0 : Number(rawSize);
  if (!Number.isInteger(requestedSize) || requestedSize < 0) throw invalid('pageSize must be a non-negative integer.');
  const pageSize = requestedSize === 0 ? type.defaultPageSize : Math.min(requestedSize, type.maxPageSize);
  const filterText = query.get('filter') ?? '';
  let predicate: (point: Parameters<ReturnType<typeof parseFilter>>[0]) => boolean = () => true;
  if (filterText.trim()) {
    try {
      predicate = parseFilter(type, filterText);
    } catch (error) {
      if (error instanceof FilterError) throw invalid(error.message, error.reason);
      throw error;
    }
  }
  const hash = queryHash([userId, type.id, filterText, pageSize]);
  let after: { t: number; s: number } | null = null;
  const pageToken = query.get('pageToken');
  if (pageToken) {
    let decoded: TPageToken | null;
    try {
      decoded = JSON.parse(Buffer.from(pageToken, 'base64url').toString('utf8')) as TPageToken;
    } catch {
      decoded = null;
    }
    if (!decoded || decoded.q !== hash || !Number.isFinite(decoded.t) || !Number.isInteger(decoded.s)) {
      throw invalid('The page token is invalid or does not belong to this query (all other fields must be the same).');
    }
    after = { t: decoded.t, s: decoded.s };
  }
  // Stored ascending; the API lists by start time, newest first.
  const matching = state
    .servedPoints(userId, type.id)
    .filter((point) => !after || point.sortMs < after.t || (point.sortMs === after.t && point.seq < after.s))
    .filter(predicate)
    .reverse();
  const page = matching.slice(0, pageSize);
  const last = page.at(-1);
  return {
    dataPoints: page.map((stored) => stored.point),
    ...(matching.length > pageSize && last
      ? {
          nextPageToken: Buffer.from(
            JSON.stringify({ q: hash, t: last.sortMs, s: last.seq } satisfies TPageToken),
          ).toString('base64url'),
        }
      : {}),
  };
}

/** The civil date (`YYYY-MM-DD`) of a roll-up range's start or end. */
function civilDateOnly(value: unknown, field: string): string {
  const civil = value as TCivilDateTime | undefined;
  const date = civil?.date;
  if (!date || !Number.isInteger(date.year) || !Number.isInteger(date.month) || !Number.isInteger(date.day)) {
    throw invalid(`range.${field}.date is required.`);
  }
  const time = civil.time ?? {};
  if (time.hours || time.minutes || time.seconds || time.nanos) {
    throw invalid(`range.${field} must be at the start of a day to align with windowSizeDays.`);
  }
  const key = formatCivilDate(date);
  if (!isCivilDate(key)) throw invalid(`range.${field}.date is not a calendar date.`);
  return key;
}

const DATA_SOURCE_FAMILIES = ['all-sources', 'google-wearables', 'google-sources'];

function dailyRollUp(state: FakeGoogleHealthState, userId: string, type: TDataTypeDef, body: string) {
  let request: Record<string, unknown>;
  try {
    request = body.trim() ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    throw invalid('Invalid JSON payload received.');
  }
  if (!type.rollUp) throw invalid(`Data type ${type.id} does not support dailyRollUp.`);
  const range = (request.range ?? {}) as Record<string, unknown>;
  const start = civilDateOnly(range.start, 'start');
  const end = civilDateOnly(range.end, 'end');
  const windowSizeDays = request.windowSizeDays === undefined ? 1 : Number(request.windowSizeDays);
  if (!Number.isInteger(windowSizeDays) || windowSizeDays < 1) throw invalid('windowSizeDays must be at least 1.');
  const family = request.dataSourceFamily;
  if (family !== undefined) {
    const familyMatch = /^users\/[^/]+\/dataSourceFamilies\/([a-z-]+)$/.exec(String(family));
    if (!familyMatch || !DATA_SOURCE_FAMILIES.includes(familyMatch[1]!)) {
      throw invalid(`Invalid data source family: ${String(family)}`, 'INVALID_DATA_POINT_DATA_SOURCE_FAMILY');
    }
  }
  const days = daysBetween(start, end);
  if (days <= 0) throw invalid('range.end must be after range.start.');
  if (days % windowSizeDays !== 0) throw invalid('The range must be a whole number of windows (windowSizeDays).');
  if (days > type.maxRollUpDays) {
    throw invalid(`The range of ${days} days exceeds the maximum of ${type.maxRollUpDays} days for ${type.id}.`);
  }
  const history = state.servedPoints(userId, type.id);
  const rollupDataPoints: object[] = [];
  for (let offset = 0; offset < days; offset += windowSizeDays) {
    const from = addDays(start, offset);
    const to = addDays(start, offset + windowSizeDays);
    const window = history.filter((point) => point.civilDate >= from && point.civilDate < to);
    if (window.length === 0 && state.options.rollUpEmptyWindows === 'omit') continue;
    rollupDataPoints.push({
      civilStartTime: { date: civilDateParts(from) },
      civilEndTime: { date: civilDateParts(to) },
      [type.id === 'daily-resting-heart-rate' ? 'restingHeartRatePersonalRange' : type.jsonKey]: type.rollUp(window, {
        history,
        windowEnd: to,
      }),
    });
  }
  return { rollupDataPoints };
}
