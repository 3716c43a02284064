import { afterEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import { api, connect, refresh } from './test-client.ts';

const clock = createFixedClock(new Date('2026-11-20T10:00:00Z'));
let fake: FakeGoogleHealth;
afterEach(async () => {
  await fake.stop();
});

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${fake.url}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('control API (for tests in another process)', () => {
  it('is absent unless the fake is started with control', async () => {
    fake = await startFakeGoogleHealth({ clock });
    expect((await control('PUT', '/consent', { deny: true })).status).toBe(404);
    expect(fake.state.consent.deny).toBeUndefined();
  });

  it('seeds a user up to today, sets the consent, injects faults and ends grants', async () => {
    fake = await startFakeGoogleHealth({ clock, control: true });
    expect((await control('POST', '/users', { healthUserId: 'e2e-1', days: 3 })).status).toBe(200);
    expect(fake.state.storedPoints('e2e-1', 'steps').length).toBeGreaterThan(0);

    await control('PUT', '/consent', { userId: 'e2e-1', grant: ['activity_and_fitness.readonly'] });
    const tokens = await connect(fake);
    expect(tokens.scope).toContain('activity_and_fitness');
    expect(tokens.scope).not.toContain('sleep');

    await control('POST', '/faults', { path: '/dataPoints', status: 429, retryAfterSeconds: 30 });
    const limited = await api(fake, tokens.access_token, '/v4/users/me/dataTypes/steps/dataPoints');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');

    await control('POST', '/users/e2e-1/revoke');
    expect((await refresh(fake, tokens.refresh_token!)).status).toBe(400);

    const log = (await (await control('GET', '/requests?path=/dataPoints')).json()) as Array<{ status: number }>;
    expect(log.map((entry) => entry.status)).toEqual([429]);
  });

  it('seeds every day when asked for no missing days, in the time zone given', async () => {
    fake = await startFakeGoogleHealth({ clock, control: true });
    const stepDays = (userId: string) => new Set(fake.state.storedPoints(userId, 'steps').map((p) => p.civilDate));
    await control('POST', '/users', { healthUserId: 'all-days', days: 60, missingDayRate: 0, timeZone: 'UTC' });
    expect(stepDays('all-days').size).toBe(60);
    expect([...stepDays('all-days')].sort().at(-1)).toBe('2026-11-20');
    await control('POST', '/users', { healthUserId: 'never-worn', days: 10, missingDayRate: 1 });
    expect(stepDays('never-worn').size).toBe(0);
  });
});
