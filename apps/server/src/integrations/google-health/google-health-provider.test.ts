import { createHash, randomBytes } from 'node:crypto';
import { METRICS, SCOPE_GROUPS } from '@openwell/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.ts';
import {
  ProviderError,
  type TProviderTokens,
  type WearableProvider,
} from '../../features/wearables/wearable-provider.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake/fake-google-health-server.ts';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from './fake/state.ts';
import { createGoogleHealthProvider, scopeGroupsOf } from './google-health-provider.ts';

/** The adapter against the local fake of the Google Health API and Google's OAuth endpoints. */

const clock = createFixedClock(new Date('2026-11-22T09:00:00Z'));
const USER = 'fake-user-1';
const REDIRECT = 'http://localhost:3000/auth/fitbit/callback';
const RANGE = { from: '2026-10-22', to: '2026-11-20' }; // 30 days: more than one 14-day roll-up chunk
let fake: FakeGoogleHealth;
let provider: WearableProvider;

beforeAll(async () => {
  fake = await startFakeGoogleHealth({ clock, users: [{ healthUserId: USER, timeZone: 'Europe/Zurich' }] });
  fake.state.seedHistory(USER, { days: 45, endDate: '2026-11-20' });
  provider = createGoogleHealthProvider({
    clientId: FAKE_GOOGLE_CLIENT_ID,
    clientSecret: FAKE_GOOGLE_CLIENT_SECRET,
    authorizeUrl: fake.authorizeUrl,
    tokenUrl: fake.tokenUrl,
    revokeUrl: fake.revokeUrl,
    apiBaseUrl: fake.url,
    timeoutMs: 2000,
  });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.state.clearFaults();
  fake.state.consent = {};
});

/** The browser's round trip: the authorization URL, the fake's consent (what `grant` leaves ticked), the code. */
async function connect(grant?: string[]): Promise<TProviderTokens> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  if (grant) fake.state.consent = { grant };
  const url = provider.oauth!.authorizationUrl({ state, codeChallenge, redirectUri: REDIRECT });
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(state);
  return provider.oauth!.exchangeCode({
    code: back.searchParams.get('code')!,
    codeVerifier: verifier,
    redirectUri: REDIRECT,
  });
}

describe('google-health provider: OAuth', () => {
  it('asks for the three read-only scopes with PKCE S256, offline access and the state', () => {
    const url = new URL(provider.oauth!.authorizationUrl({ state: 's1', codeChallenge: 'c1', redirectUri: REDIRECT }));
    expect(url.searchParams.get('scope')!.split(' ')).toEqual([
      'https://www.googleapis.com/auth/googlehealth.activity_and_fitness.readonly',
      'https://www.googleapis.com/auth/googlehealth.health_metrics_and_measurements.readonly',
      'https://www.googleapis.com/auth/googlehealth.sleep.readonly',
    ]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      access_type: 'offline',
      code_challenge_method: 'S256',
      code_challenge: 'c1',
      state: 's1',
      redirect_uri: REDIRECT,
    });
  });

  it('exchanges the code for tokens with the granted scopes; refreshing keeps the refresh token; revoking kills it', async () => {
    const tokens = await connect();
    expect(tokens.grantedScopes).toEqual([...SCOPE_GROUPS]);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const refreshed = await provider.oauth!.refresh(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeNull(); // not rotated: keep the one you have
    await provider.oauth!.revoke(tokens.refreshToken!);
    expect(fake.state.wasCalled('POST', '/revoke')).toBe(true);
    await expect(provider.oauth!.refresh(tokens.refreshToken!)).rejects.toEqual(
      new ProviderError({ kind: 'invalid_grant' }),
    );
    // Revoking again is not an error.
    await provider.oauth!.revoke(tokens.refreshToken!);
  });

  it('reads the granted subset when the user unticks scopes', async () => {
    const tokens = await connect(['activity_and_fitness.readonly']);
    expect(tokens.grantedScopes).toEqual(['activity_and_fitness']);
    expect(scopeGroupsOf('https://www.googleapis.com/auth/googlehealth.sleep')).toEqual(['sleep']);
  });
});

describe('google-health provider: daily metrics', () => {
  it('reads all 13 metrics day by day, each day once, inside the range', async () => {
    const tokens = await connect();
    const values = await provider.dailyMetrics({
      accessToken: tokens.accessToken,
      grantedScopes: tokens.grantedScopes,
      range: RANGE,
      timeZone: 'Europe/Zurich',
    });
    expect(new Set(values.map((v) => v.metric))).toEqual(new Set(METRICS));
    const keys = values.map((v) => `${v.date}|${v.metric}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const v of values) {
      expect(v.date >= RANGE.from && v.date <= RANGE.to, `${v.metric} ${v.date}`).toBe(true);
      expect(Number.isFinite(v.value), `${v.metric} ${v.date}`).toBe(true);
    }
    // Steps: the day's value is the sum of the listed points of that civil day.
    const day = '2026-11-10';
    const listed = await fetch(
      `${fake.url}/v4/users/me/dataTypes/steps/dataPoints?pageSize=10000&filter=${encodeURIComponent(
        `steps.interval.civil_start_time >= "${day}" AND steps.interval.civil_start_time < "2026-11-11"`,
      )}`,
      { headers: { authorization: `Bearer ${tokens.accessToken}` } },
    );
    const points = ((await listed.json()) as { dataPoints: Array<{ steps: { count: string } }> }).dataPoints;
    const sum = points.reduce((total, point) => total + Number(point.steps.count), 0);
    expect(values.find((v) => v.date === day && v.metric === 'steps')?.value).toBe(sum);
  });

  it('reads only the metrics of the granted scopes, without asking for the others', async () => {
    const tokens = await connect(['activity_and_fitness.readonly']);
    const before = fake.state.requests.length;
    const values = await provider.dailyMetrics({
      accessToken: tokens.accessToken,
      grantedScopes: tokens.grantedScopes,
      range: RANGE,
      timeZone: 'Europe/Zurich',
    });
    const metrics = new Set(values.map((v) => v.metric));
    expect(metrics).toEqual(new Set(['steps', 'distance', 'calories', 'activeMinutes', 'floors', 'cardioScore']));
    const statuses = fake.state.requests.slice(before).map((r) => r.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('says how long to wait on a 429, and that the provider is unavailable on 5xx or a dropped connection', async () => {
    const tokens = await connect();
    const read = () =>
      provider.dailyMetrics({
        accessToken: tokens.accessToken,
        grantedScopes: tokens.grantedScopes,
        range: RANGE,
        timeZone: 'Europe/Zurich',
      });
    fake.state.injectFault({ path: '/v4/', status: 429, retryAfterSeconds: 7 });
    await expect(read()).rejects.toEqual(new ProviderError({ kind: 'rate_limited', retryAfterMs: 7000 }));
    fake.state.injectFault({ path: '/v4/', status: 429 });
    await expect(read()).rejects.toEqual(new ProviderError({ kind: 'rate_limited', retryAfterMs: null }));
    fake.state.injectFault({ path: '/v4/', status: 503 });
    await expect(read()).rejects.toEqual(new ProviderError({ kind: 'unavailable' }));
    fake.state.injectFault({ path: '/v4/', drop: true });
    await expect(read()).rejects.toEqual(new ProviderError({ kind: 'unavailable' }));
  });

  it('reports an expired access token as unauthorized', async () => {
    const tokens = await connect();
    clock.advance(3600 * 1000);
    try {
      await expect(
        provider.dailyMetrics({
          accessToken: tokens.accessToken,
          grantedScopes: tokens.grantedScopes,
          range: RANGE,
          timeZone: 'Europe/Zurich',
        }),
      ).rejects.toEqual(new ProviderError({ kind: 'unauthorized' }));
    } finally {
      clock.advance(-3600 * 1000);
    }
  });
});
