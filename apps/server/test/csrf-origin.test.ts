import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app.ts';
import { allowedOrigins, isCrossSiteRequest } from '../src/plugins/csrf-origin.ts';
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
      expect(response.json()).toEqual({ error: { code: 'CSRF_REJECTED', message: 'The request was rejected.' } });
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
