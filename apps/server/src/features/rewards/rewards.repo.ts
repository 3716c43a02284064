import type { TLocalizedText, TRedemptionStatus } from '@openwell/contracts';
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { redemptions, rewards, type Redemption, type Reward } from './rewards.tables.ts';

/** Drizzle queries of the rewards feature (catalogue and redemptions); the rules are in the services. */

export type TNewReward = Omit<typeof rewards.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TRewardChanges = Partial<Omit<TNewReward, 'companyId'>>;

/** A redemption with what its owner's list and the verification page show of its reward. */
export type TRedemptionWithReward = Redemption & {
  reward: { title: TLocalizedText; description: TLocalizedText | null; icon: string | null; active: boolean };
};

// ---- catalogue ---------------------------------------------------------------------------------------------------

/** The company's active rewards whose window has not ended by `today`, cheapest first. */
export async function listOfferedRewards(db: AppExecutor, companyId: string, today: string): Promise<Reward[]> {
  return db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.companyId, companyId),
        eq(rewards.active, true),
        or(isNull(rewards.availableUntil), gte(rewards.availableUntil, today)),
      ),
    )
    .orderBy(asc(rewards.pointsCost), asc(rewards.createdAt), asc(rewards.id));
}

/** Every reward of the company with whether it has redemptions, oldest first. */
export async function listCompanyRewards(
  db: AppExecutor,
  companyId: string,
): Promise<Array<Reward & { hasRedemptions: boolean }>> {
  const rows = await db
    .select({
      reward: rewards,
      // Qualified by hand: inside a select's column list Drizzle writes columns without their table.
      hasRedemptions: sql<boolean>`exists (select 1 from ${redemptions} r where r.reward_id = "rewards"."id")`,
    })
    .from(rewards)
    .where(eq(rewards.companyId, companyId))
    .orderBy(asc(rewards.createdAt), asc(rewards.id));
  return rows.map((row) => ({ ...row.reward, hasRedemptions: Boolean(row.hasRedemptions) }));
}

export async function hasRedemptions(db: AppExecutor, rewardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(eq(redemptions.rewardId, rewardId))
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises catalogue changes of one company until the transaction ends (an advisory lock on the company's id), so
 * two creates at once cannot both pass the per-company limit.
 */
export async function lockCatalogue(tx: AppExecutor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rewards:${companyId}`}, 0))`);
}

export async function countRewards(db: AppExecutor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rewards)
    .where(eq(rewards.companyId, companyId));
  return Number(row?.count ?? 0);
}

export async function insertReward(tx: AppExecutor, values: TNewReward): Promise<Reward> {
  const [row] = await tx.insert(rewards).values(values).returning();
  return row!;
}

export async function insertRewards(tx: AppExecutor, values: TNewReward[]): Promise<void> {
  if (values.length > 0) await tx.insert(rewards).values(values);
}

/** The reward when it belongs to the company, else null. */
export async function findCompanyReward(db: AppExecutor, companyId: string, rewardId: string): Promise<Reward | null> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.companyId, companyId)));
  return row ?? null;
}

/** Locks the company's reward row until the transaction ends (an update's read of the stored window). */
export async function lockCompanyReward(tx: AppExecutor, companyId: string, rewardId: string): Promise<Reward | null> {
  const [row] = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function updateRewardRow(
  tx: AppExecutor,
  rewardId: string,
  changes: TRewardChanges,
  now: Date,
): Promise<Reward | null> {
  const [row] = await tx
    .update(rewards)
    .set({ ...changes, updatedAt: now })
    .where(eq(rewards.id, rewardId))
    .returning();
  return row ?? null;
}

export async function deleteRewardRow(tx: AppExecutor, rewardId: string): Promise<boolean> {
  const rows = await tx.delete(rewards).where(eq(rewards.id, rewardId)).returning({ id: rewards.id });
  return rows.length > 0;
}

/**
 * Takes one from a stock-counting reward: one conditional update (`stock > 0`), which on PostgreSQL waits for a
 * concurrent one and then re-checks the condition on the row it committed, so no two redemptions take the last one.
 * false: none left.
 */
export async function takeStock(tx: AppExecutor, rewardId: string): Promise<boolean> {
  const rows = await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1` })
    .where(and(eq(rewards.id, rewardId), sql`${rewards.stock} > 0`))
    .returning({ id: rewards.id });
  return rows.length > 0;
}

/** Gives one back to a reward that counts its stock (a cancelled or expired redemption); unlimited stays unlimited. */
export async function returnStock(tx: AppExecutor, rewardId: string): Promise<void> {
  await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} + 1` })
    .where(and(eq(rewards.id, rewardId), sql`${rewards.stock} is not null`));
}

// ---- redemptions -------------------------------------------------------------------------------------------------

const rewardColumns = {
  title: rewards.title,
  description: rewards.description,
  icon: rewards.icon,
  active: rewards.active,
};

function withReward(rows: Array<{ redemption: Redemption; reward: TRedemptionWithReward['reward'] }>) {
  return rows.map((row) => ({ ...row.redemption, reward: row.reward }));
}

/** The user's redemption made with this Idempotency-Key, if any. */
export async function findRedemptionByKey(
  db: AppExecutor,
  userId: string,
  idempotencyKey: string,
): Promise<TRedemptionWithReward | null> {
  const rows = await db
    .select({ redemption: redemptions, reward: rewardColumns })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(and(eq(redemptions.userId, userId), eq(redemptions.idempotencyKey, idempotencyKey)));
  return withReward(rows)[0] ?? null;
}

export async function insertRedemption(tx: AppExecutor, values: typeof redemptions.$inferInsert): Promise<Redemption> {
  const [row] = await tx.insert(redemptions).values(values).returning();
  return row!;
}

/** The user's redemptions, newest first, with their rewards. */
export async function listUserRedemptions(db: AppExecutor, userId: string): Promise<TRedemptionWithReward[]> {
  const rows = await db
    .select({ redemption: redemptions, reward: rewardColumns })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(eq(redemptions.userId, userId))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id));
  return withReward(rows);
}

export async function findRedemptionByCode(db: AppExecutor, code: string): Promise<TRedemptionWithReward | null> {
  const rows = await db
    .select({ redemption: redemptions, reward: rewardColumns })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(eq(redemptions.code, code));
  return withReward(rows)[0] ?? null;
}

/**
 * Closes an issued redemption: one conditional update (`status = 'issued'`), so of two closes at once exactly one
 * succeeds (the other waits, re-checks and finds it closed). `dueBy`: only when it expired by then. null: not issued.
 */
export async function closeRedemption(
  tx: AppExecutor,
  input: { id: string; status: Exclude<TRedemptionStatus, 'issued'>; now: Date; closedBy: string | null; dueBy?: Date },
): Promise<Redemption | null> {
  const [row] = await tx
    .update(redemptions)
    .set({ status: input.status, closedAt: input.now, closedBy: input.closedBy })
    .where(
      and(
        eq(redemptions.id, input.id),
        eq(redemptions.status, 'issued'),
        input.dueBy ? lte(redemptions.expiresAt, input.dueBy) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Issued redemptions past their expiry, oldest first (at most `limit`). */
export async function findDueRedemptions(
  db: AppExecutor,
  now: Date,
  limit: number,
): Promise<Array<Pick<Redemption, 'id' | 'userId' | 'companyId'>>> {
  return db
    .select({ id: redemptions.id, userId: redemptions.userId, companyId: redemptions.companyId })
    .from(redemptions)
    .where(and(eq(redemptions.status, 'issued'), lte(redemptions.expiresAt, now)))
    .orderBy(asc(redemptions.expiresAt), asc(redemptions.id))
    .limit(limit);
}

// ---- the employer's figures --------------------------------------------------------------------------------------

/** The month (`YYYY-MM`) of a redemption's civil day: the figures' month, and the pending list's groups'. */
const redemptionMonth = sql<string>`to_char(${redemptions.civilDate}, 'YYYY-MM')`;

/** The company's issued codes per reward and month of their civil day (the figures' `issued` cells). */
export async function issuedGroups(
  db: AppExecutor,
  companyId: string,
): Promise<Array<{ rewardId: string; title: TLocalizedText; month: string; count: number }>> {
  const rows = await db
    .select({
      rewardId: redemptions.rewardId,
      title: rewards.title,
      month: redemptionMonth,
      count: sql<number>`count(*)::int`,
    })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(and(eq(redemptions.companyId, companyId), eq(redemptions.status, 'issued')))
    .groupBy(redemptions.rewardId, rewards.id, redemptionMonth);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The company's issued codes whose reward-and-month group holds at least `minGroup` of them (counted in the same
 * statement, so no code of a smaller group is listed), oldest first, at most `limit`.
 */
export async function pendingRedemptions(
  db: AppExecutor,
  companyId: string,
  minGroup: number,
  limit: number,
): Promise<Array<{ code: string; rewardId: string; title: TLocalizedText; redeemedAt: Date; expiresAt: Date }>> {
  const sized = db
    .select({
      id: redemptions.id,
      code: redemptions.code,
      rewardId: redemptions.rewardId,
      redeemedAt: redemptions.redeemedAt,
      expiresAt: redemptions.expiresAt,
      groupSize: sql<number>`count(*) over (partition by ${redemptions.rewardId}, ${redemptionMonth})`.as('group_size'),
    })
    .from(redemptions)
    .where(and(eq(redemptions.companyId, companyId), eq(redemptions.status, 'issued')))
    .as('sized');
  return db
    .select({
      code: sized.code,
      rewardId: sized.rewardId,
      title: rewards.title,
      redeemedAt: sized.redeemedAt,
      expiresAt: sized.expiresAt,
    })
    .from(sized)
    .innerJoin(rewards, eq(rewards.id, sized.rewardId))
    .where(gte(sized.groupSize, minGroup))
    .orderBy(asc(sized.redeemedAt), asc(sized.id))
    .limit(limit);
}

/** Redemptions of the company per reward, status and month (`YYYY-MM`) of their civil day, from `from` on. */
export async function redemptionCounts(
  db: AppExecutor,
  companyId: string,
  from: string,
): Promise<Array<{ rewardId: string; status: TRedemptionStatus; month: string; count: number }>> {
  const rows = await db
    .select({
      rewardId: redemptions.rewardId,
      status: redemptions.status,
      month: redemptionMonth,
      count: sql<number>`count(*)::int`,
    })
    .from(redemptions)
    .where(and(eq(redemptions.companyId, companyId), gte(redemptions.civilDate, from)))
    .groupBy(redemptions.rewardId, redemptions.status, redemptionMonth);
  return rows.map((row) => ({ ...row, status: row.status as TRedemptionStatus, count: Number(row.count) }));
}
