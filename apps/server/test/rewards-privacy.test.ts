import { REWARDS_ENDPOINTS } from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPrivacyCast, request, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { listRoutes } from './helpers/route-list.ts';
import { grantPoints, insertReward, pointsOf, redeem, redemptionsOf } from './helpers/rewards-fixtures.ts';

/**
 * Points and redemptions are personal data (issue 11). The employee endpoints answer for the signed-in employee only
 * (no path, query or body names a person; an Idempotency-Key is the user's own). Employers and admins are refused
 * there (403), and no admin-area answer carries a person's balance, redemption ids or codes: the employer reaches one
 * redemption only through its code, which its owner shows (the QR code), and only for their own company. The figures
 * are counts with groups under 5 hidden.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;
let adminWithProfile: TestSession;
let rewardId: string;
const KEY = 'privacy-key-0001';
const UNKNOWN_CODE = 'ZZZZZZZZZZZZZZZZZZZZZZZZZ';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  ({ company, person, colleague, employer, otherEmployer, admin, adminWithProfile } = await createPrivacyCast(
    t.app,
    origin,
    t.database,
    { company: 'Rewards Privacy AG', otherCompany: 'Elsewhere AG' },
  ));

  rewardId = (await insertReward(t.database, company.id, { pointsCost: 111 })).id;
  await grantPoints(t.database, { userId: person.userId, companyId: company.id }, 1234);
  expect((await redeem(t.app, origin, person, rewardId, KEY)).statusCode).toBe(201);
  expect((await redeem(t.app, origin, person, rewardId)).statusCode).toBe(201);
});
afterAll(() => t.cleanup());

const personData = async () => ({
  points: await pointsOf(t.database, person.userId),
  redemptions: await redemptionsOf(t.database, person.userId),
});

/** Each employee endpoint as a request with a valid body (the person's own key reused by others). */
const employeeRequests = REWARDS_ENDPOINTS.filter((endpoint) =>
  (endpoint.access as readonly string[]).includes('employee'),
).map((endpoint) => ({
  name: endpoint.operationId,
  method: endpoint.method,
  url: endpoint.path,
  payload: endpoint.operationId === 'redeemReward' ? { rewardId: '' } : undefined,
}));

describe("one person's points and redemptions", () => {
  it('the person sees their own balance and redemptions', async () => {
    const catalogue = await request(t.app, origin, { method: 'GET', url: '/api/rewards', session: person });
    expect(catalogue.json().balance).toBe(1234 - 222);
    const mine = await request(t.app, origin, { method: 'GET', url: '/api/rewards/redemptions', session: person });
    expect(mine.json().redemptions).toHaveLength(2);
  });

  it("another employee gets only their own figures, and the person's key redeems nothing of theirs", async () => {
    const before = await personData();
    const catalogue = await request(t.app, origin, { method: 'GET', url: '/api/rewards', session: colleague });
    expect(catalogue.json().balance).toBe(0);
    const mine = await request(t.app, origin, { method: 'GET', url: '/api/rewards/redemptions', session: colleague });
    expect(mine.json().redemptions).toEqual([]);
    const replay = await redeem(t.app, origin, colleague, rewardId, KEY);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { missingPoints: 111 } });
    expect(await personData()).toEqual(before);
  });

  it('employers (same company or another) and admins get 403 from every employee endpoint', async () => {
    const before = await personData();
    expect(employeeRequests.map((r) => r.name).sort()).toEqual(['listMyRedemptions', 'listRewards', 'redeemReward']);
    for (const session of [employer, otherEmployer, admin, adminWithProfile]) {
      for (const { name, method, url, payload } of employeeRequests) {
        const answer = await request(t.app, origin, {
          method: method as 'GET',
          url,
          session,
          headers: { 'idempotency-key': KEY },
          ...(payload ? { payload: { rewardId } } : {}),
        });
        expect(answer.statusCode, `${name} as ${session.email}`).toBe(403);
      }
    }
    expect(await personData()).toEqual(before);
  });

  it("no admin-area answer carries the person's balance, redemption ids or codes", async () => {
    const { redemptions } = await personData();
    const gets = listRoutes(t.app).filter((route) => route.method === 'GET' && route.path.startsWith('/api/admin'));
    const checked: string[] = [];
    for (const route of gets) {
      const url = route.path
        .replace(':companyId', company.id)
        .replace(':userId', person.userId)
        .replace(':rewardId', rewardId)
        .replace(':departmentId', '00000000-0000-4000-8000-000000000000')
        .replace(':code', UNKNOWN_CODE);
      for (const session of [admin, adminWithProfile, employer, otherEmployer]) {
        const answer = await request(t.app, origin, { method: 'GET', url, session });
        checked.push(`${url} ${answer.statusCode}`);
        for (const redemption of redemptions) {
          expect(answer.body, `${url}: a redemption id`).not.toContain(redemption.id);
          expect(answer.body, `${url}: a code`).not.toContain(redemption.code);
        }
        expect(answer.body, `${url}: a balance`).not.toMatch(/"balance(After)?"/);
      }
    }
    expect(checked.some((line) => line.includes('/rewards ') && line.endsWith(' 200'))).toBe(true);
    expect(checked.some((line) => line.includes('/redemptions/stats') && line.endsWith(' 200'))).toBe(true);
  });

  it("the figures show the person's two redemptions only as fewer than 5", async () => {
    const stats = await request(t.app, origin, {
      method: 'GET',
      url: `/api/admin/companies/${company.id}/redemptions/stats`,
      session: employer,
    });
    const row = stats.json().rewards.find((r: { rewardId: string }) => r.rewardId === rewardId);
    expect(row.total).toBeNull();
    expect(row.cells.map((cell: { count: number | null }) => cell.count)).toEqual([null]);
  });

  it('an employer of another company cannot reach a code of this company', async () => {
    const [redemption] = (await personData()).redemptions;
    for (const action of ['', '/fulfil', '/cancel']) {
      const answer = await request(t.app, origin, {
        method: action === '' ? 'GET' : 'POST',
        url: `/api/admin/redemptions/${redemption!.code}${action}`,
        session: otherEmployer,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(person.email);
    }
  });
});
