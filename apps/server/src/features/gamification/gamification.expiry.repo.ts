import type { TPointReason } from '@openwell/contracts';
import type { TCredit } from '@openwell/gamification';
import { sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { gamificationState, pointsLedger } from './gamification.tables.ts';
import { json, reasonList, type TPointsOwner } from './gamification.repo.ts';

/**
 * Point expiry's queries (ADR 019): the candidates of a run, a person's credits. The expiry entry is written by the
 * ledger's writer (ledger.writer.ts, writeExpiry).
 */

/** The civil day a credit was earned: its civil_date (every award has one), else the UTC day it was written. */
const earnedOn = sql.raw(`coalesce(civil_date, (created_at at time zone 'UTC')::date)`);

/**
 * The people with something to expire, in one pass over the ledgers of the companies with a policy: a positive
 * balance, and credits earned on or before their company's cutoff that exceed the outflow (everything that left the
 * balance: credits − balance). The same test as pointsDueToExpire, so a person found here has points due (unless
 * something changed since; the run checks again under the person's lock).
 */
export async function findExpiryCandidates(
  db: AppExecutor,
  input: { cutoffs: ReadonlyArray<{ companyId: string; cutoff: string }>; earningReasons: readonly TPointReason[] },
): Promise<TPointsOwner[]> {
  if (input.cutoffs.length === 0) return [];
  const result = await db.execute<{ user_id: string; company_id: string }>(sql`
    with policies as (
      select * from unnest(${sql.param(input.cutoffs.map((c) => c.companyId))}::uuid[],
        ${sql.param(input.cutoffs.map((c) => c.cutoff))}::date[]) as p(company_id, cutoff)
    ),
    holders as (
      select s.user_id, s.company_id, s.balance, p.cutoff
      from ${gamificationState} s join policies p on p.company_id = s.company_id
      where s.balance > 0
    ),
    credits as (
      select h.user_id, h.company_id, h.balance, sum(l.amount) as credited,
        coalesce(sum(l.amount) filter (where ${earnedOn} <= h.cutoff), 0) as old
      from holders h join ${pointsLedger} l on l.user_id = h.user_id
      where l.amount > 0 and l.reason in ${reasonList(input.earningReasons)}
      group by h.user_id, h.company_id, h.balance
    )
    select user_id, company_id from credits where old > credited - balance
    order by user_id
  `);
  return result.rows.map((row) => ({ userId: row.user_id, companyId: row.company_id }));
}

/**
 * A person's credits per civil day earned (positive entries of the earning reasons), their cached balance (0 without
 * a state row), and whether an entry with `idempotencyKey` exists (today's expiry already written), in one round trip. Read under the person's lock when the
 * result is written.
 */
export async function readCredits(
  db: AppExecutor,
  input: { userId: string; earningReasons: readonly TPointReason[]; idempotencyKey?: string },
): Promise<{ credits: TCredit[]; balance: number; keyTaken: boolean }> {
  const result = await db.execute<{
    credits: Array<[string, number]> | string | null;
    key_taken: boolean | null;
    balance: number | string | null;
  }>(sql`
    select
      (select json_agg(json_build_array(day, points) order by day) from (
        select ${earnedOn} as day, sum(amount)::int as points from ${pointsLedger}
        where user_id = ${input.userId} and amount > 0 and reason in ${reasonList(input.earningReasons)}
        group by 1) per_day) as credits,
      exists (select 1 from ${pointsLedger}
        where user_id = ${input.userId} and idempotency_key = ${input.idempotencyKey ?? null}) as key_taken,
      (select balance from ${gamificationState} where user_id = ${input.userId}) as balance
  `);
  const row = result.rows[0];
  const credits = json(row?.credits);
  return {
    credits: credits.map(([date, points]) => ({ date: String(date).slice(0, 10), points: Number(points) })),
    balance: Number(row?.balance ?? 0),
    keyTaken: row?.key_taken === true,
  };
}
