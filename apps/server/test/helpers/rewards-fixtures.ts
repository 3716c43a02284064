import { randomUUID } from 'node:crypto';
import { redeemReward, type TRewardIcon } from '@openwell/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { gamificationState, pointsLedger } from '../../src/features/gamification/gamification.tables.ts';
import { redemptions, rewards, type Reward } from '../../src/features/rewards/rewards.tables.ts';
import { callEndpoint, type ApiSession } from './api-client.ts';

/** Test data for rewards: points granted through the ledger, rewards, redemptions over HTTP, the ledger's figures. */

/**
 * Credits `amount` points to the user as an earning entry (reason `achievement`, no civil day, a fresh key) and keeps
 * the cached state equal to the ledger, as an award run would.
 */
export async function grantPoints(
  database: Database,
  owner: { userId: string; companyId: string },
  amount: number,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.insert(pointsLedger).values({
      userId: owner.userId,
      companyId: owner.companyId,
      amount,
      reason: 'achievement',
      idempotencyKey: `test-grant:${randomUUID()}`,
      sourceRef: 'test-grant',
    });
    await tx
      .insert(gamificationState)
      .values({ userId: owner.userId, companyId: owner.companyId, balance: amount, lifetimePoints: amount })
      .onConflictDoUpdate({
        target: gamificationState.userId,
        set: {
          balance: sql`${gamificationState.balance} + ${amount}`,
          lifetimePoints: sql`${gamificationState.lifetimePoints} + ${amount}`,
        },
      });
  });
}

let rewardSeq = 0;

/** A reward of the company, written directly (the admin endpoints have their own tests). */
export async function insertReward(
  database: Database,
  companyId: string,
  overrides: Partial<typeof rewards.$inferInsert> = {},
): Promise<Reward> {
  rewardSeq += 1;
  const [row] = await database.db
    .insert(rewards)
    .values({
      companyId,
      title: { en: `Reward ${rewardSeq}`, de: `Prämie ${rewardSeq}` },
      description: null,
      pointsCost: 100,
      icon: 'gift' satisfies TRewardIcon,
      stock: null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** redeemReward as the session's user, with an Idempotency-Key unless `key` is null. */
export function redeem(
  app: AppInstance,
  session: ApiSession,
  rewardId: string,
  key: string | null = `key-${randomUUID()}`,
) {
  return callEndpoint(app, session, redeemReward, {
    body: { rewardId },
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
}

/** The user's ledger sum, cached balance and lifetime points. */
export async function pointsOf(
  database: Database,
  userId: string,
): Promise<{ ledger: number; balance: number; lifetime: number; entries: Array<{ reason: string; amount: number }> }> {
  const entries = await database.db
    .select({ reason: pointsLedger.reason, amount: pointsLedger.amount })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  const [state] = await database.db.select().from(gamificationState).where(eq(gamificationState.userId, userId));
  return {
    ledger: entries.reduce((sum, entry) => sum + entry.amount, 0),
    balance: state?.balance ?? 0,
    lifetime: state?.lifetimePoints ?? 0,
    entries,
  };
}

export function redemptionsOf(database: Database, userId: string) {
  return database.db.select().from(redemptions).where(eq(redemptions.userId, userId));
}

export async function stockOf(database: Database, rewardId: string): Promise<number | null> {
  const [row] = await database.db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.id, rewardId));
  return row!.stock;
}

/** Runs `tasks` with at most `concurrency` at a time (like that many client connections), results in order. */
export async function withConcurrency<T>(concurrency: number, tasks: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}
