import type { TGoals, TPointReason } from '@openwell/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  gamificationState,
  pointsLedger,
  userAchievements,
  userGoals,
  type GamificationState,
  type TBadgeProgress,
} from './gamification.tables.ts';

/** Whose points these are. */
export type TPointsOwner = { userId: string; companyId: string };

/** What the ledger already holds for one award key: its sum and how many entries (the next correction's suffix). */
export type TAwardSum = { reason: TPointReason; civilDate: string | null; sum: number; entries: number };

// ---- the user's lock and cached state ----------------------------------------------------------------------------

/**
 * Locks the user's gamification_state row until the transaction ends, creating it first when missing: every award of
 * one user runs under this lock, one at a time (two syncs at once: the second waits, then finds nothing to do). One
 * statement: an upsert locks the row it conflicts with, as `select ... for update` would, and returns its latest
 * committed version.
 */
export async function lockState(tx: AppExecutor, owner: TPointsOwner): Promise<GamificationState> {
  const [row] = await tx
    .insert(gamificationState)
    .values({ userId: owner.userId, companyId: owner.companyId })
    .onConflictDoUpdate({ target: gamificationState.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  return row!;
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

/** `(a, b, ...)`: reasons (fixed identifiers from POINT_REASONS) for an `in` of a raw query. */
export const reasonList = (reasons: readonly TPointReason[]) =>
  sql.raw(reasons.length === 0 ? '(null)' : `(${reasons.map((r) => `'${r}'`).join(', ')})`);

/** What an award run reads of gamification's own tables, besides the state. */
export type TAwardInputs = {
  /** The ledger's sums per award key: daily reasons from `from` on, and the one-off reasons. */
  sums: TAwardSum[];
  goalsHistory: Array<{ effectiveFrom: string; goals: TGoals }>;
  earnedAchievements: Set<string>;
};

/**
 * An award run's reads in one round trip (each a subquery by user id): the ledger's sums per award key (daily reasons
 * from `from` on: one key per reason and civil day; the one-off reasons: one key each), the goals history and the
 * badges earned. Read under the user's lock, so nothing changes them until the transaction ends.
 */
export async function readAwardInputs(
  tx: AppExecutor,
  input: {
    userId: string;
    dailyReasons: readonly TPointReason[];
    from: string;
    oneOffReasons: readonly TPointReason[];
  },
): Promise<TAwardInputs> {
  const { userId } = input;
  const result = await tx.execute<{
    sums: Array<[string, string | null, number, number]> | string | null;
    goals: Array<[string, number, number, number]> | string | null;
    badges: string[] | string | null;
  }>(sql`
    select
      (select json_agg(json_build_array(reason, civil_date, total, entries)) from (
        select reason, civil_date, sum(amount)::int as total, count(*)::int as entries from ${pointsLedger}
        where user_id = ${userId} and ((reason in ${reasonList(input.dailyReasons)} and civil_date >= ${input.from})
          or reason in ${reasonList(input.oneOffReasons)})
        group by reason, civil_date) keyed) as sums,
      (select json_agg(json_build_array(effective_from, steps, active_minutes, sleep_hours) order by effective_from)
        from ${userGoals} where user_id = ${userId}) as goals,
      (select json_agg(achievement_id) from ${userAchievements} where user_id = ${userId}) as badges
  `);
  const row = result.rows[0];
  return {
    sums: json(row?.sums).map(([reason, civilDate, total, entries]) => ({
      reason: reason as TPointReason,
      civilDate,
      sum: Number(total),
      entries: Number(entries),
    })),
    goalsHistory: json(row?.goals).map(([effectiveFrom, steps, activeMinutes, sleepHours]) => ({
      effectiveFrom,
      goals: { steps: Number(steps), activeMinutes: Number(activeMinutes), sleepHours: Number(sleepHours) },
    })),
    earnedAchievements: new Set(json(row?.badges)),
  };
}

/** A json column of a raw query: parsed by both drivers, but parsed here too when it arrives as text. */
export function json<T>(value: T[] | string | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/** What the dashboard's summary reads of gamification's own tables. */
export type TSummaryInputs = {
  state: GamificationState | null;
  goalsHistory: Array<{ effectiveFrom: string; goals: TGoals }>;
  achievements: Array<{ achievementId: string; earnedAt: Date; seenAt: Date | null }>;
  /** Net points of the earning reasons on `today`, and of them the daily rules' (goals and consistency). */
  earnedToday: number;
  goalsToday: number;
  oneOffs: Set<TPointReason>;
};

/**
 * The summary's reads in one round trip: the cached state, the goals history, the badges (earned and seen), the net
 * points of the earning reasons on `today` and of the daily reasons among them, and the one-off reasons credited.
 */
export async function readSummaryInputs(
  db: AppExecutor,
  input: {
    userId: string;
    today: string;
    earningReasons: readonly TPointReason[];
    dailyReasons: readonly TPointReason[];
    oneOffReasons: readonly TPointReason[];
  },
): Promise<TSummaryInputs> {
  const { userId } = input;
  const result = await db.execute<{
    state: Record<string, unknown> | string | null;
    goals: Array<[string, number, number, number]> | string | null;
    badges: Array<[string, string, string | null]> | string | null;
    earned_today: number | string | null;
    goals_today: number | string | null;
    one_offs: string[] | string | null;
  }>(sql`
    select
      (select json_build_array(balance, lifetime_points, level, streak_days, best_streak, streak_through, company_id,
        badge_progress)
        from ${gamificationState} where user_id = ${userId}) as state,
      (select json_agg(json_build_array(effective_from, steps, active_minutes, sleep_hours) order by effective_from)
        from ${userGoals} where user_id = ${userId}) as goals,
      (select json_agg(json_build_array(achievement_id, earned_at, seen_at) order by earned_at, achievement_id)
        from ${userAchievements} where user_id = ${userId}) as badges,
      (select coalesce(sum(amount), 0)::int from ${pointsLedger} where user_id = ${userId}
        and civil_date = ${input.today} and reason in ${reasonList(input.earningReasons)}) as earned_today,
      (select coalesce(sum(amount), 0)::int from ${pointsLedger} where user_id = ${userId}
        and civil_date = ${input.today} and reason in ${reasonList(input.dailyReasons)}) as goals_today,
      (select json_agg(distinct reason) from ${pointsLedger} where user_id = ${userId}
        and reason in ${reasonList(input.oneOffReasons)}) as one_offs
  `);
  const row = result.rows[0];
  const state = json(row?.state as unknown[] | string | null);
  return {
    state:
      state.length === 0
        ? null
        : {
            userId,
            balance: Number(state[0]),
            lifetimePoints: Number(state[1]),
            level: Number(state[2]),
            streakDays: Number(state[3]),
            bestStreak: Number(state[4]),
            streakThrough: (state[5] as string | null) ?? null,
            companyId: String(state[6]),
            badgeProgress: (state[7] as TBadgeProgress | null) ?? {},
            updatedAt: new Date(0),
          },
    goalsHistory: json(row?.goals).map(([effectiveFrom, steps, activeMinutes, sleepHours]) => ({
      effectiveFrom,
      goals: { steps: Number(steps), activeMinutes: Number(activeMinutes), sleepHours: Number(sleepHours) },
    })),
    achievements: json(row?.badges).map(([achievementId, earnedAt, seenAt]) => ({
      achievementId,
      earnedAt: new Date(earnedAt),
      seenAt: seenAt === null ? null : new Date(seenAt),
    })),
    earnedToday: Number(row?.earned_today ?? 0),
    goalsToday: Number(row?.goals_today ?? 0),
    oneOffs: new Set(json(row?.one_offs) as TPointReason[]),
  };
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
