import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app.ts';
import type { TestApp } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

function directives(csp: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('security headers', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let http: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    db = await openTestDatabase();
    http = await buildTestApp({ database: db.database, env: { PUBLIC_URL: 'http://localhost:3000' } });
    https = await buildTestApp({ database: db.database, env: { PUBLIC_URL: 'https://wellness.example.com' } });
  });
  afterAll(async () => {
    await http?.cleanup();
    await https?.cleanup();
    await db?.cleanup();
  });

  it.each(['/api/health', '/', '/dashboard', '/api/nope'])(
    'sets a strict CSP and the classic headers on %s',
    async (url) => {
      const response = await http.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src')).not.toContain('unsafe-inline');
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('worker-src')).toBe("'self'");
      expect(csp.get('manifest-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(directives(response.headers['content-security-policy'] as string).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('never sends HSTS over plain http even when the client claims https', async () => {
    const response = await http.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
