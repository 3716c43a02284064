import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

function registerTestRoutes(app: AppInstance): void {
  app.post('/api/test/limited', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => ({ ok: 1 }));
  app.post('/api/test/other', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => ({ ok: 1 }));
  app.post('/api/test/burst', { config: { rateLimit: { max: 50, timeWindow: '1 minute' } } }, async () => ({ ok: 1 }));
  app.post('/api/test/unlimited', async () => ({ ok: 1 }));
}

describe('rate limiting on routes (counters in the database)', () => {
  let database: Database;
  let cleanupDatabase: () => Promise<void>;
  const clock = createFixedClock(new Date('2031-05-01T10:00:00.000Z'));
  let testApp: TestApp;

  beforeAll(async () => {
    ({ database, cleanup: cleanupDatabase } = await openTestDatabase());
    testApp = await buildTestApp({ database, clock, registerExtraRoutes: registerTestRoutes });
  });
  afterAll(async () => {
    await testApp?.cleanup();
    await cleanupDatabase?.();
  });

  const post = (app: AppInstance, url: string, remoteAddress = '198.51.100.1') =>
    app.inject({ method: 'POST', url, remoteAddress });

  it('lets max requests through, then answers 429 RATE_LIMITED with Retry-After', async () => {
    for (let index = 0; index < 5; index += 1) {
      const response = await post(testApp.app, '/api/test/limited');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(4 - index));
    }
    const limited = await post(testApp.app, '/api/test/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again later.',
        details: { retryAfterSeconds: 60 },
      },
    });
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['x-request-id']).toBeDefined();
  });

  it('counts each route separately and leaves routes without a limit alone', async () => {
    expect((await post(testApp.app, '/api/test/other')).statusCode).toBe(200);
    for (let index = 0; index < 20; index += 1) {
      expect((await post(testApp.app, '/api/test/unlimited')).statusCode).toBe(200);
    }
  });

  it('keeps IPv4 clients apart', async () => {
    expect((await post(testApp.app, '/api/test/limited', '198.51.100.2')).statusCode).toBe(200);
  });

  it('groups IPv6 clients per /64: one /64 shares a counter, another /64 does not', async () => {
    for (let index = 0; index < 5; index += 1) {
      const address = `2001:db8:aaaa:1::${(index + 1).toString(16)}`;
      expect((await post(testApp.app, '/api/test/limited', address)).statusCode).toBe(200);
    }
    expect((await post(testApp.app, '/api/test/limited', '2001:db8:aaaa:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await post(testApp.app, '/api/test/limited', '2001:db8:aaaa:2::1')).statusCode).toBe(200);
    // An IPv4-mapped address is the IPv4 client.
    expect((await post(testApp.app, '/api/test/limited', '::ffff:198.51.100.1')).statusCode).toBe(429);
  });

  it('allows exactly max of 200 concurrent requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => post(testApp.app, '/api/test/burst', '192.0.2.200')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(50);
    expect(codes.filter((code) => code === 429)).toHaveLength(150);
  });

  it('keeps counting across a restart on the same database', async () => {
    await testApp.cleanup(); // closes the app, not the shared database
    testApp = await buildTestApp({ database, clock, registerExtraRoutes: registerTestRoutes });
    const response = await post(testApp.app, '/api/test/limited');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('opens again when the window has passed', async () => {
    clock.advance(30_000);
    const stillLimited = await post(testApp.app, '/api/test/limited');
    expect(stillLimited.statusCode).toBe(429);
    expect(stillLimited.headers['retry-after']).toBe('30');
    clock.advance(30_000);
    expect((await post(testApp.app, '/api/test/limited')).statusCode).toBe(200);
  });
});
