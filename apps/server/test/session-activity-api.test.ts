import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionActivity } from '../src/features/session-activity/session-activity.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';

let t: TestApp;
let origin: string;
let company: TestCompany;
let alice: TestSession;
let bob: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database);
  alice = await signUp(t.app, origin, company);
  bob = await signUp(t.app, origin, company);
});
afterAll(() => t.cleanup());

const timestamp = '2026-11-23T10:00:00.000Z';
const log = (session: TestSession | null, payload: unknown, headers: Record<string, string> = {}) =>
  request(t.app, origin, {
    method: 'POST',
    url: '/api/session-activity',
    session,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const rowsOf = (userId: string) =>
  t.database.db
    .select()
    .from(sessionActivity)
    .where(eq(sessionActivity.userId, userId))
    .orderBy(sessionActivity.createdAt);

describe('POST /api/session-activity', () => {
  it('logs for the session user, with the company of their profile and the user agent', async () => {
    const response = await log(alice, {
      p_activity_type: 'session_start',
      p_metadata: { timestamp, userAgent: 'Mozilla/5.0 Test' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOf(alice.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: alice.userId,
      companyId: company.id,
      activityType: 'session_start',
      metadata: { timestamp, userAgent: 'Mozilla/5.0 Test' },
    });
  });

  it("accepts the user's own id as p_user_id", async () => {
    const before = (await rowsOf(bob.userId)).length;
    const response = await log(bob, {
      p_user_id: bob.userId,
      p_activity_type: 'session_activity',
      p_metadata: { timestamp },
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(bob.userId)).toHaveLength(before + 1);
  });

  it('refuses a p_user_id naming another user with 403 and stores nothing for anyone', async () => {
    const [aliceBefore, bobBefore] = [(await rowsOf(alice.userId)).length, (await rowsOf(bob.userId)).length];
    const response = await log(alice, {
      p_user_id: bob.userId,
      p_activity_type: 'session_end',
      p_metadata: { timestamp },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await rowsOf(alice.userId)).toHaveLength(aliceBefore);
    expect(await rowsOf(bob.userId)).toHaveLength(bobBefore);
  });

  it('answers 401 when signed out and stores nothing', async () => {
    const response = await log(null, {
      p_user_id: alice.userId,
      p_activity_type: 'session_start',
      p_metadata: { timestamp },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an unknown type', { p_activity_type: 'session_pause', p_metadata: { timestamp } }],
    ['a missing timestamp', { p_activity_type: 'session_start', p_metadata: {} }],
    ['a timestamp that is not ISO', { p_activity_type: 'session_start', p_metadata: { timestamp: 'yesterday' } }],
    ['extra metadata', { p_activity_type: 'session_start', p_metadata: { timestamp, heartRate: 80 } }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, payload) => {
    const before = (await rowsOf(alice.userId)).length;
    const response = await log(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(alice.userId)).toHaveLength(before);
  });

  it('stores the user agent truncated to 512 characters', async () => {
    const userAgent = 'U'.repeat(900);
    expect(
      (await log(bob, { p_activity_type: 'session_start', p_metadata: { timestamp, userAgent } })).statusCode,
    ).toBe(204);
    const rows = await rowsOf(bob.userId);
    expect(rows.at(-1)?.metadata.userAgent).toBe('U'.repeat(512));
  });

  it('accepts a text/plain JSON body (navigator.sendBeacon with a string)', async () => {
    const before = (await rowsOf(alice.userId)).length;
    const response = await log(alice, JSON.stringify({ p_activity_type: 'session_end', p_metadata: { timestamp } }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(alice.userId)).toHaveLength(before + 1);
    const broken = await log(alice, 'not json', { 'content-type': 'text/plain;charset=UTF-8' });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses bodies over 2 KB with 413', async () => {
    const response = await log(alice, {
      p_activity_type: 'session_start',
      p_metadata: { timestamp, userAgent: 'x'.repeat(1000) },
      pad: 'y'.repeat(2000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a beacon from a foreign origin (CSRF)', async () => {
    const response = await log(
      alice,
      { p_activity_type: 'session_end', p_metadata: { timestamp } },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  it('stores company null for a user without a profile', async () => {
    const admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
    expect((await log(admin, { p_activity_type: 'session_start', p_metadata: { timestamp } })).statusCode).toBe(204);
    expect((await rowsOf(admin.userId))[0]?.companyId).toBeNull();
  });

  it('is rate limited per user: 120 per minute', async () => {
    const carol = await signUp(t.app, origin, company);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await log(carol, { p_activity_type: 'session_activity', p_metadata: { timestamp } })).statusCode);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses[120]).toBe(429);
    // Another user is not affected.
    expect((await log(bob, { p_activity_type: 'session_activity', p_metadata: { timestamp } })).statusCode).toBe(204);
  });
});
