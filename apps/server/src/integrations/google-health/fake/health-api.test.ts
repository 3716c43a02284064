import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { SCOPE_PREFIX } from './data-types.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import { api, connect } from './test-client.ts';

const clock = createFixedClock(new Date('2026-11-21T09:00:00Z'));
const USER = 'fake-user-1';
let fake: FakeGoogleHealth;
let token: string;

const date = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return { date: { year, month, day } };
};
const rollUp = (type: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  api(fake, token, `/v4/users/me/dataTypes/${type}/dataPoints:dailyRollUp`, {
    range: { start: date(start), end: date(end) },
    ...extra,
  });
const list = (type: string, query = '') => api(fake, token, `/v4/users/me/dataTypes/${type}/dataPoints${query}`);

async function listAll(type: string, filter: string) {
  const points: Record<string, any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let pageToken = '';
  for (let page = 0; page < 1000; page++) {
    const response = await list(
      type,
      `?filter=${encodeURIComponent(filter)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
    );
    expect(response.status).toBe(200);
    points.push(...response.json!.dataPoints);
    pageToken = response.json!.nextPageToken ?? '';
    if (!pageToken) break;
  }
  return points;
}

beforeAll(async () => {
  fake = await startFakeGoogleHealth({ clock, users: [{ healthUserId: USER, timeZone: 'America/New_York' }] });
  // 2026-11-01 is the autumn DST change in New York: a 25-hour civil day.
  fake.state.seedHistory(USER, { days: 30, endDate: '2026-11-20' });
  token = (await connect(fake)).access_token;
});
afterAll(async () => {
  await fake.stop();
});

describe('identity and settings', () => {
  it('resolves users/me and the real id', async () => {
    const me = await api(fake, token, '/v4/users/me/identity');
    expect(me.json).toEqual({ name: `users/${USER}/identity`, healthUserId: USER, legacyUserId: 'FAKE01' });
    expect((await api(fake, token, `/v4/users/${USER}/identity`)).status).toBe(200);
    expect((await api(fake, token, '/v4/users/someone-else/identity')).status).toBe(403);
  });

  it('reports the time zone in settings', async () => {
    const settings = await api(fake, token, '/v4/users/me/settings');
    expect(settings.json).toMatchObject({ timeZone: 'America/New_York', utcOffset: '-18000s' });
  });
});

describe('list', () => {
  it('pages steps newest first with an opaque token bound to the query', async () => {
    const first = await list('steps', '?pageSize=3');
    expect(first.json!.dataPoints).toHaveLength(3);
    const starts = first.json!.dataPoints.map((point: any) => point.steps.interval.startTime); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = await list('steps', `?pageSize=3&pageToken=${first.json!.nextPageToken}`);
    expect(second.json!.dataPoints[0].steps.interval.startTime < starts[2]).toBe(true);
    const otherQuery = await list('steps', `?pageSize=4&pageToken=${first.json!.nextPageToken}`);
    expect(otherQuery.status).toBe(400);
    expect(otherQuery.json!.error.status).toBe('INVALID_ARGUMENT');
  });

  it('writes int64 values as strings, doubles as numbers, civil and physical times with offsets', async () => {
    const [steps] = (await list('steps', '?pageSize=1')).json!.dataPoints;
    expect(steps.dataSource).toMatchObject({ platform: 'FITBIT', recordingMethod: 'PASSIVELY_MEASURED' });
    expect(steps.steps.count).toMatch(/^\d+$/);
    expect(steps.steps.interval).toMatchObject({ startUtcOffset: '-18000s', endUtcOffset: '-18000s' });
    expect(steps.steps.interval.civilStartTime.date).toEqual({ year: 2026, month: 11, day: 20 });
    const [weight] = (await list('weight', '?pageSize=1')).json!.dataPoints;
    expect(typeof weight.weight.weightGrams).toBe('number');
    expect(weight.weight.sampleTime).toMatchObject({ utcOffset: '-18000s' });
    expect(weight.weight.sampleTime.physicalTime).toMatch(/Z$/);
    const [hr] = (await list('heart-rate', '?pageSize=1')).json!.dataPoints;
    expect(hr.heartRate.beatsPerMinute).toMatch(/^\d+$/);
    const [rhr] = (await list('daily-resting-heart-rate', '?pageSize=1')).json!.dataPoints;
    expect(rhr.dailyRestingHeartRate).toMatchObject({ date: { year: 2026, month: 11, day: 20 } });
    expect(rhr.dailyRestingHeartRate.beatsPerMinute).toMatch(/^\d+$/);
    const [sleep] = (await list('sleep')).json!.dataPoints;
    expect(sleep.name).toMatch(new RegExp(`^users/${USER}/dataTypes/sleep/dataPoints/`));
    expect(sleep.sleep.summary.minutesAsleep).toMatch(/^\d+$/);
  });

  it('caps page sizes: 25 for sleep, 10000 otherwise; defaults 25 and 1440', async () => {
    expect((await list('sleep', '?pageSize=100')).json!.dataPoints).toHaveLength(25);
    expect((await list('sleep')).json!.dataPoints).toHaveLength(25);
    expect((await list('heart-rate')).json!.dataPoints).toHaveLength(1440);
    const all = (await list('heart-rate', '?pageSize=20000')).json!;
    expect(all.nextPageToken).toBeUndefined();
    expect(all.dataPoints).toHaveLength(fake.state.storedPoints(USER, 'heart-rate').length);
    fake.state.addUser({ healthUserId: 'long-history' });
    fake.state.seedHistory('long-history', { days: 120, endDate: '2026-11-20', missingDayRate: 0 });
    const other = (await connect(fake, { fake_user: 'long-history' })).access_token;
    const capped = await api(fake, other, '/v4/users/me/dataTypes/heart-rate/dataPoints?pageSize=20000');
    expect(capped.json!.dataPoints).toHaveLength(10000);
    expect(capped.json!.nextPageToken).toBeDefined();
  });

  it('filters on civil and physical times, daily dates and sleep end times', async () => {
    const civil = await listAll(
      'steps',
      'steps.interval.civil_start_time >= "2026-11-19" AND steps.interval.civil_start_time < "2026-11-20"',
    );
    expect(civil.length).toBeGreaterThan(0);
    expect(civil.every((point) => point.steps.interval.civilStartTime.date.day === 19)).toBe(true);
    // New York is UTC-5 in November: the civil day 19 is 05:00Z on the 19th to 05:00Z on the 20th.
    const physical = await listAll(
      'steps',
      'steps.interval.start_time >= "2026-11-19T05:00:00Z" AND steps.interval.start_time < "2026-11-20T05:00:00Z"',
    );
    expect(physical).toEqual(civil);
    const daily = await listAll('daily-resting-heart-rate', 'daily_resting_heart_rate.date >= "2026-11-18"');
    expect(daily.map((point) => point.dailyRestingHeartRate.date.day)).toEqual(
      [20, 19, 18].filter((day) => daily.some((point) => point.dailyRestingHeartRate.date.day === day)),
    );
    const samples = await listAll('weight', 'weight.sample_time.civil_time >= "2026-11-10"');
    expect(samples.every((point) => point.weight.sampleTime.civilTime.date.day >= 10)).toBe(true);
    const nights = await listAll('sleep', 'sleep.interval.end_time >= "2026-11-19T00:00:00Z"');
    expect(nights.length).toBeGreaterThanOrEqual(1);
    expect(nights.length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['steps.interval.start_time > "2026-11-19T00:00:00Z"', 'INVALID_DATA_POINT_FILTER_RESTRICTION_COMPARABLE'],
    ['weight.sample_time.civil_time >= "2026-11-19"', 'INVALID_DATA_POINT_FILTER_DATA_TYPE_RESTRICTION'],
    ['steps.sample_time.physical_time >= "2026-11-19T00:00:00Z"', 'INVALID_DATA_POINT_FILTER_DATA_TYPE_MEMBER'],
    ['steps.interval.start_time >= ', 'INVALID_DATA_POINT_FILTER_UNEXPECTED_END_OF_INPUT'],
    ['steps.interval.start_time >= "yesterday"', 'INVALID_FILTER_FORMAT'],
  ])('refuses the filter %s', async (filter, reason) => {
    const response = await list('steps', `?filter=${encodeURIComponent(filter)}`);
    expect(response.status).toBe(400);
    expect(response.json!.error.details[0].reason).toBe(reason);
  });

  it('refuses an unknown data type with INVALID_PARENT_DATA_TYPE_COLLECTION', async () => {
    const response = await list('step-count');
    expect(response.status).toBe(400);
    expect(response.json!.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_PARENT_DATA_TYPE_COLLECTION' }],
    });
    expect((await list('dailyRestingHeartRate')).json!.error.details[0].reason).toBe(
      'INVALID_PARENT_DATA_TYPE_COLLECTION_FORMAT',
    );
  });
});

describe('dailyRollUp', () => {
  it('sums each civil day exactly as list does', async () => {
    const rollup = await rollUp('steps', '2026-11-07', '2026-11-21');
    expect(rollup.status).toBe(200);
    const days = rollup.json!.rollupDataPoints;
    expect(days.length).toBeGreaterThan(10);
    for (const day of days) {
      const start = day.civilStartTime.date;
      const key = `${start.year}-${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}`;
      const points = fake.state.storedPoints(USER, 'steps').filter((point) => point.civilDate === key);
      const sum = points.reduce((total, point) => total + Number((point.point.steps as { count: string }).count), 0);
      expect(day.steps.countSum).toBe(String(sum));
    }
    const listed = await listAll(
      'steps',
      'steps.interval.civil_start_time >= "2026-11-19" AND steps.interval.civil_start_time < "2026-11-20"',
    );
    const listedSum = listed.reduce((total, point) => total + Number(point.steps.count), 0);
    const the19th = days.find(
      (day: { civilStartTime: { date: { day: number } } }) => day.civilStartTime.date.day === 19,
    );
    expect(the19th).toMatchObject({
      civilStartTime: { date: { year: 2026, month: 11, day: 19 } },
      civilEndTime: { date: { year: 2026, month: 11, day: 20 } },
      steps: { countSum: String(listedSum) },
    });
  });

  it('follows the civil day across a DST change (25-hour day in New York)', async () => {
    const rollup = await rollUp('heart-rate', '2026-11-01', '2026-11-02');
    const samples = fake.state.storedPoints(USER, 'heart-rate').filter((point) => point.civilDate === '2026-11-01');
    if (samples.length > 0) expect(samples).toHaveLength(100); // 25 hours of 15-minute samples
    expect(rollup.status).toBe(200);
  });

  it('computes averages, level sums and doubles in the reference shapes', async () => {
    const heart = (await rollUp('heart-rate', '2026-11-19', '2026-11-20')).json!.rollupDataPoints[0].heartRate;
    expect(typeof heart.beatsPerMinuteAvg).toBe('number');
    expect(heart.beatsPerMinuteMin).toBeLessThanOrEqual(heart.beatsPerMinuteMax);
    const calories = (await rollUp('total-calories', '2026-11-19', '2026-11-20')).json!.rollupDataPoints[0];
    expect(typeof calories.totalCalories.kcalSum).toBe('number');
    const weekly = await rollUp('distance', '2026-11-07', '2026-11-21', { windowSizeDays: 7 });
    expect(weekly.json!.rollupDataPoints).toHaveLength(2);
    expect(weekly.json!.rollupDataPoints[0].distance.millimetersSum).toMatch(/^\d+$/);
    const active = (await rollUp('active-minutes', '2026-11-07', '2026-11-21')).json!.rollupDataPoints;
    expect(active[0].activeMinutes.activeMinutesRollupByActivityLevel[0]).toMatchObject({
      activityLevel: expect.stringMatching(/LIGHT|MODERATE|VIGOROUS/),
    });
  });

  it('caps the range at 14 days for heart-rate, active-minutes, total-calories and 90 for the others', async () => {
    for (const type of ['heart-rate', 'active-minutes', 'total-calories']) {
      expect((await rollUp(type, '2026-11-06', '2026-11-20')).status).toBe(200);
      const tooLong = await rollUp(type, '2026-11-05', '2026-11-20');
      expect(tooLong.status).toBe(400);
      expect(tooLong.json!.error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await rollUp('steps', '2026-08-22', '2026-11-20')).status).toBe(200);
    expect((await rollUp('steps', '2026-08-21', '2026-11-20')).status).toBe(400);
  });

  it('refuses ranges that do not align with the window', async () => {
    expect((await rollUp('steps', '2026-11-01', '2026-11-11', { windowSizeDays: 7 })).status).toBe(400);
    expect((await rollUp('steps', '2026-11-11', '2026-11-11')).status).toBe(400);
    const withTime = await api(fake, token, '/v4/users/me/dataTypes/steps/dataPoints:dailyRollUp', {
      range: { start: { ...date('2026-11-10'), time: { hours: 6 } }, end: date('2026-11-11') },
    });
    expect(withTime.status).toBe(400);
  });
});

describe('scopes', () => {
  it('answers 403 PERMISSION_DENIED for a type whose scope was not granted', async () => {
    const activityOnly = (await connect(fake, { fake_grant: 'activity_and_fitness.readonly' })).access_token;
    expect((await api(fake, activityOnly, '/v4/users/me/dataTypes/steps/dataPoints')).status).toBe(200);
    for (const type of ['sleep', 'heart-rate', 'weight']) {
      const denied = await api(fake, activityOnly, `/v4/users/me/dataTypes/${type}/dataPoints`);
      expect(denied.status).toBe(403);
      expect(denied.json!.error).toMatchObject({
        code: 403,
        status: 'PERMISSION_DENIED',
        message: 'Request had insufficient authentication scopes.',
      });
    }
    const writeOnly = (await connect(fake, { scope: `${SCOPE_PREFIX}sleep.writeonly` })).access_token;
    expect((await api(fake, writeOnly, '/v4/users/me/dataTypes/sleep/dataPoints')).status).toBe(403);
  });

  it('answers 401 UNAUTHENTICATED without a token and once it has expired', async () => {
    const missing = await api(fake, null, '/v4/users/me/dataTypes/steps/dataPoints');
    expect(missing.status).toBe(401);
    expect(missing.json!.error.status).toBe('UNAUTHENTICATED');
    const fresh = (await connect(fake)).access_token;
    clock.advance(3598 * 1000);
    expect((await api(fake, fresh, '/v4/users/me/identity')).status).toBe(200);
    clock.advance(1000);
    const expired = await api(fake, fresh, '/v4/users/me/identity');
    expect(expired.status).toBe(401);
    expect(expired.json!.error.details[0].reason).toBe('ACCESS_TOKEN_EXPIRED');
  });
});
