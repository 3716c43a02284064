import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../src/jobs/define-job.ts';
import { auditLog } from '../src/features/audit/audit.tables.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
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
import { ledgerInvariantViolations } from './helpers/gamification-kit.ts';
import { grantPoints, insertReward, pointsOf, redeem, redemptionsOf, stockOf } from './helpers/rewards-fixtures.ts';

/**
 * Codes: the verification page (employers of the code's company and admins; others NOT_FOUND), fulfil once, cancel
 * with a refund, expiry with a refund once however often the job runs; the employer's pending list and figures.
 */

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let employer: TestSession;
let otherEmployer: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Codes AG', departments: ['Ops'] });
  const other = await createCompany(t.database, { name: 'Other Codes AG', departments: ['Ops'] });
  person = await signUp(t.app, origin, company);
  employer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, company), 'employer');
  otherEmployer = await withRole(t.app, origin, t.database, await signUp(t.app, origin, other), 'employer');
  admin = await createAdminWithoutProfile(t.app, origin, t.database, company);
  await grantPoints(t.database, { userId: person.userId, companyId: company.id }, 100_000);
});
afterAll(() => t.cleanup());

const codeUrl = (code: string, action = '') => `/api/admin/redemptions/${code}${action}`;
const call = (session: TestSession, method: 'GET' | 'POST', url: string) =>
  request(t.app, origin, { method, url, session });

/** A fresh redemption of a new reward (stock 5) by the person: its code, reward and the answer. */
async function issued(overrides: { pointsCost?: number } = {}) {
  const reward = await insertReward(t.database, company.id, { pointsCost: overrides.pointsCost ?? 100, stock: 5 });
  const answer = await redeem(t.app, origin, person, reward.id);
  expect(answer.statusCode).toBe(201);
  return { reward, redemption: answer.json().redemption as { id: string; code: string; points: number } };
}

const auditRows = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.id), eq(auditLog.action, action)));

describe('the verification page and fulfilment', () => {
  it("shows the employer the reward, status and the redeemer's e-mail, and nothing more", async () => {
    const { reward, redemption } = await issued();
    const answer = await call(employer, 'GET', codeUrl(redemption.code));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: redemption.code,
      companyId: company.id,
      reward: { id: reward.id, title: reward.title, description: null, icon: 'gift' },
      points: 100,
      status: 'issued',
      employeeEmail: person.email,
      redeemedAt: expect.any(String),
      expiresAt: expect.any(String),
      closedAt: null,
    });
    expect(answer.body).not.toMatch(/balance|steps|sleep|heart/i);
    // Lower case and with separators, as typed: the same code.
    const typed = redemption.code
      .toLowerCase()
      .replace(/(.{5})/g, '$1-')
      .replace(/-$/, '');
    expect((await call(employer, 'GET', codeUrl(typed))).json().code).toBe(redemption.code);
    expect((await call(admin, 'GET', codeUrl(redemption.code))).statusCode).toBe(200);
  });

  it('fulfils an issued code once: a second fulfil or a cancel answers REDEMPTION_CLOSED', async () => {
    const { redemption } = await issued();
    const [a, b] = await Promise.all([
      call(employer, 'POST', codeUrl(redemption.code, '/fulfil')),
      call(employer, 'POST', codeUrl(redemption.code, '/fulfil')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const closed = [a, b].find((answer) => answer.statusCode === 409)!;
    expect(closed.json().error.code).toBe('REDEMPTION_CLOSED');
    const done = [a, b].find((answer) => answer.statusCode === 200)!;
    expect(done.json()).toMatchObject({ status: 'fulfilled', closedAt: expect.any(String) });
    expect((await call(admin, 'POST', codeUrl(redemption.code, '/cancel'))).json().error.code).toBe(
      'REDEMPTION_CLOSED',
    );
    const [row] = (await redemptionsOf(t.database, person.userId)).filter((r) => r.id === redemption.id);
    expect(row).toMatchObject({ status: 'fulfilled', closedBy: employer.userId });
    const audits = (await auditRows('redemption_fulfilled')).filter((r) => r.metadata.redemptionId === redemption.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.metadata).toMatchObject({ codeEnd: redemption.code.slice(-4), points: 100 });
    expect(JSON.stringify(audits[0])).not.toContain(redemption.code);
    expect(audits[0]!.subjectUserId).toBeNull();
    // The owner sees the new status.
    const mine = await request(t.app, origin, { method: 'GET', url: '/api/rewards/redemptions', session: person });
    expect(mine.json().redemptions.find((r: { id: string }) => r.id === redemption.id).status).toBe('fulfilled');
  });

  it('an employer of another company gets NOT_FOUND for the code, its fulfilment and its cancellation', async () => {
    const { redemption } = await issued();
    for (const [method, action] of [
      ['GET', ''],
      ['POST', '/fulfil'],
      ['POST', '/cancel'],
    ] as const) {
      const answer = await call(otherEmployer, method, codeUrl(redemption.code, action));
      expect(answer.statusCode, action).toBe(404);
      expect(answer.body).not.toContain(person.email);
    }
    expect((await call(employer, 'GET', codeUrl('0000000000000000000000000'))).statusCode).toBe(404);
    expect((await call(person, 'GET', codeUrl(redemption.code))).statusCode).toBe(403);
    const [row] = (await redemptionsOf(t.database, person.userId)).filter((r) => r.id === redemption.id);
    expect(row!.status).toBe('issued');
  });
});

describe('cancelling and expiring', () => {
  it('cancelling refunds the points once and gives the stock back', async () => {
    const before = await pointsOf(t.database, person.userId);
    const { reward, redemption } = await issued({ pointsCost: 250 });
    expect(await stockOf(t.database, reward.id)).toBe(4);
    const answer = await call(employer, 'POST', codeUrl(redemption.code, '/cancel'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('cancelled');
    expect((await call(employer, 'POST', codeUrl(redemption.code, '/cancel'))).statusCode).toBe(409);
    const after = await pointsOf(t.database, person.userId);
    expect(after.balance).toBe(before.balance);
    expect(after.ledger).toBe(after.balance);
    expect(after.lifetime).toBe(before.lifetime);
    expect(after.entries.filter((e) => e.reason === 'redemption_refund')).toContainEqual({
      reason: 'redemption_refund',
      amount: 250,
    });
    expect(await stockOf(t.database, reward.id)).toBe(5);
    expect((await auditRows('redemption_cancelled')).some((r) => r.metadata.redemptionId === redemption.id)).toBe(true);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });

  it('the expiry job expires issued codes past their date and refunds them once, however often it runs', async () => {
    const due = await issued({ pointsCost: 70 });
    const fulfilled = await issued({ pointsCost: 80 });
    const fresh = await issued({ pointsCost: 90 });
    expect((await call(employer, 'POST', codeUrl(fulfilled.redemption.code, '/fulfil'))).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000);
    await t.database.db.execute(
      sql`update redemptions set expires_at = ${past} where id in (${due.redemption.id}, ${fulfilled.redemption.id})`,
    );
    const balanceBefore = (await pointsOf(t.database, person.userId)).balance;
    const job = t.app.featureJobs.find((j) => j.id === 'rewards.redemptions.expire') as JobDefinition<object>;
    const context = { database: t.database, logger: createSilentLogger(), now: () => new Date() };
    await Promise.all([job.handler({}, context), job.handler({}, context)]);
    await job.handler({}, context);

    const rows = new Map((await redemptionsOf(t.database, person.userId)).map((row) => [row.id, row]));
    expect(rows.get(due.redemption.id)).toMatchObject({ status: 'expired', closedBy: null });
    expect(rows.get(fulfilled.redemption.id)!.status).toBe('fulfilled');
    expect(rows.get(fresh.redemption.id)!.status).toBe('issued');
    const points = await pointsOf(t.database, person.userId);
    expect(points.balance).toBe(balanceBefore + 70);
    expect(points.ledger).toBe(points.balance);
    expect(await stockOf(t.database, due.reward.id)).toBe(5);
    const mine = await request(t.app, origin, { method: 'GET', url: '/api/rewards/redemptions', session: person });
    expect(mine.json().redemptions.find((r: { id: string }) => r.id === due.redemption.id).status).toBe('expired');
    expect((await call(employer, 'POST', codeUrl(due.redemption.code, '/fulfil'))).statusCode).toBe(409);
  });
});

describe("the employer's figures", () => {
  it('lists pending codes oldest first by their last characters, and counts with groups under 5 hidden', async () => {
    const shop = await createCompany(t.database, { name: 'Figures AG', departments: ['Ops'] });
    const buyer = await signUp(t.app, origin, shop);
    const boss = await withRole(t.app, origin, t.database, await signUp(t.app, origin, shop), 'employer');
    await grantPoints(t.database, { userId: buyer.userId, companyId: shop.id }, 10_000);
    const popular = await insertReward(t.database, shop.id, { pointsCost: 10 });
    const rare = await insertReward(t.database, shop.id, { pointsCost: 10 });
    const unused = await insertReward(t.database, shop.id, { pointsCost: 10 });
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push((await redeem(t.app, origin, buyer, popular.id)).json().redemption.code);
    for (let i = 0; i < 2; i++) codes.push((await redeem(t.app, origin, buyer, rare.id)).json().redemption.code);
    for (const code of codes.slice(0, 2)) {
      expect((await call(boss, 'POST', codeUrl(code, '/fulfil'))).statusCode).toBe(200);
    }

    const pending = await call(boss, 'GET', `/api/admin/companies/${shop.id}/redemptions/pending`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().total).toBe(8);
    expect(pending.json().pending.map((p: { codeEnd: string }) => p.codeEnd)).toEqual(
      codes.slice(2).map((code) => code.slice(-4)),
    );
    expect(pending.body).not.toContain(buyer.email);
    expect(pending.body).not.toContain(buyer.userId);
    for (const code of codes) expect(pending.body).not.toContain(code);

    const stats = await call(boss, 'GET', `/api/admin/companies/${shop.id}/redemptions/stats?months=3`);
    expect(stats.statusCode).toBe(200);
    const figures = stats.json();
    expect(figures.months).toHaveLength(3);
    const month = figures.months[2];
    const row = (id: string) => figures.rewards.find((r: { rewardId: string }) => r.rewardId === id);
    // popular: 6 issued (shown), 2 fulfilled (hidden); the total leaves the hidden 2 out, so they cannot be recovered.
    expect(row(popular.id)).toMatchObject({
      cells: [
        { month, status: 'fulfilled', count: null },
        { month, status: 'issued', count: 6 },
      ],
      total: 6,
    });
    expect(row(rare.id)).toMatchObject({ cells: [{ month, status: 'issued', count: null }], total: null });
    expect(row(unused.id)).toMatchObject({ cells: [], total: null });
    expect(stats.body).not.toContain(buyer.userId);
  });
});
