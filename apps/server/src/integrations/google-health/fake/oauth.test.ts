import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { SCOPE_PREFIX } from './data-types.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET, type TFakeGoogleHealthOptions } from './state.ts';
import {
  api,
  authorize,
  connect,
  exchangeCode,
  postForm,
  READ_SCOPES,
  refresh,
  TEST_REDIRECT_URI,
} from './test-client.ts';

const clock = createFixedClock(new Date('2026-11-20T10:00:00Z'));
let fake: FakeGoogleHealth;

async function start(options: TFakeGoogleHealthOptions = {}) {
  await fake?.stop();
  fake = await startFakeGoogleHealth({ clock, ...options });
}

beforeEach(async () => {
  clock.set(new Date('2026-11-20T10:00:00Z'));
  await start();
});
afterEach(async () => {
  await fake.stop();
});

describe('authorize', () => {
  it('redirects to redirect_uri with a code and the state', async () => {
    const { location, code, state } = await authorize(fake);
    expect(`${location.origin}${location.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(state);
    expect(code).toMatch(/^4\/fake-/);
  });

  it.each([
    [{ client_id: 'unknown' }, 401, 'invalid_client'],
    [{ redirect_uri: 'https://evil.example/cb' }, 400, 'redirect_uri_mismatch'],
    [{ response_type: 'token' }, 400, 'unsupported_response_type'],
    [{ scope: 'https://www.googleapis.com/auth/fitness.activity.read' }, 400, 'invalid_scope'],
    [{ state: '' }, 400, 'invalid_request'],
    [{ code_challenge: '' }, 400, 'invalid_request'],
    [{ code_challenge_method: 'plain' }, 400, 'invalid_request'],
  ])('refuses %j', async (params, status, error) => {
    const url = new URL(fake.authorizeUrl);
    const base = {
      client_id: FAKE_GOOGLE_CLIENT_ID,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: 'code',
      scope: READ_SCOPES.join(' '),
      state: 's',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    };
    for (const [key, value] of Object.entries({ ...base, ...params })) url.searchParams.set(key, value);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(error);
  });

  it('accepts the older read+write scope form', async () => {
    const tokens = await connect(fake, { scope: `${SCOPE_PREFIX}activity_and_fitness` });
    expect(tokens.scope).toBe(`${SCOPE_PREFIX}activity_and_fitness`);
  });

  it('redirects with access_denied when the user denies', async () => {
    const viaQuery = await authorize(fake, { fake_deny: '1' });
    expect(viaQuery.location.searchParams.get('error')).toBe('access_denied');
    expect(viaQuery.code).toBeNull();
    fake.state.consent = { deny: true };
    const viaState = await authorize(fake);
    expect(viaState.location.searchParams.get('error')).toBe('access_denied');
    expect(viaState.location.searchParams.get('state')).toBe(viaState.state);
  });
});

describe('token', () => {
  it('exchanges a code once, checking the PKCE verifier', async () => {
    const { code, verifier } = await authorize(fake);
    const wrong = await exchangeCode(fake, code!, 'x'.repeat(43));
    expect(wrong).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
    const ok = await exchangeCode(fake, code!, verifier);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ expires_in: 3599, token_type: 'Bearer', scope: READ_SCOPES.join(' ') });
    expect(ok.json!.access_token).toMatch(/^ya29\./);
    expect(ok.json!.refresh_token).toMatch(/^1\/\//);
    const again = await exchangeCode(fake, code!, verifier);
    expect(again).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('checks the redirect_uri and the client (basic or form)', async () => {
    const { code, verifier } = await authorize(fake);
    const fields = { grant_type: 'authorization_code', code: code!, code_verifier: verifier };
    const mismatch = await postForm(fake.tokenUrl, {
      ...fields,
      redirect_uri: 'http://localhost:3000/other',
      client_id: FAKE_GOOGLE_CLIENT_ID,
      client_secret: FAKE_GOOGLE_CLIENT_SECRET,
    });
    expect(mismatch.json).toMatchObject({ error: 'redirect_uri_mismatch' });
    const badSecret = await postForm(fake.tokenUrl, {
      ...fields,
      redirect_uri: TEST_REDIRECT_URI,
      client_id: FAKE_GOOGLE_CLIENT_ID,
      client_secret: 'nope',
    });
    expect(badSecret).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    const basic = Buffer.from(`${FAKE_GOOGLE_CLIENT_ID}:${FAKE_GOOGLE_CLIENT_SECRET}`).toString('base64');
    const ok = await postForm(
      fake.tokenUrl,
      { ...fields, redirect_uri: TEST_REDIRECT_URI },
      { authorization: `Basic ${basic}` },
    );
    expect(ok.status).toBe(200);
  });

  it('puts only the granted subset in scope', async () => {
    const viaQuery = await connect(fake, { fake_grant: 'activity_and_fitness.readonly' });
    expect(viaQuery.scope).toBe(`${SCOPE_PREFIX}activity_and_fitness.readonly`);
    fake.state.consent = { grant: [`${SCOPE_PREFIX}sleep.readonly`, 'settings.readonly'] };
    const viaState = await connect(fake);
    expect(viaState.scope.split(' ').sort()).toEqual([
      `${SCOPE_PREFIX}settings.readonly`,
      `${SCOPE_PREFIX}sleep.readonly`,
    ]);
  });

  it('issues a refresh token on first consent only (configurable), and again with prompt=consent', async () => {
    expect((await connect(fake)).refresh_token).toBeDefined();
    expect((await connect(fake)).refresh_token).toBeUndefined();
    expect((await connect(fake, { prompt: 'consent' })).refresh_token).toBeDefined();
    expect((await connect(fake, { access_type: 'online', prompt: 'consent' })).refresh_token).toBeUndefined();
    await start({ refreshTokenPolicy: 'always' });
    expect((await connect(fake)).refresh_token).toBeDefined();
    expect((await connect(fake)).refresh_token).toBeDefined();
  });

  it('refreshes without rotating the refresh token; the old access token dies after expires_in', async () => {
    const first = await connect(fake);
    clock.advance(3599 * 1000);
    expect((await api(fake, first.access_token, '/v4/users/me/identity')).status).toBe(401);
    const renewed = await refresh(fake, first.refresh_token!);
    expect(renewed.status).toBe(200);
    expect(renewed.json).toMatchObject({ expires_in: 3599, token_type: 'Bearer', scope: first.scope });
    expect(renewed.json!.refresh_token).toBeUndefined();
    expect((await api(fake, renewed.json!.access_token as string, '/v4/users/me/identity')).status).toBe(200);
    expect((await refresh(fake, first.refresh_token!)).status).toBe(200);
  });

  it('answers invalid_grant after revocation, and revoking kills the access tokens', async () => {
    const tokens = await connect(fake);
    const revoked = await postForm(fake.revokeUrl, { token: tokens.refresh_token! });
    expect(revoked).toMatchObject({ status: 200, text: '' });
    expect(fake.state.wasCalled('POST', '/revoke')).toBe(true);
    const dead = await refresh(fake, tokens.refresh_token!);
    expect(dead).toMatchObject({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect((await api(fake, tokens.access_token, '/v4/users/me/identity')).status).toBe(401);
    expect((await postForm(fake.revokeUrl, { token: tokens.refresh_token! })).status).toBe(400);
    // The grant is gone: the next authorization is a first consent again.
    expect((await connect(fake)).refresh_token).toBeDefined();
  });

  it('answers invalid_grant once the refresh-token lifetime (testing mode: 7 days) has passed', async () => {
    await start({ refreshTokenLifetimeSeconds: 7 * 86400, includeRefreshTokenExpiresIn: true });
    const tokens = await connect(fake);
    expect(tokens).toMatchObject({ refresh_token_expires_in: 604800 });
    clock.advance(7 * 86400 * 1000 - 1000);
    expect((await refresh(fake, tokens.refresh_token!)).status).toBe(200);
    clock.advance(1000);
    expect((await refresh(fake, tokens.refresh_token!)).json).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unknown grant_type', async () => {
    const response = await postForm(fake.tokenUrl, {
      grant_type: 'password',
      client_id: FAKE_GOOGLE_CLIENT_ID,
      client_secret: FAKE_GOOGLE_CLIENT_SECRET,
    });
    expect(response).toMatchObject({ status: 400, json: { error: 'unsupported_grant_type' } });
  });
});
