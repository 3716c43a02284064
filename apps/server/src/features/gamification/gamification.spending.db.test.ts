import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createCompany } from '../../../test/helpers/accounts-fixtures.ts';
import { insertUser } from '../../../test/helpers/auth-test-kit.ts';
import { ledgerInvariantViolations } from '../../../test/helpers/gamification-kit.ts';
import { grantPoints } from '../../../test/helpers/rewards-fixtures.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { balanceOf, refund, spend } from './gamification.spending.ts';
import { gamificationState, pointsLedger, pointsMonthly } from './gamification.tables.ts';

describe('spending points', () => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let owner: { userId: string; companyId: string };
  const now = new Date('2027-03-10T10:00:00Z');
  const entry = (amount: number, key: string) => ({
    amount,
    idempotencyKey: key,
    sourceRef: 'r-1',
    civilDate: '2027-03-10',
    now,
  });

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
    const companyId = (await createCompany(database)).id;
    owner = { userId: await insertUser(database, { email: 'spender@example.test' }), companyId };
    await grantPoints(database, owner, 500);
  });
  afterAll(() => cleanup());

  const state = async () =>
    (await database.db.select().from(gamificationState).where(eq(gamificationState.userId, owner.userId)))[0]!;

  it('debits the balance with a redemption entry, never lifetime points, the level or the months', async () => {
    const before = await state();
    const result = await database.db.transaction((tx) => spend(tx, owner, entry(200, 'redemption:a')));
    expect(result).toEqual({ ok: true, balance: 300 });
    const after = await state();
    expect(after).toMatchObject({ balance: 300, lifetimePoints: before.lifetimePoints, level: before.level });
    const [debit] = await database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.idempotencyKey, 'redemption:a'));
    expect(debit).toMatchObject({ amount: -200, reason: 'redemption', sourceRef: 'r-1', civilDate: '2027-03-10' });
    expect(await database.db.select().from(pointsMonthly).where(eq(pointsMonthly.userId, owner.userId))).toEqual([]);
    expect(await balanceOf(database.db, owner.userId)).toBe(300);
  });

  it('writes nothing when the balance is short, and says how many points are missing', async () => {
    const result = await database.db.transaction((tx) => spend(tx, owner, entry(301, 'redemption:b')));
    expect(result).toEqual({ ok: false, missingPoints: 1 });
    expect((await state()).balance).toBe(300);
    expect(
      await database.db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, 'redemption:b')),
    ).toEqual([]);
  });

  it('refunds once by its key', async () => {
    const first = await database.db.transaction((tx) => refund(tx, owner, entry(200, 'redemption_refund:a')));
    const again = await database.db.transaction((tx) => refund(tx, owner, entry(200, 'redemption_refund:a')));
    expect(first).toEqual({ refunded: true, balance: 500 });
    expect(again).toEqual({ refunded: false, balance: 500 });
    expect((await state()).lifetimePoints).toBe(500);
    expect(await ledgerInvariantViolations(database)).toEqual([]);
  });

  it('refuses amounts that are not positive integers', async () => {
    await expect(database.db.transaction((tx) => spend(tx, owner, entry(0, 'redemption:c')))).rejects.toThrow();
    await expect(database.db.transaction((tx) => refund(tx, owner, entry(-5, 'redemption:d')))).rejects.toThrow();
  });
});
