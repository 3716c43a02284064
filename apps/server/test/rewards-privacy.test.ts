import {
  cancelRedemption,
  fulfilRedemption,
  getRedemptionByCode,
  getRedemptionStats,
  listMyRedemptions,
  listRewards,
} from '@openwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, withRole, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint, expectOk } from './helpers/api-client.ts';
import { grantPoints, insertReward, pointsOf, redeem, redemptionsOf } from './helpers/rewards-fixtures.ts';

/**
 * Points and redemptions are personal data (issue 11). The employee endpoints answer for the signed-in employee only
 * (no path, query or body names a person; an Idempotency-Key is the user's own); the employer reaches one redemption
 * only through its code, which its owner shows (the QR code), and only for their own company. The figures are counts
 * with groups under 5 hidden. That employers and admins are refused the employee endpoints (403) and that no answer
 * to anyone else carries a person's balance, redemption ids or codes is the privacy table's (privacy.test.ts).
 */

let t: TestApp;
let company: TestCompany;
let person: TestSession;
let colleague: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let rewardId: string;
const KEY = 'privacy-key-0001';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  const origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Rewards Privacy AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
  colleague = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  const otherCompany = await createCompany(t.database, { name: 'Elsewhere AG', departments: ['Ops'] });
  otherEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, otherCompany), 'employer');

  rewardId = (await insertReward(t.database, company.id, { pointsCost: 111 })).id;
  await grantPoints(t.database, { userId: person.userId, companyId: company.id }, 1234);
  expect((await redeem(t.app, person, rewardId, KEY)).status).toBe(201);
  expect((await redeem(t.app, person, rewardId)).status).toBe(201);
});
afterAll(() => t.cleanup());

const personData = async () => ({
  points: await pointsOf(t.database, person.userId),
  redemptions: await redemptionsOf(t.database, person.userId),
});

describe("one person's points and redemptions", () => {
  it('the person sees their own balance and redemptions', async () => {
    expect(expectOk(await callEndpoint(t.app, person, listRewards)).balance).toBe(1234 - 222);
    expect(expectOk(await callEndpoint(t.app, person, listMyRedemptions)).redemptions).toHaveLength(2);
  });

  it("another employee gets only their own figures, and the person's key redeems nothing of theirs", async () => {
    const before = await personData();
    expect(expectOk(await callEndpoint(t.app, colleague, listRewards)).balance).toBe(0);
    expect(expectOk(await callEndpoint(t.app, colleague, listMyRedemptions)).redemptions).toEqual([]);
    const replay = await redeem(t.app, colleague, rewardId, KEY);
    expect(replay.status).toBe(409);
    expect(replay.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { missingPoints: 111 } });
    expect(await personData()).toEqual(before);
  });

  it("the figures show the person's two redemptions only as fewer than 5", async () => {
    const stats = expectOk(
      await callEndpoint(t.app, employer, getRedemptionStats, { params: { companyId: company.id } }),
    );
    const row = stats.rewards.find((r) => r.rewardId === rewardId)!;
    expect(row.total).toBeNull();
    expect(row.cells.map((cell) => cell.count)).toEqual([null]);
  });

  it('an employer of another company cannot reach a code of this company', async () => {
    const [redemption] = (await personData()).redemptions;
    for (const endpoint of [getRedemptionByCode, fulfilRedemption, cancelRedemption]) {
      const answer = await callEndpoint(t.app, otherEmployer, endpoint, { params: { code: redemption!.code } });
      expect(answer.status, endpoint.operationId).toBe(404);
      expect(answer.raw).not.toContain(person.email);
    }
  });
});
