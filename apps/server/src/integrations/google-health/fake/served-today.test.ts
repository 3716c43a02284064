import { afterEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../../lib/clock.ts';
import { startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
import { STANDALONE_USER, startStandaloneFake } from './standalone.ts';
import { api, connect } from './test-client.ts';

/**
 * Issue 24: following the README with the bundled fake, every "today" card said "No data yet": the standalone fake
 * served data up to yesterday. It serves today as the real API does: what has happened by now, and each new day.
 */
const TODAY = '2026-11-20';
/** 15:00 in Zurich. */
const AFTERNOON = new Date('2026-11-20T14:00:00Z');
const clock = createFixedClock(AFTERNOON);
let fake: FakeGoogleHealth;
let token: string;
afterEach(async () => {
  await fake.stop();
});

const date = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return { date: { year, month, day } };
};
const nextDay = (key: string) => new Date(Date.parse(`${key}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The day's roll-up value object of a type, or undefined when the API has no window for the day. */
async function rollUpDay(type: string, day: string) {
  const answer = await api(fake, token, `/v4/users/me/dataTypes/${type}/dataPoints:dailyRollUp`, {
    range: { start: date(day), end: date(nextDay(day)) },
  });
  expect(answer.status).toBe(200);
  return answer.json!.rollupDataPoints[0] as Record<string, Record<string, string>> | undefined;
}
async function listSince(type: string, filter: string) {
  const answer = await api(
    fake,
    token,
    `/v4/users/me/dataTypes/${type}/dataPoints?pageSize=10000&filter=${encodeURIComponent(filter)}`,
  );
  expect(answer.status).toBe(200);
  return answer.json!.dataPoints as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const standalone = () =>
  startStandaloneFake({
    port: 0,
    days: 30,
    timeZone: 'Europe/Zurich',
    retryAfterSeconds: null,
    refreshTokenLifetimeSeconds: null,
    control: false,
    clock,
  });

describe('the standalone fake (the README\'s "Connecting Fitbit without the internet")', () => {
  it("serves today: the night's sleep, the daily summaries, and the steps and calories so far", async () => {
    clock.set(AFTERNOON);
    fake = await standalone();
    token = (await connect(fake)).access_token;

    const steps = await rollUpDay('steps', TODAY);
    expect(Number(steps?.steps?.countSum)).toBeGreaterThan(1000);
    expect(Number((await rollUpDay('total-calories', TODAY))?.totalCalories?.kcalSum)).toBeGreaterThan(500);
    const night = await listSince('sleep', `sleep.interval.civil_end_time >= "${TODAY}"`);
    expect(night).toHaveLength(1);
    const resting = await listSince('daily-resting-heart-rate', `daily_resting_heart_rate.date >= "${TODAY}"`);
    expect(resting.map((point) => point.dailyRestingHeartRate.date)).toEqual([date(TODAY).date]);

    // As far as the day has gone: no quarter hour after 15:00, so less than the whole day the history holds.
    const intervals = await listSince('steps', `steps.interval.civil_start_time >= "${TODAY}"`);
    expect(intervals.length).toBeGreaterThan(0);
    for (const point of intervals) expect(Date.parse(point.steps.interval.endTime)).toBeLessThanOrEqual(+AFTERNOON);
    const wholeDay = fake.state
      .storedPoints(STANDALONE_USER, 'steps')
      .filter((point) => point.civilDate === TODAY)
      .reduce((sum, point) => sum + Number((point.point.steps as { count: string }).count), 0);
    expect(Number(steps!.steps!.countSum)).toBeLessThan(wholeDay);
  });

  it('goes on living: a new day is served as it comes', async () => {
    clock.set(AFTERNOON);
    fake = await standalone();
    token = (await connect(fake)).access_token;
    // Two days later, in the afternoon (a fake left running over two nights).
    clock.advance(2 * 86_400_000);
    token = (await connect(fake)).access_token; // the first token has expired by now
    const later = '2026-11-22';
    expect(Number((await rollUpDay('steps', later))?.steps?.countSum)).toBeGreaterThan(1000);
    expect(Number((await rollUpDay('steps', '2026-11-21'))?.steps?.countSum)).toBeGreaterThan(1000);
    expect(await listSince('sleep', `sleep.interval.civil_end_time >= "${later}"`)).toHaveLength(1);
  });
});

describe('today as far as it has gone', () => {
  it("before the person is up: the night's heart rate so far, no steps, and neither the night nor its summaries", async () => {
    // 04:30 in Zurich: the tracker has samples every quarter hour since midnight; the sleep that ends this morning
    // (at 05:00 at the earliest) and the summaries worked out from it are not there yet.
    clock.set(new Date('2026-11-20T03:30:00Z'));
    fake = await startFakeGoogleHealth({ clock, users: [{ healthUserId: 'early', timeZone: 'Europe/Zurich' }] });
    fake.state.seedHistory('early', { days: 5, endDate: TODAY, missingDayRate: 0 });
    token = (await connect(fake)).access_token;

    expect(await rollUpDay('steps', TODAY)).toBeUndefined();
    expect(Number((await rollUpDay('steps', '2026-11-19'))?.steps?.countSum)).toBeGreaterThan(1000);
    const samples = await listSince('heart-rate', `heart_rate.sample_time.civil_time >= "${TODAY}"`);
    expect(samples).toHaveLength(4 * 4 + 3); // 00:00, 00:15 ... 04:30
    expect(await listSince('sleep', `sleep.interval.civil_end_time >= "${TODAY}"`)).toEqual([]);
    expect(await listSince('daily-oxygen-saturation', `daily_oxygen_saturation.date >= "${TODAY}"`)).toEqual([]);
    expect(await listSince('daily-oxygen-saturation', `daily_oxygen_saturation.date >= "2026-11-19"`)).toHaveLength(1);

    // Once they are up (the night ended), the night and its summaries are there.
    clock.set(new Date('2026-11-20T08:00:00Z'));
    token = (await connect(fake)).access_token;
    expect(await listSince('sleep', `sleep.interval.civil_end_time >= "${TODAY}"`)).toHaveLength(1);
    expect(await listSince('daily-oxygen-saturation', `daily_oxygen_saturation.date >= "${TODAY}"`)).toHaveLength(1);
  });
});

describe('pages while the day goes on', () => {
  it('lists each point once when new ones are served between two pages', async () => {
    clock.set(new Date('2026-11-20T11:00:00Z'));
    fake = await startFakeGoogleHealth({ clock, users: [{ healthUserId: 'paged', timeZone: 'Europe/Zurich' }] });
    fake.state.seedHistory('paged', { days: 2, endDate: TODAY, missingDayRate: 0 });
    token = (await connect(fake)).access_token;
    const filter = encodeURIComponent(`heart_rate.sample_time.civil_time >= "${TODAY}"`);
    const times: string[] = [];
    let pageToken = '';
    do {
      const answer = await api(
        fake,
        token,
        `/v4/users/me/dataTypes/heart-rate/dataPoints?pageSize=20&filter=${filter}${pageToken ? `&pageToken=${pageToken}` : ''}`,
      );
      expect(answer.status).toBe(200);
      times.push(...answer.json!.dataPoints.map((point: any) => point.heartRate.sampleTime.physicalTime)); // eslint-disable-line @typescript-eslint/no-explicit-any
      pageToken = answer.json!.nextPageToken ?? '';
      clock.advance(15 * 60_000); // a new sample is served before each next page
    } while (pageToken);
    // 00:00 to 12:00 in Zurich when the first page was asked for: 49 samples, each once, newest first.
    expect(times).toHaveLength(49);
    expect(new Set(times).size).toBe(49);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
