import { levelFor } from '@openwell/gamification';
import { sql } from 'drizzle-orm';
import type { AppExecutor } from '../db/client.ts';
import { EARNING_REASONS } from '../features/gamification/award-plan.ts';
import { gamificationState, pointsLedger, pointsMonthly } from '../features/gamification/gamification.tables.ts';
import { historyStatement, writeHistory } from '../features/gamification/ledger.writer.ts';

/**
 * Months of points history for the scale seed (issue 10, ADR 013): ledger entries of the daily rules for a batch of
 * employees of one company, generated in the database (generate_series over the days, a hash for every random
 * choice) because 10 million entries cannot travel through Node in reasonable time; then the monthly points and the
 * cached state computed from the ledger itself, so that they agree with it whatever was there before.
 *
 * The entries look like the rules' (ADR 015) without running them (they need the days' health values): per person an
 * activity level (30 % never take part; the others have a day with data on 10 to 70 % of days) and a multiplier
 * (1.0 to 1.3); a day with data gives `consistency` 5 points and, per goal (steps, active minutes, sleep), one point
 * per 10 % of the goal reached, 10 more when it is met, times the multiplier, at most 40; nothing below 10 %.
 * Idempotency keys are the rules' (`goal_steps:2026-11-20`), so a second run adds nothing.
 *
 * Deterministic: the same seed number, people (their keys: e-mails) and days give the same entries (hashtextextended
 * with the seed), in any database.
 */

export type TPointsHistoryBatch = {
  companyId: string;
  /** The company's IANA time zone: entries are created at 21:00 of their civil day there (never after `now`). */
  timeZone: string;
  /** The people, each with a stable key (their e-mail): the random choices hash the key, not the random user id. */
  people: ReadonlyArray<{ userId: string; key: string }>;
  /** First and last civil day (the last is the company's today). */
  from: string;
  to: string;
  seed: number;
  now: Date;
};

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A uniform number in [0, 1) from the seed and a text key (the same inputs give the same number). */
const uniform = (seed: number, key: ReturnType<typeof sql>) =>
  sql`((hashtextextended(${key}, ${seed}::bigint) & 1048575)::float8 / 1048576)`;

/**
 * A UUID version 7 for the time `at` (48 bits of Unix milliseconds, then random bits; RFC 9562), built from a random
 * one: entries inserted in time order then append to the primary key's index instead of writing all over it (10
 * million random keys in a 400 MB index made inserting three times slower).
 */
const timeOrderedUuid = (at: ReturnType<typeof sql>) => sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(floor(extract(epoch from ${at}) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1),
  'hex')::uuid`;

/**
 * Writes the batch's ledger entries through the ledger's writer (existing keys are left alone); returns how many were
 * added.
 */
export async function insertLedgerHistory(db: AppExecutor, batch: TPointsHistoryBatch): Promise<number> {
  if (batch.people.length === 0) return 0;
  return writeHistory(db, historyEntries(batch));
}

/** The statement of insertLedgerHistory (also for EXPLAIN): its one row is `added`, the entries written. */
export function ledgerHistoryStatement(batch: TPointsHistoryBatch) {
  return historyStatement(historyEntries(batch));
}

/** The batch's entries as a query with the ledger's columns (historyStatement appends them). */
function historyEntries(batch: TPointsHistoryBatch) {
  const { seed } = batch;
  return sql`
    with
      people as (
        select user_id, key,
          ${uniform(seed, sql`key || ':activity'`)} as a,
          ${uniform(seed, sql`key || ':multiplier'`)} as m
        from unnest(${sql.param(batch.people.map((p) => p.userId))}::uuid[],
          ${sql.param(batch.people.map((p) => p.key))}::text[]) as u(user_id, key)
      ),
      active as (
        select user_id, key, 0.1 + 0.6 * (a - 0.3) / 0.7 as p_data, 1 + 0.3 * m as multiplier
        from people where a >= 0.3
      ),
      data_days as (
        select p.user_id, p.key, p.multiplier, d::date as civil_date
        from active p
        cross join generate_series(${batch.from}::date, ${batch.to}::date, interval '1 day') as d
        where ${uniform(seed, sql`p.key || d::date::text`)} < p.p_data
      ),
      goals as (
        select g.user_id, g.civil_date, g.multiplier, goal.reason,
          1.4 * ${uniform(seed, sql`g.key || g.civil_date::text || goal.reason`)} as attained
        from data_days g
        cross join (values ('goal_steps'), ('goal_active_minutes'), ('goal_sleep')) as goal(reason)
      ),
      entries as (
        select user_id, civil_date, 'consistency' as reason, 5 as amount from data_days
        union all
        select user_id, civil_date, reason,
          least(40, round((floor(10 * least(1, attained)) + case when attained >= 1 then 10 else 0 end) * multiplier))::int
        from goals where attained >= 0.1
      ),
      timed as (
        select user_id, amount, reason, civil_date,
          least(${batch.now.toISOString()}::timestamptz, (civil_date + time '21:00') at time zone ${batch.timeZone})
            as created_at
        from entries
      )
    select ${timeOrderedUuid(sql`created_at`)} as id, user_id, ${batch.companyId}::uuid as company_id, amount, reason,
      reason || ':' || civil_date::text as idempotency_key, civil_date, created_at
    from timed
  `;
}

/**
 * The batch's points per calendar month (of the entries' civil days; entries without one by their creation time in
 * the company's zone) and its cached state, recomputed from the ledger: balance = the sum of every entry, lifetime
 * points = the sum of earning entries, the streak from the days with a goal met (an entry of 20 points or more: the
 * met bonus with partial credit at most 10 x 1.3) ending today or yesterday, the best streak, and the level the
 * rules give the lifetime points (levelFor). Returns the monthly rows written.
 */
export async function recomputeFromLedger(db: AppExecutor, batch: TPointsHistoryBatch): Promise<number> {
  if (batch.people.length === 0) return 0;
  const ids = sql.param(batch.people.map((p) => p.userId));
  const monthly = await db.execute<{ written: number }>(sql`
    with written as (
      insert into ${pointsMonthly} (user_id, company_id, month, points)
      select user_id, ${batch.companyId}::uuid,
        date_trunc('month', coalesce(civil_date, (created_at at time zone ${batch.timeZone})::date))::date,
        sum(amount)::int
      from ${pointsLedger}
      where user_id = any(${ids}::uuid[]) and reason in (${inList(EARNING_REASONS)})
      group by 1, 3
      on conflict (user_id, month) do update set points = excluded.points
      returning 1
    )
    select count(*)::int as written from written
  `);
  await db.execute(sql`
    with
      totals as (
        select user_id, sum(amount)::int as balance,
          (coalesce(sum(amount) filter (where reason in (${inList(EARNING_REASONS)})), 0))::int as lifetime
        from ${pointsLedger} where user_id = any(${ids}::uuid[]) group by user_id
      ),
      met_days as (
        select distinct user_id, civil_date from ${pointsLedger}
        where user_id = any(${ids}::uuid[]) and reason like 'goal_%' and amount >= 20
      ),
      islands as (
        select user_id, min(civil_date) as first_day, max(civil_date) as last_day, count(*)::int as days
        from (select user_id, civil_date,
                civil_date - (row_number() over (partition by user_id order by civil_date))::int as island
              from met_days) as numbered
        group by user_id, island
      ),
      streaks as (
        select user_id, max(days) as best,
          max(days) filter (where last_day >= ${batch.to}::date - 1) as current,
          max(last_day) filter (where last_day >= ${batch.to}::date - 1) as through
        from islands group by user_id
      )
    insert into ${gamificationState}
      (user_id, company_id, balance, lifetime_points, streak_days, best_streak, streak_through, updated_at)
    select t.user_id, ${batch.companyId}::uuid, t.balance, t.lifetime, coalesce(s.current, 0), coalesce(s.best, 0),
      s.through, ${batch.now.toISOString()}::timestamptz
    from totals t left join streaks s on s.user_id = t.user_id
    on conflict (user_id) do update set balance = excluded.balance, lifetime_points = excluded.lifetime_points,
      streak_days = excluded.streak_days, best_streak = excluded.best_streak, streak_through = excluded.streak_through,
      updated_at = excluded.updated_at
  `);
  // Levels by the rules' own function (a few thousand people per batch: one read, one update).
  const lifetimes = await db.execute<{ user_id: string; lifetime: number }>(sql`
    select user_id, lifetime_points as lifetime from ${gamificationState} where user_id = any(${ids}::uuid[])`);
  if (lifetimes.rows.length > 0) {
    await db.execute(sql`
      update ${gamificationState} s set level = input.level
      from unnest(${sql.param(lifetimes.rows.map((row) => row.user_id))}::uuid[],
        ${sql.param(lifetimes.rows.map((row) => levelFor(row.lifetime).level))}::integer[]) as input(user_id, level)
      where s.user_id = input.user_id`);
  }
  return monthly.rows[0]?.written ?? 0;
}
