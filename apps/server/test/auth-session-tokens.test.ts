import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { authSessions, users } from '../src/features/auth/auth.tables.ts';
import { deriveAuthSecret } from '../src/features/auth/auth.ts';
import { hashSessionToken } from '../src/features/auth/session-token-hash.ts';
import { signSessionToken } from '../src/features/auth/session-token.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUpBody, TEST_PASSWORD, type TestCompany } from './helpers/accounts-fixtures.ts';
import {
  GOOD_PASSWORD,
  ORIGIN,
  buildAuthTestApp,
  get,
  insertUser,
  newClient,
  post,
  signIn,
  type Client,
} from './helpers/auth-test-kit.ts';

/**
 * Issue 7: session tokens stay on the server for browsers (finding 2), revoke-session only ends the caller's own
 * sessions (finding 3), and resolving a session is one query with immediate revocation.
 */

const NATIVE = { 'x-openwell-client': 'native' };

/** Signs in as a native client (the mobile app): returns its bearer token. */
async function nativeSignIn(t: TestApp, email: string, ip: string): Promise<string> {
  const response = await post(
    t.app,
    newClient(ip),
    '/api/auth/sign-in/email',
    { email, password: GOOD_PASSWORD },
    NATIVE,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).not.toHaveProperty('token');
  const token = response.headers['set-auth-token'];
  expect(token).toEqual(expect.any(String));
  return token as string;
}

/** A bearer request as a native app sends it: no cookie, no Origin unless given. */
function bearerGet(t: TestApp, url: string, token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
}

/** Every SQL statement the app sends while `fn` runs (job-queue polling left out). */
async function statementsDuring(database: Database, fn: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const target = (database.pglite ?? database.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text && !/pgboss/i.test(text)) statements.push(text);
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    target.query = original;
  }
  return statements;
}

describe('session tokens', () => {
  let t: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    company = await createCompany(t.database, { name: 'Tokens Inc', departments: ['Ops'] });
    for (const email of ['web@example.com', 'nat@example.com', 'other@example.com', 'rev@example.com']) {
      await insertUser(t.database, { email });
    }
  });
  afterAll(() => t.cleanup());

  it('a browser never receives a session token: not at sign-in, not from get-session or list-sessions', async () => {
    const client = newClient('10.7.0.1');
    const signedIn = await signIn(t.app, client, 'web@example.com', GOOD_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-auth-token']).toBeUndefined();
    expect(signedIn.body).not.toMatch(/"token"/);

    const session = await get(t.app, client, '/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ session: { id: expect.any(String) }, user: { email: 'web@example.com' } });
    expect(session.json().session).not.toHaveProperty('token');
    expect(session.headers['set-auth-jwt']).toBeUndefined();

    const list = await get(t.app, client, '/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    for (const item of list.json() as object[]) expect(item).not.toHaveProperty('token');
  });

  it("a browser session's cookie value is no bearer credential", async () => {
    const client = newClient('10.7.0.2');
    await signIn(t.app, client, 'web@example.com', GOOD_PASSWORD);
    const cookieValue = client.jar.get('better-auth.session_token');
    expect(cookieValue).toBeTruthy();
    const response = await bearerGet(t, '/api/me', cookieValue!);
    expect(response.statusCode).toBe(401);
    const viaAuth = await bearerGet(t, '/api/auth/list-sessions', cookieValue!);
    expect(viaAuth.statusCode).toBe(401);

    // Another Authorization scheme (Basic from a proxy in front of the site) leaves the cookie in charge.
    const basic = await get(t.app, client, '/api/me', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.statusCode, basic.body).toBe(200);
  });

  it('a native client that asks gets a bearer token, which works for our API and for Better Auth', async () => {
    const token = await nativeSignIn(t, 'nat@example.com', '10.7.0.3');
    const me = await bearerGet(t, '/api/me', token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: 'nat@example.com' });
    const sessions = await bearerGet(t, '/api/auth/list-sessions', token);
    expect(sessions.statusCode).toBe(200);
    for (const item of sessions.json() as object[]) expect(item).not.toHaveProperty('token');
    // The native app's WebView origin is trusted like the web app's own.
    expect((await bearerGet(t, '/api/me', token, { origin: ORIGIN })).statusCode).toBe(200);
  });

  it('refuses a bearer request from a page on another origin, on our API and on Better Auth', async () => {
    const token = await nativeSignIn(t, 'nat@example.com', '10.7.0.4');
    for (const url of ['/api/me', '/api/auth/get-session']) {
      const response = await bearerGet(t, url, token, { origin: 'https://evil.example.net' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
  });

  it('sign-up gives a native client its bearer token, and a browser none', async () => {
    const native = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      remoteAddress: '10.7.0.5',
      headers: { origin: ORIGIN, ...NATIVE },
      payload: signUpBody(company, { email: 'new-native@example.com' }),
    });
    expect(native.statusCode, native.body).toBe(201);
    const token = native.headers['set-auth-token'] as string;
    expect((await bearerGet(t, '/api/me', token)).json()).toMatchObject({ email: 'new-native@example.com' });
  });

  it("revoking a session that is not the caller's answers 404 and changes nothing", async () => {
    const othersToken = await nativeSignIn(t, 'other@example.com', '10.7.0.6');
    const othersRawToken = decodeURIComponent(othersToken).split('.')[0]!;
    const client = newClient('10.7.0.7');
    await signIn(t.app, client, 'rev@example.com', GOOD_PASSWORD);
    for (const token of [othersRawToken, othersToken, 'no-such-session-token']) {
      const response = await post(t.app, client, '/api/auth/revoke-session', { token });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    expect((await bearerGet(t, '/api/me', othersToken)).statusCode).toBe(200);
  });

  it('revoke-other-sessions ends the other sessions (browser and native) and keeps the caller signed in', async () => {
    await insertUser(t.database, { email: 'others@example.com' });
    const caller = newClient('10.7.0.9');
    const otherBrowser = newClient('10.7.0.10');
    for (const client of [caller, otherBrowser]) {
      expect((await signIn(t.app, client, 'others@example.com', GOOD_PASSWORD)).statusCode).toBe(200);
    }
    const bearer = await nativeSignIn(t, 'others@example.com', '10.7.0.11');
    const response = await post(t.app, caller, '/api/auth/revoke-other-sessions');
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(t.app, caller, '/api/me')).statusCode).toBe(200);
    expect((await get(t.app, otherBrowser, '/api/me')).statusCode).toBe(401);
    expect((await bearerGet(t, '/api/me', bearer)).statusCode).toBe(401);
  });

  it('stores only SHA-256 of each token: the stored value signs nobody in, even signed with the right secret', async () => {
    await insertUser(t.database, { email: 'copy@example.com' });
    const browser = newClient('10.7.0.12');
    await signIn(t.app, browser, 'copy@example.com', GOOD_PASSWORD);
    const bearer = await nativeSignIn(t, 'copy@example.com', '10.7.0.13');
    const tokens = [
      decodeURIComponent(browser.jar.get('better-auth.session_token')!).split('.')[0]!,
      decodeURIComponent(bearer).split('.')[0]!,
    ];
    const userId = (await t.database.db.select().from(users).where(eq(users.email, 'copy@example.com')))[0]!.id;
    const stored = (
      await t.database.db
        .select({ token: authSessions.token })
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
    ).map((row) => row.token);
    expect(stored.sort()).toEqual(tokens.map(hashSessionToken).sort());

    // Someone with a copy of the database (and even the key the secret derives from) presents a stored value.
    const secret = deriveAuthSecret(t.encryptionKey, t.config.authSecret);
    for (const value of stored) {
      const signed = encodeURIComponent(signSessionToken(value, secret));
      const cookie = { cookie: `better-auth.session_token=${signed}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: cookie })).statusCode).toBe(401);
      const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cookie });
      expect(session.json()).toBeNull();
      expect((await bearerGet(t, '/api/me', signed)).statusCode).toBe(401);
    }
    expect((await get(t.app, browser, '/api/me')).statusCode).toBe(200);
  });

  it('a native client can revoke its own session by token; it ends at once', async () => {
    const token = await nativeSignIn(t, 'rev@example.com', '10.7.0.8');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-session',
      headers: { authorization: `Bearer ${token}` },
      payload: { token: decodeURIComponent(token).split('.')[0] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await bearerGet(t, '/api/me', token)).statusCode).toBe(401);
  });
});

describe('resolving a session', () => {
  let t: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    t = await buildAuthTestApp();
    company = await createCompany(t.database, { name: 'Query Counts', departments: ['Ops'] });
  });
  afterAll(() => t.cleanup());

  async function signedUpClient(email: string, ip: string): Promise<Client> {
    const client = newClient(ip);
    const response = await post(t.app, client, '/api/accounts/sign-up', signUpBody(company, { email }));
    expect(response.statusCode, response.body).toBe(201);
    return client;
  }

  it('costs one query, and GET /api/me no more: the profile comes with the session', async () => {
    const client = await signedUpClient('count@example.com', '10.7.1.1');
    await get(t.app, client, '/api/me'); // warm: nothing lazy is counted
    let status = 0;
    const statements = await statementsDuring(t.database, async () => {
      status = (await get(t.app, client, '/api/me')).statusCode;
    });
    expect(status).toBe(200);
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toMatch(/openwell_session_user/);
    const anonymous = await statementsDuring(t.database, () => t.app.inject({ method: 'GET', url: '/api/me' }));
    expect(anonymous).toEqual([]);
  });

  it('sees sign-out, sign-out everywhere and a role change on the very next request', async () => {
    const first = await signedUpClient('revoked@example.com', '10.7.1.2');
    const second = newClient('10.7.1.3');
    await signIn(t.app, second, 'revoked@example.com', TEST_PASSWORD);
    expect((await get(t.app, second, '/api/me')).statusCode).toBe(200);

    const stale = first.jar.header();
    expect((await post(t.app, first, '/api/auth/sign-out')).statusCode).toBe(200);
    const afterSignOut = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: stale } });
    expect(afterSignOut.statusCode).toBe(401);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'revoked@example.com'));
    await t.database.db.update(users).set({ role: 'employer' }).where(eq(users.id, user!.id));
    expect((await get(t.app, second, '/api/me')).json()).toMatchObject({ role: 'employer' });

    const third = newClient('10.7.1.4');
    await signIn(t.app, third, 'revoked@example.com', TEST_PASSWORD);
    expect((await post(t.app, third, '/api/auth/revoke-sessions')).statusCode).toBe(200);
    expect((await get(t.app, second, '/api/me')).statusCode).toBe(401);
  });
});
