import {
  REWARDS_PER_COMPANY_MAX,
  createReward,
  deleteReward,
  getRedemptionStats,
  listCompanyRewards,
  listPendingRedemptions,
  listRewards,
  updateReward,
  type TCreateRewardRequest,
} from '@openwell/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { rewards } from '../src/features/rewards/rewards.tables.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  createAdminWithoutProfile,
  createCompany,
  signUp,
  withRole,
  type TestCompany,
  type TestSession,
} from './helpers/accounts-fixtures.ts';
import { callEndpoint } from './helpers/api-client.ts';
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
    const created = await callEndpoint(t.app, employer, createReward, {
      params: { companyId: company.id },
      body: body({ stock: 4 }),
    });
    expect(created.status).toBe(201);
    const reward = created.body;
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

    const changed = await callEndpoint(t.app, employer, updateReward, {
      params: { companyId: company.id, rewardId: reward.id },
      body: {
        pointsCost: 750,
        active: false,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ pointsCost: 750, active: false, unavailable: 'inactive', stock: 4 });
    const [updatedRow] = (await auditRows(company.id, 'reward_updated')).filter(
      (row) => row.metadata.rewardId === reward.id,
    );
    expect(updatedRow!.metadata.fields).toEqual(['pointsCost', 'active']);

    const listed = await callEndpoint(t.app, employer, listCompanyRewards, { params: { companyId: company.id } });
    expect(listed.body.rewards.map((r: { id: string }) => r.id)).toContain(reward.id);

    const deleted = await callEndpoint(t.app, employer, deleteReward, {
      params: { companyId: company.id, rewardId: reward.id },
    });
    expect(deleted.status).toBe(204);
    expect(await t.database.db.select().from(rewards).where(eq(rewards.id, reward.id))).toEqual([]);
    expect((await auditRows(company.id, 'reward_deleted')).some((row) => row.metadata.rewardId === reward.id)).toBe(
      true,
    );
    expect(
      (await callEndpoint(t.app, employer, deleteReward, { params: { companyId: company.id, rewardId: reward.id } }))
        .status,
    ).toBe(404);
  });

  it('keeps the window in order, also against the stored end a change leaves alone', async () => {
    const inverted = await callEndpoint(t.app, employer, createReward, {
      params: { companyId: company.id },
      body: body({
        availableFrom: '2031-02-01',
        availableUntil: '2031-01-01',
      }),
    });
    expect(inverted.status).toBe(400);
    const reward = (
      await callEndpoint(t.app, employer, createReward, {
        params: { companyId: company.id },
        body: body({ availableUntil: '2031-01-31' }),
      })
    ).body;
    const rewardOf = { companyId: company.id, rewardId: reward.id };
    const late = await callEndpoint(t.app, employer, updateReward, {
      params: rewardOf,
      body: { availableFrom: '2031-02-01' },
    });
    expect(late.status).toBe(400);
    expect(late.error?.code).toBe('VALIDATION_FAILED');
    const fine = await callEndpoint(t.app, employer, updateReward, {
      params: rewardOf,
      body: { availableFrom: '2031-01-01' },
    });
    expect(fine.body).toMatchObject({ availableFrom: '2031-01-01', availableUntil: '2031-01-31' });
    // Opening the end first, then moving the start past the old end, is fine.
    expect(
      (await callEndpoint(t.app, employer, updateReward, { params: rewardOf, body: { availableUntil: null } })).status,
    ).toBe(200);
    expect(
      (await callEndpoint(t.app, employer, updateReward, { params: rewardOf, body: { availableFrom: '2032-01-01' } }))
        .status,
    ).toBe(200);
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
    const refused = await callEndpoint(t.app, admin, createReward, { params: { companyId: full.id }, body: body() });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('REWARD_LIMIT_REACHED');
  });

  it('refuses to delete a reward with redemptions (it can be deactivated)', async () => {
    const reward = await insertReward(t.database, company.id, { pointsCost: 10 });
    await grantPoints(t.database, { userId: employee.userId, companyId: company.id }, 10);
    expect((await redeem(t.app, employee, reward.id)).status).toBe(201);
    const rewardOf = { companyId: company.id, rewardId: reward.id };
    const refused = await callEndpoint(t.app, employer, deleteReward, { params: rewardOf });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('REWARD_HAS_REDEMPTIONS');
    const listed = (await callEndpoint(t.app, employer, listCompanyRewards, { params: { companyId: company.id } })).body
      .rewards;
    expect(listed.find((r: { id: string }) => r.id === reward.id)).toMatchObject({ hasRedemptions: true });
    expect(
      (await callEndpoint(t.app, employer, updateReward, { params: rewardOf, body: { active: false } })).status,
    ).toBe(200);
  });
});

describe('who manages which catalogue', () => {
  it('an employer of another company gets NOT_FOUND for every catalogue endpoint, and changes nothing', async () => {
    const reward = await insertReward(t.database, company.id);
    const rewardOf = { companyId: company.id, rewardId: reward.id };
    const answers = [
      await callEndpoint(t.app, otherEmployer, listCompanyRewards, { params: { companyId: company.id } }),
      await callEndpoint(t.app, otherEmployer, createReward, { params: { companyId: company.id }, body: body() }),
      await callEndpoint(t.app, otherEmployer, updateReward, { params: rewardOf, body: { pointsCost: 1 } }),
      await callEndpoint(t.app, otherEmployer, deleteReward, { params: rewardOf }),
      await callEndpoint(t.app, otherEmployer, getRedemptionStats, { params: { companyId: company.id } }),
      await callEndpoint(t.app, otherEmployer, listPendingRedemptions, { params: { companyId: company.id } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.error?.code).toBe('NOT_FOUND');
    }
    // Their own company's reward id under their own company: also unknown.
    expect(
      (
        await callEndpoint(t.app, otherEmployer, updateReward, {
          params: { companyId: other.id, rewardId: reward.id },
          body: { pointsCost: 1 },
        })
      ).status,
    ).toBe(404);
    const [row] = await t.database.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.pointsCost).toBe(reward.pointsCost);
  });

  it('an admin manages any company; an unknown company is NOT_FOUND; employees get 403', async () => {
    expect(
      (await callEndpoint(t.app, admin, createReward, { params: { companyId: other.id }, body: body() })).status,
    ).toBe(201);
    expect(
      (await callEndpoint(t.app, admin, listCompanyRewards, { params: { companyId: other.id } })).body.rewards,
    ).toHaveLength(1);
    expect(
      (
        await callEndpoint(t.app, admin, listCompanyRewards, {
          params: { companyId: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    for (const endpoint of [listCompanyRewards, createReward, getRedemptionStats, listPendingRedemptions]) {
      const answer = await callEndpoint(t.app, employee, endpoint, {
        params: { companyId: company.id },
        ...(endpoint === createReward ? { body: body() } : {}),
      });
      expect(answer.status, endpoint.operationId).toBe(403);
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

    const answer = await callEndpoint(t.app, person, listRewards);
    expect(answer.status).toBe(200);
    expect(answer.body.balance).toBe(321);
    expect(answer.body.rewards.map((r: { id: string; unavailable: string | null }) => [r.id, r.unavailable])).toEqual([
      [gone.id, 'out_of_stock'],
      [open.id, null],
      [soon.id, 'not_yet'],
    ]);
  });
});
