import type { TPointReason } from '@openwell/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import type { TPointsOwner } from './gamification.repo.ts';
import type { TSpendingEntry } from './gamification.spending.ts';
import {
  gamificationState,
  pointsLedger,
  pointsMonthly,
  userAchievements,
  type GamificationState,
} from './gamification.tables.ts';

/**
 * The points ledger's one writer (ADR 017, "One writer"): every row of points_ledger is appended here and nowhere
 * else (ledger.writer.test.ts fails on an insert into the table in any other module). Each kind of entry is one
 * statement that changes, all or nothing, what must change with it: the cached balance in gamification_state, and for
 * an award run also the badges, the monthly points and the rest of the state.
 *
 * The exactly-once guarantees are the callers' lock and the ledger's unique key: awards, expiry, debits and refunds run
 * inside the caller's transaction under the user's lock (lockState, taken first); the unique index (user, idempotency
 * key) makes a key written twice fail the statement (awards: the job retries and finds nothing left to do; expiry:
 * the day's entry is there) or leaves it alone (`on conflict do nothing`: refunds, the seed's history). Reading the
 * ledger stays with the repos (gamification.repo.ts, gamification.expiry.repo.ts).
 *
 * Callers: award runs (gamification.service.ts), spending and refunds (gamification.spending.ts, the rewards feature's
 * port), point expiry (gamification.expiry.ts), the scale seed's points history (seed/points-history.ts).
 */

/** A ledger entry to append (the key is unique per user: the last line of defence against a double award). */
export type TNewLedgerEntry = {
  amount: number;
  reason: TPointReason;
  idempotencyKey: string;
  civilDate: string | null;
  sourceRef: string | null;
};

// ---- award runs (gamification.service.ts) -------------------------------------------------------------------------

/** What one award run writes besides the entries' own rows: the badges, the months' points, the new state. */
export type TAwardWrite = {
  entries: readonly TNewLedgerEntry[];
  achievements: readonly string[];
  /** Points to add per month (`YYYY-MM-01`). */
  monthly: ReadonlyMap<string, number>;
  /** The state after the run, or null when it did not change. */
  state: Pick<
    GamificationState,
    'balance' | 'lifetimePoints' | 'level' | 'streakDays' | 'bestStreak' | 'streakThrough' | 'badgeProgress'
  > | null;
  now: Date;
};

/**
 * Writes an award run in one statement (data-modifying CTEs: each part runs once, all or nothing): appends the ledger
 * entries (a key that exists already fails the statement, and the transaction is retried), records the badges, adds
 * the months' points (leaderboards read these sums instead of the ledger) and stores the new state. Nothing to write:
 * no statement.
 */
export async function writeAward(tx: AppExecutor, owner: TPointsOwner, write: TAwardWrite): Promise<void> {
  const months = [...write.monthly].filter(([, points]) => points !== 0);
  if (write.entries.length === 0 && write.achievements.length === 0 && months.length === 0 && !write.state) return;
  const { userId, companyId } = owner;
  const array = <T>(values: readonly T[]) => sql.param([...values]);
  const state = write.state;
  await tx.execute(sql`
    with
      entries as (
        insert into ${pointsLedger}
          (user_id, company_id, amount, reason, idempotency_key, civil_date, source_ref, created_at)
        select ${userId}, ${companyId}, amount, reason, idempotency_key, civil_date, source_ref, ${write.now}
        from unnest(${array(write.entries.map((e) => e.amount))}::int[],
          ${array(write.entries.map((e) => e.reason))}::text[],
          ${array(write.entries.map((e) => e.idempotencyKey))}::text[],
          ${array(write.entries.map((e) => e.civilDate))}::date[],
          ${array(write.entries.map((e) => e.sourceRef))}::text[])
          as e(amount, reason, idempotency_key, civil_date, source_ref)
        returning 1
      ),
      badges as (
        insert into ${userAchievements} (user_id, company_id, achievement_id, earned_at)
        select ${userId}, ${companyId}, id, ${write.now} from unnest(${array(write.achievements)}::text[]) as b(id)
        on conflict do nothing
        returning 1
      ),
      months as (
        insert into ${pointsMonthly} (user_id, company_id, month, points)
        select ${userId}, ${companyId}, month, points
        from unnest(${array(months.map(([month]) => month))}::date[], ${array(months.map(([, p]) => p))}::int[])
          as m(month, points)
        on conflict (user_id, month) do update set points = ${pointsMonthly}.points + excluded.points
        returning 1
      )
    update ${gamificationState} set
      balance = ${state?.balance ?? null}::int,
      lifetime_points = ${state?.lifetimePoints ?? null}::int,
      level = ${state?.level ?? null}::int,
      streak_days = ${state?.streakDays ?? null}::int,
      best_streak = ${state?.bestStreak ?? null}::int,
      streak_through = ${state?.streakThrough ?? null}::date,
      badge_progress = ${state ? JSON.stringify(state.badgeProgress) : null}::jsonb,
      updated_at = ${write.now}
    where user_id = ${userId} and ${state !== null}
  `);
}

// ---- spending (gamification.spending.ts) -------------------------------------------------------------------------

/**
 * The debit of a spending (reason `redemption`, stored negative) in one statement: the conditional update of the
 * state row (`balance >= amount`) takes the user's lock (or finds it held by the caller) and lowers the cached balance,
 * and the ledger entry is appended only when it did. Answers the balance after it, or null when nothing was written
 * (too few points, or no state row yet).
 */
export async function writeDebit(tx: AppExecutor, owner: TPointsOwner, entry: TSpendingEntry): Promise<number | null> {
  const result = await tx.execute<{ balance: number }>(sql`
    with debited as (
      update ${gamificationState} set balance = balance - ${entry.amount}::int, updated_at = ${entry.now}
      where user_id = ${owner.userId} and balance >= ${entry.amount}::int
      returning balance
    ),
    entry as (
      insert into ${pointsLedger} (user_id, company_id, amount, reason, idempotency_key, civil_date, source_ref, created_at)
      select ${owner.userId}, ${owner.companyId}, ${-entry.amount}::int, 'redemption', ${entry.idempotencyKey},
        ${entry.civilDate}::date, ${entry.sourceRef}, ${entry.now}
      from debited
      returning 1
    )
    select balance from debited
  `);
  const row = result.rows[0];
  return row ? Number(row.balance) : null;
}

/**
 * The refund of a spending (reason `redemption_refund`, positive) in one statement, under the user's lock the caller
 * holds: the entry, unless its key is in the ledger already (`on conflict do nothing`), and the cached balance raised
 * by as much only when the entry was written. Answers the balance after it, or null when the key existed (nothing
 * changed).
 */
export async function writeRefund(tx: AppExecutor, owner: TPointsOwner, entry: TSpendingEntry): Promise<number | null> {
  const result = await tx.execute<{ balance: number }>(sql`
    with entry as (
      insert into ${pointsLedger} (user_id, company_id, amount, reason, idempotency_key, civil_date, source_ref, created_at)
      values (${owner.userId}, ${owner.companyId}, ${entry.amount}, 'redemption_refund', ${entry.idempotencyKey},
        ${entry.civilDate}::date, ${entry.sourceRef}, ${entry.now})
      on conflict (user_id, idempotency_key) do nothing
      returning 1
    )
    update ${gamificationState} set balance = balance + ${entry.amount}::int, updated_at = ${entry.now}
    where user_id = ${owner.userId} and (select count(*) from entry) = 1
    returning balance
  `);
  const row = result.rows[0];
  return row ? Number(row.balance) : null;
}

// ---- point expiry (gamification.expiry.ts, ADR 019) ----------------------------------------------------------------

/**
 * Appends an expiry entry (negative) and lowers the cached balance by as much, in one statement, under the person's
 * lock (the caller never asks for more than the balance; the check balance >= 0 would fail the statement). Lifetime
 * points, level and the monthly points stay: expiry is not an earning reason. The unique key (user,
 * idempotency key) makes a second entry of the same day fail the statement.
 */
export async function writeExpiry(
  tx: AppExecutor,
  owner: TPointsOwner,
  entry: { points: number; idempotencyKey: string; civilDate: string; now: Date },
): Promise<void> {
  await tx.execute(sql`
    with entry as (
      insert into ${pointsLedger} (user_id, company_id, amount, reason, idempotency_key, civil_date, created_at)
      values (${owner.userId}, ${owner.companyId}, ${-entry.points}, 'expiry', ${entry.idempotencyKey},
        ${entry.civilDate}::date, ${entry.now})
      returning amount
    )
    update ${gamificationState} set balance = balance + (select amount from entry), updated_at = ${entry.now}
    where user_id = ${owner.userId}
  `);
}

// ---- the scale seed's points history (seed/points-history.ts, ADR 013) ---------------------------------------------

/**
 * The statement that appends generated entries (also for EXPLAIN): `rows` is a query with the columns id, user_id,
 * company_id, amount, reason, idempotency_key, civil_date and created_at; they go in in created_at order (time-ordered
 * ids then append to the primary key's index), and a key the user's ledger holds already is left alone. Its one row is
 * `added`, the entries written. The state is not touched: the seed recomputes it and the monthly points from the
 * ledger afterwards.
 */
export function historyStatement(rows: SQL): SQL {
  return sql`
    with added as (
      insert into ${pointsLedger} (id, user_id, company_id, amount, reason, idempotency_key, civil_date, created_at)
      select id, user_id, company_id, amount, reason, idempotency_key, civil_date, created_at
      from (${rows}) as generated
      order by created_at
      on conflict (user_id, idempotency_key) do nothing
      returning 1
    )
    select count(*)::int as added from added
  `;
}

/** Appends generated entries (historyStatement); answers how many were added. */
export async function writeHistory(db: AppExecutor, rows: SQL): Promise<number> {
  const result = await db.execute<{ added: number }>(historyStatement(rows));
  return result.rows[0]?.added ?? 0;
}
