import { REWARDS_PER_COMPANY_MAX, type TCreateRewardRequest } from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { rewards } from '../src/features/rewards/rewards.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  request,
  signUp,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';
import { grantPoints, insertReward, redeem } from './helpers/rewards-fixtures.ts';

/**
 * The catalogue: employers manage their own company's rewards, admins any company's (another company answers
 * NOT_FOUND to an employer); employees see their company's active rewards whose window has not ended. Changes are
 * audited; a reward with redemptions cannot be deleted.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let other: TestCompany;
let employee: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Catalogue AG', departments: ['Ops'] });
  other = await createCompany(t.database, { name: 'Other GmbH', departments: ['Ops'] });
  employee = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  otherEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, other), 'employer');
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
});
afterAll(() => t.cleanup());

const rewardsUrl = (companyId: string) => `/api/admin/companies/${companyId}/rewards`;
const call = (session: TestSession, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request(t.app, origin, { method, url, session, ...(payload ? { payload } : {}) });

const body = (overrides: Partial<TCreateRewardRequest> = {}): TCreateRewardRequest => ({
  title: { en: 'Massage', de: 'Massage', fr: 'Massage' },
  description: { en: 'Twenty minutes at the office.' },
  pointsCost: 900,
  icon: 'heart',
  stock: null,
  availableFrom: null,
  availableUntil: null,
  active: true,
  ...overrides,
});

const auditRows = (companyId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, action)));

describe('managing the catalogue', () => {
  it('an employer creates, changes and deletes a reward of their company, each audited', async () => {
    const created = await call(employer, 'POST', rewardsUrl(company.id), body({ stock: 4 }));
    expect(created.statusCode).toBe(201);
    const reward = created.json();
    expect(reward).toMatchObject({
      title: { en: 'Massage', de: 'Massage', fr: 'Massage' },
      pointsCost: 900,
      stock: 4,
      unavailable: null,
      hasRedemptions: false,
    });
    const [createdRow] = (await auditRows(company.id, 'reward_created')).filter(
      (row) => row.metadata.rewardId === reward.id,
    );
    expect(createdRow).toMatchObject({ actorUserId: employer.userId, metadata: { title: 'Massage', pointsCost: 900 } });

    const changed = await call(employer, 'PATCH', `${rewardsUrl(company.id)}/${reward.id}`, {
      pointsCost: 750,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ pointsCost: 750, active: false, unavailable: 'inactive', stock: 4 });
    const [updatedRow] = (await auditRows(company.id, 'reward_updated')).filter(
      (row) => row.metadata.rewardId === reward.id,
    );
    expect(updatedRow!.metadata.fields).toEqual(['pointsCost', 'active']);

    const listed = await call(employer, 'GET', rewardsUrl(company.id));
    expect(listed.json().rewards.map((r: { id: string }) => r.id)).toContain(reward.id);

    const deleted = await call(employer, 'DELETE', `${rewardsUrl(company.id)}/${reward.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(rewards).where(eq(rewards.id, reward.id))).toEqual([]);
    expect((await auditRows(company.id, 'reward_deleted')).some((row) => row.metadata.rewardId === reward.id)).toBe(
      true,
    );
    expect((await call(employer, 'DELETE', `${rewardsUrl(company.id)}/${reward.id}`)).statusCode).toBe(404);
  });

  it('keeps the window in order, also against the stored end a change leaves alone', async () => {
    const inverted = await call(
      employer,
      'POST',
      rewardsUrl(company.id),
      body({
        availableFrom: '2031-02-01',
        availableUntil: '2031-01-01',
      }),
    );
    expect(inverted.statusCode).toBe(400);
    const reward = (
      await call(employer, 'POST', rewardsUrl(company.id), body({ availableUntil: '2031-01-31' }))
    ).json();
    const url = `${rewardsUrl(company.id)}/${reward.id}`;
    const late = await call(employer, 'PATCH', url, { availableFrom: '2031-02-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('VALIDATION_FAILED');
    const fine = await call(employer, 'PATCH', url, { availableFrom: '2031-01-01' });
    expect(fine.json()).toMatchObject({ availableFrom: '2031-01-01', availableUntil: '2031-01-31' });
    // Opening the end first, then moving the start past the old end, is fine.
    expect((await call(employer, 'PATCH', url, { availableUntil: null })).statusCode).toBe(200);
    expect((await call(employer, 'PATCH', url, { availableFrom: '2032-01-01' })).statusCode).toBe(200);
  });

  it(`refuses a reward past ${REWARDS_PER_COMPANY_MAX} per company`, async () => {
    const full = await createCompany(t.database, { name: 'Full Catalogue AG', departments: ['Ops'] });
    await t.database.db.insert(rewards).values(
      Array.from({ length: REWARDS_PER_COMPANY_MAX }, (_, i) => ({
        companyId: full.id,
        title: { en: `Reward ${i}` },
        pointsCost: 10,
      })),
    );
    const refused = await call(admin, 'POST', rewardsUrl(full.id), body());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REWARD_LIMIT_REACHED');
  });

  it('refuses to delete a reward with redemptions (it can be deactivated)', async () => {
    const reward = await insertReward(t.database, company.id, { pointsCost: 10 });
    await grantPoints(t.database, { userId: employee.userId, companyId: company.id }, 10);
    expect((await redeem(t.app, employee, reward.id)).status).toBe(201);
    const url = `${rewardsUrl(company.id)}/${reward.id}`;
    const refused = await call(employer, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REWARD_HAS_REDEMPTIONS');
    const listed = (await call(employer, 'GET', rewardsUrl(company.id))).json().rewards;
    expect(listed.find((r: { id: string }) => r.id === reward.id)).toMatchObject({ hasRedemptions: true });
    expect((await call(employer, 'PATCH', url, { active: false })).statusCode).toBe(200);
  });
});

describe('who manages which catalogue', () => {
  it('an employer of another company gets NOT_FOUND for every catalogue endpoint, and changes nothing', async () => {
    const reward = await insertReward(t.database, company.id);
    const url = `${rewardsUrl(company.id)}/${reward.id}`;
    const answers = [
      await call(otherEmployer, 'GET', rewardsUrl(company.id)),
      await call(otherEmployer, 'POST', rewardsUrl(company.id), body()),
      await call(otherEmployer, 'PATCH', url, { pointsCost: 1 }),
      await call(otherEmployer, 'DELETE', url),
      await call(otherEmployer, 'GET', `/api/admin/companies/${company.id}/redemptions/stats`),
      await call(otherEmployer, 'GET', `/api/admin/companies/${company.id}/redemptions/pending`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('NOT_FOUND');
    }
    // Their own company's reward id under their own company: also unknown.
    expect(
      (await call(otherEmployer, 'PATCH', `${rewardsUrl(other.id)}/${reward.id}`, { pointsCost: 1 })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.pointsCost).toBe(reward.pointsCost);
  });

  it('an admin manages any company; an unknown company is NOT_FOUND; employees get 403', async () => {
    expect((await call(admin, 'POST', rewardsUrl(other.id), body())).statusCode).toBe(201);
    expect((await call(admin, 'GET', rewardsUrl(other.id))).json().rewards).toHaveLength(1);
    expect((await call(admin, 'GET', rewardsUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', rewardsUrl(company.id)],
      ['POST', rewardsUrl(company.id)],
      ['GET', `/api/admin/companies/${company.id}/redemptions/stats`],
      ['GET', `/api/admin/companies/${company.id}/redemptions/pending`],
    ] as const) {
      const answer = await call(employee, method, url, method === 'POST' ? body() : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe("the employee's catalogue", () => {
  it('lists active rewards whose window has not ended, cheapest first, with why one cannot be redeemed yet', async () => {
    const shop = await createCompany(t.database, { name: 'Shop AG', departments: ['Ops'] });
    const person = await signUp(t.app, origin, shop);
    await grantPoints(t.database, { userId: person.userId, companyId: shop.id }, 321);
    const soon = await insertReward(t.database, shop.id, { pointsCost: 300, availableFrom: '2999-01-01' });
    const gone = await insertReward(t.database, shop.id, { pointsCost: 100, stock: 0 });
    const open = await insertReward(t.database, shop.id, { pointsCost: 200, availableUntil: '2999-12-31' });
    await insertReward(t.database, shop.id, { pointsCost: 50, active: false });
    await insertReward(t.database, shop.id, { pointsCost: 60, availableUntil: '2000-01-01' });
    await insertReward(t.database, other.id, { pointsCost: 10 });

    const answer = await request(t.app, origin, { method: 'GET', url: '/api/rewards', session: person });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().balance).toBe(321);
    expect(answer.json().rewards.map((r: { id: string; unavailable: string | null }) => [r.id, r.unavailable])).toEqual(
      [
        [gone.id, 'out_of_stock'],
        [open.id, null],
        [soon.id, 'not_yet'],
      ],
    );
  });
});
