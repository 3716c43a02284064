import { ERROR_TABLE } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import { allowedOrigins, isCrossSiteRequest } from '../src/plugins/csrf-origin.ts';
import { createCompany, request, signUp, TEST_PASSWORD } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const PUBLIC_URL = 'https://wellness.example.com';
const COOKIE = 'openwell.session_token=abc';

function registerTestRoutes(app: AppInstance): void {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) {
    app.route({ method, url: '/api/test/echo', handler: async () => ({ ok: true }) });
  }
}

describe('CSRF protection by Origin', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { PUBLIC_URL, NODE_ENV: 'production' },
      registerExtraRoutes: registerTestRoutes,
    });
  });
  afterAll(() => testApp?.cleanup());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', headers: Record<string, string>) =>
    testApp.app.inject({ method, url: '/api/test/echo', headers, payload: method === 'GET' ? undefined : {} });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'rejects a cookie %s without Origin or Referer',
    async (method) => {
      const response = await send(method, { cookie: COOKIE });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'CSRF_REJECTED', message: ERROR_TABLE.CSRF_REJECTED.message } });
    },
  );

  it.each([
    'https://evil.example.net',
    'https://wellness.example.com.evil.net',
    'http://wellness.example.com',
    'https://wellness.example.com:8443',
    'null',
    'file:///home/user/page.html',
    'not a url',
  ])('rejects a cookie POST from Origin %s', async (origin) => {
    const response = await send('POST', { cookie: COOKIE, origin });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
  });

  it('accepts a cookie POST from the PUBLIC_URL origin', async () => {
    const response = await send('POST', { cookie: COOKIE, origin: PUBLIC_URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('falls back to the Referer origin when Origin is missing', async () => {
    expect((await send('POST', { cookie: COOKIE, referer: `${PUBLIC_URL}/profile?tab=1` })).statusCode).toBe(200);
    const foreign = await send('DELETE', { cookie: COOKIE, referer: 'https://evil.example.net/wellness.example.com' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
  });

  it('trusts Origin over Referer when both are present', async () => {
    const response = await send('POST', { cookie: COOKIE, origin: 'https://evil.example.net', referer: PUBLIC_URL });
    expect(response.statusCode).toBe(403);
  });

  it('exempts requests without cookies (bearer clients, server-to-server)', async () => {
    expect((await send('POST', {})).statusCode).toBe(200);
    expect((await send('POST', { authorization: 'Bearer token-123' })).statusCode).toBe(200);
  });

  it('refuses a bearer request from a page on a foreign origin (a token read by script)', async () => {
    const response = await send('GET', { authorization: 'Bearer token-123', origin: 'https://evil.example.net' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  it('never checks GET requests', async () => {
    expect((await send('GET', { cookie: COOKIE, origin: 'https://evil.example.net' })).statusCode).toBe(200);
    expect((await send('GET', { cookie: COOKIE })).statusCode).toBe(200);
  });

  it('does not allow the Vite dev server origin in production', async () => {
    expect((await send('POST', { cookie: COOKIE, origin: 'http://localhost:5173' })).statusCode).toBe(403);
  });
});

describe('CSRF allowed origins', () => {
  it('accepts the Vite dev server in development only', async () => {
    const testApp = await buildTestApp({ env: { NODE_ENV: 'development' }, registerExtraRoutes: registerTestRoutes });
    try {
      const post = (origin: string) =>
        testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: { cookie: COOKIE, origin } });
      expect((await post('http://localhost:5173')).statusCode).toBe(200);
      expect((await post(testApp.config.publicUrl)).statusCode).toBe(200);
      expect((await post('https://evil.example.net')).statusCode).toBe(403);
    } finally {
      await testApp.cleanup();
    }
  });

  it('accepts the origins listed in ALLOWED_ORIGINS, such as an app WebView', async () => {
    const testApp = await buildTestApp({
      env: { PUBLIC_URL, ALLOWED_ORIGINS: 'capacitor://localhost, https://admin.example.com' },
      registerExtraRoutes: registerTestRoutes,
    });
    try {
      const post = (origin: string) =>
        testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: { cookie: COOKIE, origin } });
      expect((await post('capacitor://localhost')).statusCode).toBe(200);
      expect((await post('https://admin.example.com')).statusCode).toBe(200);
      expect((await post(PUBLIC_URL)).statusCode).toBe(200);
      expect((await post('capacitor://evil')).statusCode).toBe(403);
      expect((await post('https://evil.example.net')).statusCode).toBe(403);
    } finally {
      await testApp.cleanup();
    }
  });

  it('builds the allowed set from PUBLIC_URL, ALLOWED_ORIGINS and the environment', () => {
    const production = allowedOrigins({
      publicUrl: PUBLIC_URL,
      nodeEnv: 'production',
      allowedOrigins: ['capacitor://localhost', 'https://admin.example.com/'],
    });
    expect([...production].sort()).toEqual(['capacitor://localhost', 'https://admin.example.com', PUBLIC_URL].sort());
    const development = allowedOrigins({
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      allowedOrigins: [],
    });
    expect(development.has('http://localhost:5173')).toBe(true);
    expect(
      allowedOrigins({ publicUrl: 'http://localhost:3000', nodeEnv: 'test', allowedOrigins: [] }).has(
        'http://localhost:5173',
      ),
    ).toBe(false);
  });

  it('only looks at unsafe methods under /api', () => {
    const origins = new Set([PUBLIC_URL]);
    const request = (method: string, url: string) => ({ method, url, headers: { cookie: COOKIE } });
    expect(isCrossSiteRequest(request('POST', '/api/x'), origins)).toBe(true);
    expect(isCrossSiteRequest(request('POST', '/api'), origins)).toBe(true);
    expect(isCrossSiteRequest(request('POST', '/apix'), origins)).toBe(false);
    expect(isCrossSiteRequest(request('POST', '/somewhere'), origins)).toBe(false);
    expect(isCrossSiteRequest(request('OPTIONS', '/api/x'), origins)).toBe(false);
    expect(isCrossSiteRequest(request('HEAD', '/api/x'), origins)).toBe(false);
  });
});

describe('the newcomer on another loopback address (development)', () => {
  // PUBLIC_URL is not set: it defaults to http://localhost:3000, and the newcomer opens http://127.0.0.1:3000.
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { NODE_ENV: 'development', PORT: '3000' } });
  });
  afterAll(() => testApp?.cleanup());

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'signs up, saves consents and signs in again from %s',
    async (origin) => {
      expect(testApp.config.publicUrl).toBe('http://localhost:3000');
      const session = await signUp(testApp.app, origin, await createCompany(testApp.database));
      const saved = await request(testApp.app, origin, {
        method: 'PATCH',
        url: '/api/me/consents',
        payload: { aiTips: true },
        session,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Better Auth's own check, as a browser sends it (fetch metadata, no cookie yet).
      const signIn = await request(testApp.app, origin, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: session.email, password: TEST_PASSWORD },
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    },
  );

  it('still refuses other origins and other ports', async () => {
    const session = await signUp(testApp.app, 'http://localhost:3000', await createCompany(testApp.database));
    for (const origin of ['http://127.0.0.1:4000', 'http://192.168.1.20:3000', 'https://evil.example.net']) {
      const saved = await request(testApp.app, origin, {
        method: 'PATCH',
        url: '/api/me/consents',
        payload: { aiTips: true },
        session,
      });
      expect(saved.statusCode, origin).toBe(403);
    }
  });

  it('trusts the loopback spellings in development only', () => {
    const config = { publicUrl: 'http://localhost:3000', allowedOrigins: [], port: 3000 };
    expect([...allowedOrigins({ ...config, nodeEnv: 'development' })]).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
    );
    expect([...allowedOrigins({ ...config, nodeEnv: 'production' })]).toEqual(['http://localhost:3000']);
    expect([...allowedOrigins({ ...config, nodeEnv: 'test' })]).toEqual(['http://localhost:3000']);
  });
});

describe('a refusal for the Origin (production)', () => {
  it('is logged with the expected and the received origin, and names the fix', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    const testApp = await buildTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL, ALLOWED_ORIGINS: 'capacitor://localhost' },
      logger,
      registerExtraRoutes: registerTestRoutes,
    });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { cookie: COOKIE, origin: 'http://203.0.113.7:3000', referer: 'http://203.0.113.7:3000/x?token=s' },
      });
      expect(response.statusCode).toBe(403);
      const { message } = response.json().error as { message: string };
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('ALLOWED_ORIGINS');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          level: 40,
          receivedOrigin: 'http://203.0.113.7:3000',
          expectedOrigins: [PUBLIC_URL, 'capacitor://localhost'],
          msg: expect.stringContaining('PUBLIC_URL'),
        }),
      );
      expect(lines.join('\n')).not.toContain('token=s');
    } finally {
      await testApp.cleanup();
    }
  });
});
