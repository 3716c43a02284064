import { afterEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import type { TFakeGoogleHealthOptions } from './state.ts';
import { api, connect, refresh } from './test-client.ts';

const clock = createFixedClock(new Date('2026-11-20T10:00:00Z'));
let fake: FakeGoogleHealth;

async function start(options: TFakeGoogleHealthOptions = {}) {
  fake = await startFakeGoogleHealth({ clock, ...options });
  return (await connect(fake)).access_token;
}
afterEach(async () => {
  await fake.stop();
});

const STEPS = '/v4/users/me/dataTypes/steps/dataPoints';

describe('per-user rate limit', () => {
  it('answers 429 RESOURCE_EXHAUSTED after 300 requests in a minute, without Retry-After by default', async () => {
    const token = await start();
    for (let i = 0; i < 300; i++) expect((await api(fake, token, STEPS)).status).toBe(200);
    const limited = await api(fake, token, STEPS);
    expect(limited.status).toBe(429);
    expect(limited.json!.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
    expect(limited.headers.get('retry-after')).toBeNull();
    clock.advance(60_000);
    expect((await api(fake, token, STEPS)).status).toBe(200);
  });

  it('sends Retry-After when configured, and the limit is configurable', async () => {
    const token = await start({ rateLimitPerMinute: 2, retryAfterSeconds: 30 });
    await api(fake, token, STEPS);
    await api(fake, token, STEPS);
    const limited = await api(fake, token, STEPS);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
  });
});

describe('fault injection', () => {
  it('answers the next N matching requests with 429, with or without Retry-After', async () => {
    const token = await start();
    fake.state.injectFault({ status: 429, times: 2, path: '/dataPoints', retryAfterSeconds: 5 });
    expect((await api(fake, token, '/v4/users/me/identity')).status).toBe(200);
    const first = await api(fake, token, STEPS);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('5');
    expect((await api(fake, token, STEPS)).status).toBe(429);
    expect((await api(fake, token, STEPS)).status).toBe(200);
    fake.state.injectFault({ status: 429 });
    const bare = await api(fake, token, STEPS);
    expect(bare.status).toBe(429);
    expect(bare.headers.get('retry-after')).toBeNull();
    expect(bare.json!.error.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('answers 500 and 503 with the Google envelope, on API and token paths', async () => {
    const token = await start();
    const tokens = await connect(fake);
    fake.state.injectFault({ status: 503 });
    expect((await api(fake, token, STEPS)).json!.error).toMatchObject({ code: 503, status: 'UNAVAILABLE' });
    fake.state.injectFault({ status: 500, path: /^POST \/token$/ });
    expect((await refresh(fake, tokens.refresh_token ?? '')).status).toBe(500);
    expect((await api(fake, token, STEPS)).status).toBe(200);
  });

  it('delays responses and drops connections', async () => {
    const token = await start();
    fake.state.injectFault({ delayMs: 150 });
    const started = performance.now();
    expect((await api(fake, token, STEPS)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    fake.state.injectFault({ drop: true, path: 'steps' });
    await expect(api(fake, token, STEPS)).rejects.toThrow();
    expect((await api(fake, token, STEPS)).status).toBe(200);
  });

  it('logs method, path, status and user of every request', async () => {
    const token = await start();
    await api(fake, token, `${STEPS}?pageSize=1`);
    await api(fake, 'nope', STEPS);
    const log = fake.state.requests.map(({ method, path, status, userId }) => ({ method, path, status, userId }));
    expect(log).toEqual([
      { method: 'GET', path: '/o/oauth2/v2/auth', status: 302, userId: null },
      { method: 'POST', path: '/token', status: 200, userId: null },
      { method: 'GET', path: STEPS, status: 200, userId: 'fake-user-1' },
      { method: 'GET', path: STEPS, status: 401, userId: null },
    ]);
    expect(fake.state.requests[2]!.query).toBe('?pageSize=1');
  });
});
