import type { TGoals, TPointReason } from '@openwell/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  gamificationState,
  pointsLedger,
  pointsMonthly,
  userAchievements,
  userGoals,
  type GamificationState,
} from './gamification.tables.ts';

/** Whose points these are. */
export type TPointsOwner = { userId: string; companyId: string };

/** A ledger entry to append (the key is unique per user: the last line of defence against a double award). */
export type TNewLedgerEntry = {
  amount: number;
  reason: TPointReason;
  idempotencyKey: string;
  civilDate: string | null;
  sourceRef: string | null;
};

/** What the ledger already holds for one award key: its sum and how many entries (the next correction's suffix). */
export type TAwardSum = { reason: TPointReason; civilDate: string | null; sum: number; entries: number };

// ---- the user's lock and cached state ----------------------------------------------------------------------------

/**
 * Locks the user's gamification_state row until the transaction ends, creating it first when missing: every award of
 * one user runs under this lock, one at a time (two syncs at once: the second waits, then finds nothing to do).
 */
export async function lockState(tx: AppExecutor, owner: TPointsOwner): Promise<GamificationState> {
  await tx
    .insert(gamificationState)
    .values({ userId: owner.userId, companyId: owner.companyId })
    .onConflictDoNothing({ target: gamificationState.userId });
  const [row] = await tx
    .select()
    .from(gamificationState)
    .where(eq(gamificationState.userId, owner.userId))
    .for('update');
  return row!;
}

export async function findState(db: AppExecutor, userId: string): Promise<GamificationState | null> {
  const [row] = await db.select().from(gamificationState).where(eq(gamificationState.userId, userId));
  return row ?? null;
}

export async function updateState(
  tx: AppExecutor,
  userId: string,
  changes: Pick<
    GamificationState,
    'balance' | 'lifetimePoints' | 'level' | 'streakDays' | 'bestStreak' | 'streakThrough' | 'updatedAt'
  >,
): Promise<void> {
  await tx.update(gamificationState).set(changes).where(eq(gamificationState.userId, userId));
}

// ---- the ledger --------------------------------------------------------------------------------------------------

/**
 * The ledger's sums per award key: daily reasons from `from` on (one key per reason and civil day) and the one-off
 * reasons (one key each). Read under the user's lock, so nothing changes them until the transaction ends.
 */
export async function awardSums(
  tx: AppExecutor,
  input: {
    userId: string;
    dailyReasons: readonly TPointReason[];
    from: string;
    oneOffReasons: readonly TPointReason[];
  },
): Promise<TAwardSum[]> {
  const rows = await tx
    .select({
      reason: pointsLedger.reason,
      civilDate: pointsLedger.civilDate,
      sum: sql<number>`sum(${pointsLedger.amount})::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, input.userId),
        sql`((${inArray(pointsLedger.reason, [...input.dailyReasons])} and ${gte(pointsLedger.civilDate, input.from)})
          or ${inArray(pointsLedger.reason, [...input.oneOffReasons])})`,
      ),
    )
    .groupBy(pointsLedger.reason, pointsLedger.civilDate);
  return rows.map((row) => ({
    reason: row.reason as TPointReason,
    civilDate: row.civilDate,
    sum: Number(row.sum),
    entries: Number(row.entries),
  }));
}

/** Which of the one-off reasons the user has been credited. */
export async function heldOneOffs(
  db: AppExecutor,
  userId: string,
  reasons: readonly TPointReason[],
): Promise<Set<TPointReason>> {
  const rows = await db
    .selectDistinct({ reason: pointsLedger.reason })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), inArray(pointsLedger.reason, [...reasons])));
  return new Set(rows.map((row) => row.reason as TPointReason));
}

/** Appends entries (one statement); a key that exists already fails the whole transaction (it is retried). */
export async function insertLedgerEntries(
  tx: AppExecutor,
  owner: TPointsOwner,
  entries: readonly TNewLedgerEntry[],
  createdAt: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(pointsLedger).values(entries.map((entry) => ({ ...owner, ...entry, createdAt })));
}

/** Net points of the earning reasons for one civil day ("earned today"). */
export async function earnedOn(
  db: AppExecutor,
  input: { userId: string; date: string; earningReasons: readonly TPointReason[] },
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, input.userId),
        eq(pointsLedger.civilDate, input.date),
        inArray(pointsLedger.reason, [...input.earningReasons]),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The user's latest entries, newest first. */
export async function latestEntries(db: AppExecutor, userId: string, limit: number) {
  return db
    .select({
      id: pointsLedger.id,
      amount: pointsLedger.amount,
      reason: pointsLedger.reason,
      civilDate: pointsLedger.civilDate,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), asc(pointsLedger.idempotencyKey))
    .limit(limit);
}

/**
 * Adds points to the user's months (one upsert): the earning entries just appended, by the month of their civil day.
 * Leaderboards read these sums instead of the ledger.
 */
export async function addMonthlyPoints(
  tx: AppExecutor,
  owner: TPointsOwner,
  byMonth: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = [...byMonth].filter(([, points]) => points !== 0);
  if (rows.length === 0) return;
  await tx
    .insert(pointsMonthly)
    .values(rows.map(([month, points]) => ({ ...owner, month, points })))
    .onConflictDoUpdate({
      target: [pointsMonthly.userId, pointsMonthly.month],
      set: { points: sql`${pointsMonthly.points} + excluded.points` },
    });
}

// ---- goals -------------------------------------------------------------------------------------------------------

/** Every goals row of the user, oldest first (a handful: one per change). */
export async function goalsHistory(
  db: AppExecutor,
  userId: string,
): Promise<Array<{ effectiveFrom: string; goals: TGoals }>> {
  const rows = await db
    .select()
    .from(userGoals)
    .where(eq(userGoals.userId, userId))
    .orderBy(asc(userGoals.effectiveFrom));
  return rows.map((row) => ({
    effectiveFrom: row.effectiveFrom,
    goals: { steps: row.steps, activeMinutes: row.activeMinutes, sleepHours: row.sleepHours },
  }));
}

/** Sets the goals from `effectiveFrom` on (a second change the same day replaces the first). */
export async function upsertGoals(
  db: AppExecutor,
  row: TPointsOwner & { effectiveFrom: string; goals: TGoals; now: Date },
): Promise<void> {
  const values = { ...row.goals, createdAt: row.now };
  await db
    .insert(userGoals)
    .values({ userId: row.userId, companyId: row.companyId, effectiveFrom: row.effectiveFrom, ...values })
    .onConflictDoUpdate({ target: [userGoals.userId, userGoals.effectiveFrom], set: values });
}

/** Drops goal changes from `from` on (setting back the goals in effect: nothing pending). */
export async function deleteGoalsFrom(db: AppExecutor, userId: string, from: string): Promise<void> {
  await db.delete(userGoals).where(and(eq(userGoals.userId, userId), gte(userGoals.effectiveFrom, from)));
}

// ---- achievements ------------------------------------------------------------------------------------------------

export async function achievementsOf(
  db: AppExecutor,
  userId: string,
): Promise<Array<{ achievementId: string; earnedAt: Date; seenAt: Date | null }>> {
  return db
    .select({
      achievementId: userAchievements.achievementId,
      earnedAt: userAchievements.earnedAt,
      seenAt: userAchievements.seenAt,
    })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(asc(userAchievements.earnedAt), asc(userAchievements.achievementId));
}

export async function insertAchievements(
  tx: AppExecutor,
  owner: TPointsOwner,
  ids: readonly string[],
  earnedAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(userAchievements)
    .values(ids.map((achievementId) => ({ ...owner, achievementId, earnedAt })))
    .onConflictDoNothing();
}

/** Marks the user's new badges among `ids` as celebrated; ids not earned (or seen already) are left alone. */
export async function markAchievementsSeen(
  db: AppExecutor,
  userId: string,
  ids: readonly string[],
  seenAt: Date,
): Promise<void> {
  await db
    .update(userAchievements)
    .set({ seenAt })
    .where(
      and(
        eq(userAchievements.userId, userId),
        inArray(userAchievements.achievementId, [...ids]),
        isNull(userAchievements.seenAt),
      ),
    );
}

// ---- the nightly check -------------------------------------------------------------------------------------------

export type TBalanceMismatch = {
  userId: string;
  /** The state's company (null: no state row). */
  companyId: string | null;
  cachedBalance: number | null;
  ledgerBalance: number;
  cachedLifetime: number | null;
  ledgerLifetime: number;
};

/**
 * Users whose cached balance or lifetime points differ from their ledger (or who have entries but no state row):
 * one pass over the ledger grouped by user, joined to the state.
 */
export async function findBalanceMismatches(
  db: AppExecutor,
  earningReasons: readonly TPointReason[],
): Promise<TBalanceMismatch[]> {
  const earning = sql.raw(`(${earningReasons.map((r) => `'${r}'`).join(', ')})`);
  const result = await db.execute<{
    user_id: string;
    company_id: string;
    cached_balance: number | null;
    ledger_balance: number;
    cached_lifetime: number | null;
    ledger_lifetime: number;
  }>(sql`
    with sums as (
      select user_id, sum(amount)::int as balance,
        coalesce(sum(amount) filter (where reason in ${earning}), 0)::int as lifetime
      from ${pointsLedger} group by user_id
    )
    select coalesce(s.user_id, g.user_id) as user_id, g.company_id, g.balance as cached_balance,
      coalesce(s.balance, 0) as ledger_balance, g.lifetime_points as cached_lifetime,
      coalesce(s.lifetime, 0) as ledger_lifetime
    from sums s full join ${gamificationState} g on g.user_id = s.user_id
    where g.user_id is null or s.user_id is null and (g.balance <> 0 or g.lifetime_points <> 0)
      or g.balance <> s.balance or g.lifetime_points <> s.lifetime
  `);
  return result.rows.map((row) => ({
    userId: row.user_id,
    companyId: row.company_id,
    cachedBalance: row.cached_balance === null ? null : Number(row.cached_balance),
    ledgerBalance: Number(row.ledger_balance),
    cachedLifetime: row.cached_lifetime === null ? null : Number(row.cached_lifetime),
    ledgerLifetime: Number(row.ledger_lifetime),
  }));
}

/** The ledger's balance and lifetime points of one user (read under the user's lock to repair the cache). */
export async function ledgerTotals(
  tx: AppExecutor,
  userId: string,
  earningReasons: readonly TPointReason[],
): Promise<{ balance: number; lifetime: number; companyId: string | null }> {
  const [row] = await tx
    .select({
      balance: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int`,
      lifetime: sql<number>`coalesce(sum(${pointsLedger.amount}) filter (where ${inArray(pointsLedger.reason, [...earningReasons])}), 0)::int`,
      companyId: sql<string | null>`min(${pointsLedger.companyId}::text)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return {
    balance: Number(row?.balance ?? 0),
    lifetime: Number(row?.lifetime ?? 0),
    companyId: row?.companyId ?? null,
  };
}
