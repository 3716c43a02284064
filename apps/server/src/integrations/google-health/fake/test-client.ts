/**
 * A minimal OAuth client for tests of the fake and of code that talks to it: runs authorize (PKCE S256) and the
 * code exchange with fetch, as the product's adapter would.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FakeGoogleHealth } from './fake-google-health-server.ts';
import { SCOPE_PREFIX } from './data-types.ts';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from './state.ts';

export const TEST_REDIRECT_URI = 'http://localhost:3000/auth/fitbit/callback';

export const READ_SCOPES = ['activity_and_fitness', 'health_metrics_and_measurements', 'sleep', 'settings'].map(
  (family) => `${SCOPE_PREFIX}${family}.readonly`,
);

export type TAuthorizeResult = { location: URL; code: string | null; verifier: string; state: string };

export async function authorize(
  fake: FakeGoogleHealth,
  params: Record<string, string> = {},
): Promise<TAuthorizeResult> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const url = new URL(fake.authorizeUrl);
  const query: Record<string, string> = {
    client_id: FAKE_GOOGLE_CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: 'code',
    scope: READ_SCOPES.join(' '),
    access_type: 'offline',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location')!);
  return { location, code: location.searchParams.get('code'), verifier, state };
}

export async function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

export function exchangeCode(fake: FakeGoogleHealth, code: string, verifier: string) {
  return postForm(fake.tokenUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: TEST_REDIRECT_URI,
    client_id: FAKE_GOOGLE_CLIENT_ID,
    client_secret: FAKE_GOOGLE_CLIENT_SECRET,
  });
}

export function refresh(fake: FakeGoogleHealth, refreshToken: string) {
  return postForm(fake.tokenUrl, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: FAKE_GOOGLE_CLIENT_ID,
    client_secret: FAKE_GOOGLE_CLIENT_SECRET,
  });
}

/** Authorize + exchange; returns the token response. */
export async function connect(fake: FakeGoogleHealth, params: Record<string, string> = {}) {
  const { code, verifier } = await authorize(fake, params);
  if (!code) throw new Error('authorize returned no code');
  const tokens = await exchangeCode(fake, code, verifier);
  if (tokens.status !== 200) throw new Error(`token exchange answered ${tokens.status}: ${tokens.text}`);
  return tokens.json as { access_token: string; refresh_token?: string; scope: string; expires_in: number };
}

/** GET or POST on the Health API with a bearer token. */
export async function api(fake: FakeGoogleHealth, accessToken: string | null, path: string, body?: unknown) {
  const response = await fetch(fake.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : null) as Record<string, any> | null, // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}
