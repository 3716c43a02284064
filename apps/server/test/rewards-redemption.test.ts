import { listMyRedemptions, listRewards } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { callEndpoint } from './helpers/api-client.ts';
import { ledgerInvariantViolations } from './helpers/gamification-kit.ts';
import {
  grantPoints,
  insertReward,
  pointsOf,
  redeem,
  redemptionsOf,
  stockOf,
  withConcurrency,
} from './helpers/rewards-fixtures.ts';

/**
 * Redemption is one transaction under the user's lock (ADR 018): correct under any concurrency and idempotent by the
 * Idempotency-Key header. On PGlite transactions run one at a time; on PostgreSQL (TEST_DATABASE_URL) they overlap
 * and wait for the user's lock and the reward row's conditional update.
 */

const CONNECTIONS = 50;

let t: TestApp;
let origin: string;
let company: TestCompany;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Redemption AG', departments: ['Ops'] });
});
afterAll(() => t.cleanup());

const owner = (session: TestSession) => ({ userId: session.userId, companyId: company.id });

describe('redeeming under concurrency', () => {
  it('500 redemptions over 50 connections by one person whose balance affords exactly 100: 100 succeed', async () => {
    const person = await signUp(t.app, origin, company);
    const reward = await insertReward(t.database, company.id, { pointsCost: 7 });
    await grantPoints(t.database, owner(person), 700);

    const answers = await withConcurrency(
      CONNECTIONS,
      Array.from({ length: 500 }, () => () => redeem(t.app, person, reward.id)),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(400);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { missingPoints: 7 } });
    }
    // One after another: each success left a different balance, 693 down to 0.
    const balances = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.balance);
    expect([...balances].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i * 7));

    const points = await pointsOf(t.database, person.userId);
    expect(points).toMatchObject({ ledger: 0, balance: 0, lifetime: 700 });
    expect(points.entries.filter((entry) => entry.reason === 'redemption')).toHaveLength(100);
    const rows = await redemptionsOf(t.database, person.userId);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.code)).size).toBe(100);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
    // The check constraint keeps a balance from going negative whatever a writer does.
    await expect(
      t.database.db.execute(sql`update gamification_state set balance = -1 where user_id = ${person.userId}`),
    ).rejects.toThrow();
  });

  it('a reward with stock 10 and 30 people redeeming twice each at once: exactly 10 succeed', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => signUp(t.app, origin, company)));
    const reward = await insertReward(t.database, company.id, { pointsCost: 5, stock: 10 });
    for (const person of people) await grantPoints(t.database, owner(person), 10);

    const answers = await withConcurrency(
      CONNECTIONS,
      people.flatMap((person) => [0, 1].map(() => () => redeem(t.app, person, reward.id))),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.error?.code).toBe('REWARD_OUT_OF_STOCK');
    }
    expect(await stockOf(t.database, reward.id)).toBe(0);
    let redeemed = 0;
    for (const person of people) {
      const points = await pointsOf(t.database, person.userId);
      const rows = await redemptionsOf(t.database, person.userId);
      redeemed += rows.length;
      expect(points.ledger).toBe(points.balance);
      expect(points.balance).toBe(10 - 5 * rows.length);
    }
    expect(redeemed).toBe(10);
    expect(await ledgerInvariantViolations(t.database)).toEqual([]);
  });
});

describe('the Idempotency-Key', () => {
  it('100 concurrent replays of one key: one redemption, one debit, 100 identical answers', async () => {
    const person = await signUp(t.app, origin, company);
    const reward = await insertReward(t.database, company.id, { pointsCost: 40, stock: 3 });
    await grantPoints(t.database, owner(person), 100);
    const key = 'replay-0123456789';

    const answers = await withConcurrency(
      CONNECTIONS,
      Array.from({ length: 100 }, () => () => redeem(t.app, person, reward.id, key)),
    );

    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.raw)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ balance: 60, redemption: { status: 'issued', points: 40 } });
    expect(await redemptionsOf(t.database, person.userId)).toHaveLength(1);
    const points = await pointsOf(t.database, person.userId);
    expect(points.entries.filter((entry) => entry.reason === 'redemption')).toEqual([
      { reason: 'redemption', amount: -40 },
    ]);
    expect(points).toMatchObject({ ledger: 60, balance: 60 });
    expect(await stockOf(t.database, reward.id)).toBe(2);

    // A later replay answers the first result, even once the reward is no longer offered.
    await t.database.db.execute(sql`update rewards set active = false where id = ${reward.id}`);
    const later = await redeem(t.app, person, reward.id, key);
    expect(later.status).toBe(201);
    expect(later.raw).toBe(answers[0]!.raw);

    // The same key with another body is refused, and changes nothing.
    const other = await insertReward(t.database, company.id, { pointsCost: 10 });
    const reused = await redeem(t.app, person, other.id, key);
    expect(reused.status).toBe(422);
    expect(reused.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await redemptionsOf(t.database, person.userId)).toHaveLength(1);
    expect((await pointsOf(t.database, person.userId)).balance).toBe(60);
  });

  it("another person's key is their own; without a key every request redeems; a malformed key is refused", async () => {
    const [first, second] = [await signUp(t.app, origin, company), await signUp(t.app, origin, company)];
    const reward = await insertReward(t.database, company.id, { pointsCost: 10 });
    for (const person of [first, second]) await grantPoints(t.database, owner(person), 50);
    const key = 'shared-key-12345';
    const a = await redeem(t.app, first, reward.id, key);
    const b = await redeem(t.app, second, reward.id, key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.redemption.id).not.toBe(b.body.redemption.id);

    for (let i = 0; i < 2; i++) expect((await redeem(t.app, first, reward.id, null)).status).toBe(201);
    expect(await redemptionsOf(t.database, first.userId)).toHaveLength(3);
    expect((await pointsOf(t.database, first.userId)).balance).toBe(20);

    const malformed = await redeem(t.app, first, reward.id, 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe('VALIDATION_FAILED');
    expect(await redemptionsOf(t.database, first.userId)).toHaveLength(3);
  });
});

describe('what can be redeemed', () => {
  it('answers NOT_FOUND for another company, REWARD_UNAVAILABLE outside the window or inactive', async () => {
    const person = await signUp(t.app, origin, company);
    await grantPoints(t.database, owner(person), 1000);
    const elsewhere = await createCompany(t.database, { name: 'Elsewhere SA', departments: ['Ops'] });
    const cases = [
      { reward: await insertReward(t.database, elsewhere.id), status: 404, code: 'NOT_FOUND' },
      {
        reward: await insertReward(t.database, company.id, { active: false }),
        status: 409,
        code: 'REWARD_UNAVAILABLE',
      },
      {
        reward: await insertReward(t.database, company.id, { availableFrom: '2999-01-01' }),
        status: 409,
        code: 'REWARD_UNAVAILABLE',
      },
      {
        reward: await insertReward(t.database, company.id, { availableUntil: '2000-01-01' }),
        status: 409,
        code: 'REWARD_UNAVAILABLE',
      },
      { reward: await insertReward(t.database, company.id, { stock: 0 }), status: 409, code: 'REWARD_OUT_OF_STOCK' },
    ];
    for (const { reward, status, code } of cases) {
      const answer = await redeem(t.app, person, reward.id);
      expect(answer.error?.code, code).toBe(code);
      expect(answer.status, code).toBe(status);
    }
    const unknown = await redeem(t.app, person, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await redemptionsOf(t.database, person.userId)).toHaveLength(0);
    expect((await pointsOf(t.database, person.userId)).balance).toBe(1000);
  });

  it('INSUFFICIENT_POINTS says how many points are missing', async () => {
    const person = await signUp(t.app, origin, company);
    await grantPoints(t.database, owner(person), 130);
    const reward = await insertReward(t.database, company.id, { pointsCost: 250 });
    const answer = await redeem(t.app, person, reward.id);
    expect(answer.status).toBe(409);
    expect(answer.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { missingPoints: 120 } });
    // Without any points yet (no state row): the whole cost is missing.
    const newcomer = await signUp(t.app, origin, company);
    const none = await redeem(t.app, newcomer, reward.id);
    expect(none.error?.details).toEqual({ missingPoints: 250 });
  });
});

describe('a failing deduction', () => {
  it('answers POINTS_DEDUCTION_FAILED and rolls everything back', async () => {
    const person = await signUp(t.app, origin, company);
    const reward = await insertReward(t.database, company.id, { pointsCost: 30, stock: 5 });
    await grantPoints(t.database, owner(person), 100);
    const before = { points: await pointsOf(t.database, person.userId), stock: await stockOf(t.database, reward.id) };
    const { db } = t.database;
    await db.execute(sql`
      create function test_refuse_redemption() returns trigger language plpgsql as $$
      begin
        if new.reason = 'redemption' then raise exception 'ledger unavailable (test)'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger test_refuse_redemption before insert on points_ledger
      for each row execute function test_refuse_redemption()`);
    try {
      const answer = await redeem(t.app, person, reward.id);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        error: { code: 'POINTS_DEDUCTION_FAILED', message: 'Points deduction failed. Please contact support.' },
      });
      expect(answer.raw).not.toContain('ledger unavailable');
      expect(await pointsOf(t.database, person.userId)).toEqual(before.points);
      expect(await stockOf(t.database, reward.id)).toBe(before.stock);
      expect(await redemptionsOf(t.database, person.userId)).toHaveLength(0);
    } finally {
      await db.execute(sql`drop trigger test_refuse_redemption on points_ledger`);
      await db.execute(sql`drop function test_refuse_redemption()`);
    }
    const retried = await redeem(t.app, person, reward.id);
    expect(retried.status).toBe(201);
    expect(retried.body.balance).toBe(70);
    expect(await stockOf(t.database, reward.id)).toBe(4);
  });
});

describe('my redemptions', () => {
  it('lists the own redemptions newest first with the reward, and the catalogue shows the balance', async () => {
    const person = await signUp(t.app, origin, company);
    await grantPoints(t.database, owner(person), 500);
    const cheap = await insertReward(t.database, company.id, { pointsCost: 50, icon: 'coffee' });
    const dear = await insertReward(t.database, company.id, { pointsCost: 200, icon: 'ticket' });
    const first = (await redeem(t.app, person, cheap.id)).body;
    const second = (await redeem(t.app, person, dear.id)).body;
    const list = await callEndpoint(t.app, person, listMyRedemptions);
    expect(list.status).toBe(200);
    const ids = list.body.redemptions.map((r: { id: string }) => r.id);
    expect(ids).toEqual([second.redemption.id, first.redemption.id]);
    expect(list.body.redemptions[0]).toMatchObject({
      rewardId: dear.id,
      title: dear.title,
      icon: 'ticket',
      points: 200,
      status: 'issued',
      closedAt: null,
    });
    const catalogue = await callEndpoint(t.app, person, listRewards);
    expect(catalogue.body.balance).toBe(250);
  });
});
