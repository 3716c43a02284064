import { afterEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import { FAKE_GOOGLE_CLIENT_ID } from './state.ts';
import { api, refresh } from './test-client.ts';

const clock = createFixedClock(new Date('2026-11-20T10:00:00Z'));
let fake: FakeGoogleHealth;
afterEach(() => fake.stop());

const STEPS = '/v4/users/me/dataTypes/steps/dataPoints';
const SLEEP = '/v4/users/me/dataTypes/sleep/dataPoints';

describe('many users (benchmarks)', () => {
  it('issues live tokens without the round trip, for the health scopes by default, refreshable and revocable', async () => {
    fake = await startFakeGoogleHealth({ clock, users: [{ healthUserId: 'bench-1' }] });
    const tokens = fake.state.issueTokens('bench-1', FAKE_GOOGLE_CLIENT_ID);
    expect(tokens.expiresAt).toEqual(new Date('2026-11-20T10:59:59Z'));
    expect((await api(fake, tokens.accessToken, STEPS)).status).toBe(200);
    expect((await api(fake, tokens.accessToken, '/v4/users/me/settings')).status).toBe(403); // not a health scope
    expect((await refresh(fake, tokens.refreshToken)).status).toBe(200);
    fake.state.revoke(tokens.refreshToken);
    expect((await api(fake, tokens.accessToken, STEPS)).status).toBe(401);

    const activityOnly = fake.state.issueTokens('bench-1', FAKE_GOOGLE_CLIENT_ID, ['activity_and_fitness.readonly']);
    expect((await api(fake, activityOnly.accessToken, SLEEP)).status).toBe(403);
  });

  it("serves the template user's points to users without their own, and a user's own points otherwise", async () => {
    fake = await startFakeGoogleHealth({
      clock,
      users: [{ healthUserId: 'template' }, { healthUserId: 'bench-1' }, { healthUserId: 'bench-2' }],
      templateUserId: 'template',
    });
    fake.state.seedHistory('template', { days: 3, endDate: '2026-11-20' });
    fake.state.seedHistory('bench-2', { days: 1, endDate: '2026-11-20' });
    const list = async (userId: string) =>
      (await api(fake, fake.state.issueTokens(userId, FAKE_GOOGLE_CLIENT_ID).accessToken, `${STEPS}?pageSize=10000`))
        .json!.dataPoints as unknown[];
    const template = await list('template');
    expect(template.length).toBeGreaterThan(0);
    expect(await list('bench-1')).toEqual(template);
    const own = await list('bench-2');
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(template.length);
  });
});
