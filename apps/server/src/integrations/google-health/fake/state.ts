/**
 * Everything the fake remembers: users and their data points, OAuth clients, consents, codes and tokens, injected
 * faults, rate-limit windows and the request log. Tests read and change it through the `state` the server returns.
 */
import { randomBytes } from 'node:crypto';
import { addDays, civilDateParts, daysBetween } from '@openwell/contracts';
import { assertTimeZone, startOfCivilDay } from './civil-time.ts';
import { findDataType, SCOPE_PREFIX } from './data-types.ts';
import { generateHistory, type THistoryOptions } from './history.ts';
import { storePoint, type TDataPoint, type TStoredPoint } from './points.ts';

export type TClock = { now(): Date };

export type TFakeUser = {
  healthUserId: string;
  legacyUserId: string;
  timeZone: string;
  email: string;
  languageLocale: string;
};

export type TFakeClient = { clientId: string; clientSecret: string; redirectUris?: string[] };

/** What the "user" does on the consent screen. */
export type TConsentChoice = {
  /** Scopes the user leaves ticked (full URIs or short names such as `sleep.readonly`); default: all requested. */
  grant?: string[];
  /** Deny: the authorize endpoint redirects with `error=access_denied`. */
  deny?: boolean;
  /** Which user signs in (healthUserId); default: the first user. */
  userId?: string;
};

export type TFault = {
  /** Which requests: a substring of the path or a RegExp on `method path`; default every request (OAuth included). */
  path?: string | RegExp;
  /** How many matching requests it applies to; default 1 (Infinity for all). */
  times?: number;
  /** Answer with this status and Google's error envelope (429 RESOURCE_EXHAUSTED, 500 INTERNAL, 503 UNAVAILABLE). */
  status?: 429 | 500 | 502 | 503;
  /** Wait this long before answering (with `status`, or before the normal answer). */
  delayMs?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** For a 429: the Retry-After seconds (default: the fake's `retryAfterSeconds` option). */
  retryAfterSeconds?: number | null;
};

export type TLoggedRequest = {
  method: string;
  path: string;
  query: string;
  /** 0 when the connection was dropped. */
  status: number;
  userId: string | null;
  at: Date;
};

export type TFakeGoogleHealthOptions = {
  port?: number;
  clock?: TClock;
  /** Accepted OAuth clients; default one client, FAKE_GOOGLE_CLIENT_ID / FAKE_GOOGLE_CLIENT_SECRET. */
  clients?: TFakeClient[];
  /** Users; default one user `fake-user-1` in Europe/Zurich. */
  users?: Partial<TFakeUser>[];
  /** Access token lifetime reported as `expires_in` and enforced (seconds). Default 3599. */
  accessTokenLifetimeSeconds?: number;
  /** Refresh token lifetime (e.g. 7 days for an app in Testing mode); default unlimited. */
  refreshTokenLifetimeSeconds?: number | null;
  /** Also return `refresh_token_expires_in` when a lifetime is set (UNVERIFIED). Default false. */
  includeRefreshTokenExpiresIn?: boolean;
  /** 'first-consent' (Google: also with prompt=consent) or 'always'. Default 'first-consent'. */
  refreshTokenPolicy?: 'first-consent' | 'always';
  /** Live refresh tokens per user and client before the oldest dies. Default 100. */
  maxRefreshTokensPerClient?: number;
  /** Require PKCE (S256) on authorize. Default true. */
  requirePkce?: boolean;
  /** Requests per user per minute on the Health API. Default 300. */
  rateLimitPerMinute?: number;
  /** Retry-After on 429 (seconds) or null for none (Google documents none; UNVERIFIED). Default null. */
  retryAfterSeconds?: number | null;
  /** dailyRollUp windows without data: left out (default) or present with an empty value. UNVERIFIED. */
  rollUpEmptyWindows?: 'omit' | 'include';
  /** Default consent choice (see `state.consent`). */
  consent?: TConsentChoice;
  /**
   * Serve this user's data points to every user who has none of their own (benchmarks: 10,000 users read one seeded
   * history instead of holding 10,000 in memory). Default null: a user without points has no data.
   */
  templateUserId?: string | null;
};

export const FAKE_GOOGLE_CLIENT_ID = 'openwell-fake.apps.googleusercontent.com';
export const FAKE_GOOGLE_CLIENT_SECRET = 'fake-google-client-secret';

export type TGrant = { userId: string; clientId: string; scopes: string[]; refreshIssued: boolean };
export type TAuthCode = {
  code: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  codeChallenge: string | null;
  issueRefreshToken: boolean;
  expiresAt: number;
  used: boolean;
};
export type TRefreshToken = {
  token: string;
  userId: string;
  clientId: string;
  scopes: string[];
  issuedAt: number;
  revoked: boolean;
};
export type TAccessToken = {
  token: string;
  userId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  refreshToken: string | null;
  revoked: boolean;
};

export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** `sleep.readonly` -> the full scope URI; full URIs unchanged. */
export function fullScope(scope: string): string {
  return scope.startsWith('https://') ? scope : SCOPE_PREFIX + scope;
}

export class FakeGoogleHealthState {
  readonly options: Required<Omit<TFakeGoogleHealthOptions, 'port' | 'users' | 'clients' | 'consent' | 'clock'>>;
  clock: TClock;
  readonly users = new Map<string, TFakeUser>();
  readonly clients = new Map<string, TFakeClient>();
  /** Consent choice the next authorizations use; tests may replace it at any time. */
  consent: TConsentChoice;
  readonly grants = new Map<string, TGrant>();
  readonly codes = new Map<string, TAuthCode>();
  readonly refreshTokens = new Map<string, TRefreshToken>();
  readonly accessTokens = new Map<string, TAccessToken>();
  readonly faults: TFault[] = [];
  readonly requests: TLoggedRequest[] = [];
  readonly rateWindows = new Map<string, number[]>();
  private readonly points = new Map<string, TStoredPoint[]>();
  /** Users whose history grows by a day whenever the clock reaches a new day in their time zone (seedLiveHistory). */
  private readonly liveHistories = new Map<
    string,
    { through: string; seed: string; missingDayRate?: number; trend: { start: string; days: number } }
  >();
  private seq = 0;

  constructor(options: TFakeGoogleHealthOptions = {}) {
    this.options = {
      accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds ?? 3599,
      refreshTokenLifetimeSeconds: options.refreshTokenLifetimeSeconds ?? null,
      includeRefreshTokenExpiresIn: options.includeRefreshTokenExpiresIn ?? false,
      refreshTokenPolicy: options.refreshTokenPolicy ?? 'first-consent',
      maxRefreshTokensPerClient: options.maxRefreshTokensPerClient ?? 100,
      requirePkce: options.requirePkce ?? true,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 300,
      retryAfterSeconds: options.retryAfterSeconds ?? null,
      rollUpEmptyWindows: options.rollUpEmptyWindows ?? 'omit',
      templateUserId: options.templateUserId ?? null,
    };
    this.clock = options.clock ?? { now: () => new Date() };
    this.consent = options.consent ?? {};
    for (const client of options.clients ?? [
      { clientId: FAKE_GOOGLE_CLIENT_ID, clientSecret: FAKE_GOOGLE_CLIENT_SECRET },
    ]) {
      this.clients.set(client.clientId, client);
    }
    for (const user of options.users ?? [{}]) this.addUser(user);
  }

  now(): number {
    return this.clock.now().getTime();
  }

  addUser(input: Partial<TFakeUser> = {}): TFakeUser {
    const n = this.users.size + 1;
    const user: TFakeUser = {
      healthUserId: input.healthUserId ?? `fake-user-${n}`,
      legacyUserId: input.legacyUserId ?? `FAKE${String(n).padStart(2, '0')}`,
      timeZone: input.timeZone ?? 'Europe/Zurich',
      email: input.email ?? `fake-user-${n}@example.test`,
      languageLocale: input.languageLocale ?? 'en-US',
    };
    if (!/^[A-Za-z0-9-]{1,63}$/.test(user.healthUserId)) throw new Error(`Invalid healthUserId ${user.healthUserId}`);
    assertTimeZone(user.timeZone);
    this.users.set(user.healthUserId, user);
    return user;
  }

  user(userId: string): TFakeUser {
    const user = this.users.get(userId);
    if (!user) throw new Error(`No fake user ${userId}`);
    return user;
  }

  /** Stores points of one type (API JSON; civil times, offsets and dataSource are filled in when missing). */
  addDataPoints(userId: string, typeId: string, points: TDataPoint[]): void {
    const type = findDataType(typeId);
    if (!type) throw new Error(`Unknown data type ${typeId}`);
    const { timeZone } = this.user(userId);
    const key = `${userId}/${typeId}`;
    const list = this.points.get(key) ?? [];
    for (const input of points) {
      const seq = this.seq++;
      // Sessions (sleep) are identifiable: they carry a resource name.
      const point =
        type.kind === 'session' && !input.name
          ? { name: `users/${userId}/dataTypes/${typeId}/dataPoints/p${seq}`, ...input }
          : input;
      list.push(storePoint(type, point, timeZone, seq));
    }
    // Ascending by time; list reverses.
    list.sort((a, b) => a.sortMs - b.sortMs || a.seq - b.seq);
    this.points.set(key, list);
  }

  /** Generates and stores a deterministic history for every type (see history.ts). */
  seedHistory(userId: string, options: Omit<THistoryOptions, 'timeZone'> & { timeZone?: string }): void {
    const user = this.user(userId);
    const history = generateHistory({ seed: userId, ...options, timeZone: options.timeZone ?? user.timeZone });
    for (const [typeId, points] of Object.entries(history)) this.addDataPoints(userId, typeId, points);
  }

  /** The user's civil date now (`YYYY-MM-DD`, their time zone, the fake's clock). */
  todayOf(userId: string): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: this.user(userId).timeZone }).format(this.clock.now());
  }

  /**
   * A history of `days` days up to today that goes on living: whenever the clock reaches a new day in the user's time
   * zone, that day is generated too (same seed, the fitness trend carried on), so a fake left running serves every
   * today. Like every history, what it serves of a day is only what has happened by the clock (`servedPoints`).
   */
  seedLiveHistory(userId: string, options: { days: number; seed?: string; missingDayRate?: number }): void {
    const today = this.todayOf(userId);
    const live = {
      through: today,
      seed: options.seed ?? userId,
      ...(options.missingDayRate === undefined ? {} : { missingDayRate: options.missingDayRate }),
      trend: { start: addDays(today, 1 - options.days), days: options.days },
    };
    this.seedHistory(userId, { ...live, days: options.days, endDate: today });
    this.liveHistories.set(userId, live);
  }

  /** Generates the days a live history has not reached yet (none for other users). */
  private followToday(userId: string): void {
    const live = this.liveHistories.get(userId);
    if (!live) return;
    const today = this.todayOf(userId);
    if (today <= live.through) return;
    this.seedHistory(userId, { ...live, days: daysBetween(live.through, today), endDate: today });
    live.through = today;
  }

  /**
   * What the API serves of a type: the stored points (see `storedPoints`) that exist by the clock, as at Google, where
   * a tracker's data arrives as the day goes on. An interval or a session counts once it has ended, a sample at its
   * time, and a daily summary (resting heart rate, SpO2, breathing, skin temperature, VO2 max: worked out from the
   * night) once that day's sleep has ended, or from the start of its day when there was no sleep session.
   */
  servedPoints(userId: string, typeId: string): TStoredPoint[] {
    this.followToday(userId);
    const template = this.options.templateUserId;
    if (template !== null) this.followToday(template);
    const now = this.now();
    const stored = this.storedPoints(userId, typeId);
    if (findDataType(typeId)?.kind !== 'daily') return stored.filter((point) => point.endMs <= now);
    const owner = this.points.has(`${userId}/${typeId}`) || template === null ? userId : template;
    const nightEnds = new Map<string, number>();
    for (const session of this.storedPoints(userId, 'sleep')) {
      nightEnds.set(session.civilDate, Math.max(nightEnds.get(session.civilDate) ?? 0, session.endMs));
    }
    const { timeZone } = this.user(owner);
    return stored.filter(
      (point) => (nightEnds.get(point.civilDate) ?? startOfCivilDay(civilDateParts(point.civilDate), timeZone)) <= now,
    );
  }

  /** The stored points of a type, ascending by time (the template user's when the user has none; see options). */
  storedPoints(userId: string, typeId: string): TStoredPoint[] {
    const own = this.points.get(`${userId}/${typeId}`);
    if (own) return own;
    const template = this.options.templateUserId;
    return (template !== null && !this.hasOwnPoints(userId) && this.points.get(`${template}/${typeId}`)) || [];
  }

  private hasOwnPoints(userId: string): boolean {
    for (const key of this.points.keys()) if (key.startsWith(`${userId}/`)) return true;
    return false;
  }

  /**
   * Issues a live grant without the consent round trip (benchmarks and tests that need many connected users): a
   * refresh token and an access token for `scopes` (short or full names; default the three read-only scopes of the
   * health data: activity_and_fitness, health_metrics_and_measurements, sleep).
   */
  issueTokens(
    userId: string,
    clientId: string,
    scopes: string[] = ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep'].map((g) => `${g}.readonly`),
  ): { accessToken: string; refreshToken: string; expiresAt: Date; scopes: string[] } {
    this.user(userId);
    const granted = scopes.map(fullScope);
    const now = this.now();
    const refreshToken = randomToken('1//fake-');
    this.refreshTokens.set(refreshToken, {
      token: refreshToken,
      userId,
      clientId,
      scopes: granted,
      issuedAt: now,
      revoked: false,
    });
    const accessToken = randomToken('ya29.fake-');
    const expiresAt = now + this.options.accessTokenLifetimeSeconds * 1000;
    this.accessTokens.set(accessToken, {
      token: accessToken,
      userId,
      clientId,
      scopes: granted,
      expiresAt,
      refreshToken,
      revoked: false,
    });
    this.grants.set(`${userId}/${clientId}`, { userId, clientId, scopes: granted, refreshIssued: true });
    return { accessToken, refreshToken, expiresAt: new Date(expiresAt), scopes: granted };
  }

  clearDataPoints(userId: string, typeId?: string): void {
    if (!typeId) this.liveHistories.delete(userId);
    for (const key of [...this.points.keys()]) {
      if (key.startsWith(`${userId}/`) && (!typeId || key === `${userId}/${typeId}`)) this.points.delete(key);
    }
  }

  /** Adds a fault rule (see TFault); rules are tried in order. */
  injectFault(fault: TFault): void {
    this.faults.push({ times: 1, ...fault });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  /** The first rule matching the request, with one use consumed. */
  takeFault(method: string, path: string): TFault | null {
    const index = this.faults.findIndex((fault) => {
      if (fault.path === undefined) return true;
      return typeof fault.path === 'string' ? path.includes(fault.path) : fault.path.test(`${method} ${path}`);
    });
    if (index < 0) return null;
    const fault = this.faults[index]!;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }

  /** Counts a Health API request; false when the user is over the per-minute limit. */
  allowRequest(userId: string): boolean {
    const now = this.now();
    const window = (this.rateWindows.get(userId) ?? []).filter((at) => at > now - 60_000);
    const allowed = window.length < this.options.rateLimitPerMinute;
    if (allowed) window.push(now);
    this.rateWindows.set(userId, window);
    return allowed;
  }

  /**
   * Revokes a refresh or access token. Like Google, this removes the app's access: every refresh and access token of
   * that user and client dies and the next authorization is a first consent again.
   */
  revoke(token: string): boolean {
    const found = this.accessTokens.get(token) ?? this.refreshTokens.get(token);
    if (!found) return false;
    const sameGrant = (entry: { userId: string; clientId: string }) =>
      entry.userId === found.userId && entry.clientId === found.clientId;
    for (const entry of this.accessTokens.values()) if (sameGrant(entry)) entry.revoked = true;
    for (const entry of this.refreshTokens.values()) if (sameGrant(entry)) entry.revoked = true;
    this.grants.delete(`${found.userId}/${found.clientId}`);
    return true;
  }

  /** True when the log holds a matching request. */
  wasCalled(method: string, pathPart: string): boolean {
    return this.requests.some((request) => request.method === method && request.path.includes(pathPart));
  }
}
