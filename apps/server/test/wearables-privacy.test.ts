import { getHealthToday, getHealthTrend, getWearables, logManualActivity, syncDemoData } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';

/**
 * One person's health data is theirs alone. The wearables endpoints are for employees and about the signed-in
 * employee only (no path, query or body names a person), so another employee sees their own (empty) data. That no
 * other caller gets anything of the person's daily values from any endpoint, that employers (of the same company or
 * another) and admins are refused every wearables endpoint (403), and that another employee's calls change nothing of
 * the person's, is the privacy table's (privacy.test.ts).
 *
 * There are no group figures of health data yet: company insights, which show groups of at least 5 only, arrive
 * with their own issue and bring their own test of small groups.
 */

let t: TestApp;
let person: TestSession;
let colleague: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test', WEARABLES_DEMO_MODE: 'true' } });
  const origin = t.config.publicUrl;
  const company = await createCompany(t.database, { name: 'Health Privacy AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
  colleague = await signUp(t.app, origin, company);
  // The person's data: demo days and manual minutes.
  expect((await callEndpoint(t.app, person, syncDemoData)).status).toBe(200);
  expect((await callEndpoint(t.app, person, logManualActivity)).status).toBe(200);
});
afterAll(() => t.cleanup());

describe("one person's health data", () => {
  it('the person sees their own data', async () => {
    expect(expectOk(await callEndpoint(t.app, person, getHealthToday)).hasHealthData).toBe(true);
    const trend = expectOk(await callEndpoint(t.app, person, getHealthTrend, { query: { days: '30' } }));
    expect(trend.days.some((d) => d.steps !== null)).toBe(true);
  });

  it('another employee of the same company gets only their own, empty data', async () => {
    expect(expectOk(await callEndpoint(t.app, colleague, getWearables)).connection).toBeNull();
    const today = expectOk(await callEndpoint(t.app, colleague, getHealthToday));
    expect(today.hasHealthData).toBe(false);
    expect(today.metrics.every((m) => m.state === 'no_data')).toBe(true);
    const trend = expectOk(await callEndpoint(t.app, colleague, getHealthTrend, { query: { days: '90' } }));
    expect(trend.days.every((d) => d.steps === null && d.sleepHours === null)).toBe(true);
  });
});
