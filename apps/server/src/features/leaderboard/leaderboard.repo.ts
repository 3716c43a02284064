import { max, sql, type SQL } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { leaderboardSnapshots } from './leaderboard.tables.ts';

/** What one computation of the snapshot needs: the clock and the three sources (queries of their features). */
export type TSnapshotInput = {
  now: Date;
  minGroupSize: number;
  /** (company_id, name, time_zone, named): the companies feature's companies query. */
  companies: SQL;
  /** (user_id, company_id, department_id, counted): the accounts feature's members query. */
  members: SQL;
  /** (user_id, month, points): the gamification feature's monthly points query. */
  monthlyPoints: SQL;
};

/** Serialises refreshes across processes for the rest of the transaction (a second one waits, then sees the first). */
export async function lockSnapshot(db: AppExecutor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('leaderboard-snapshot', 0))`);
}

/** When the snapshot was last computed (null: never). */
export async function findSnapshotComputedAt(db: AppExecutor): Promise<Date | null> {
  const [row] = await db.select({ computedAt: max(leaderboardSnapshots.computedAt) }).from(leaderboardSnapshots);
  return row?.computedAt ?? null;
}

/**
 * Replaces the snapshot with a new computation (call inside a transaction, after lockSnapshot). One statement: the
 * members joined with their points of their company's current month (each company's month in its own time zone),
 * grouped by department; then one row per company over its departments with at least `minGroupSize` counted members
 * only (ADR 016: nothing published about a company can be combined with its listed departments to reveal a hidden
 * one). Returns the number of rows written.
 */
export async function replaceSnapshot(db: AppExecutor, input: TSnapshotInput): Promise<number> {
  await db.delete(leaderboardSnapshots);
  const result = await db.execute<{ written: number }>(snapshotStatement(input));
  return result.rows[0]?.written ?? 0;
}

/** The insert of replaceSnapshot (also for EXPLAIN in bench/leaderboards.ts): its one row is `written`. */
export function snapshotStatement(input: TSnapshotInput): SQL {
  const now = input.now.toISOString();
  const min = input.minGroupSize;
  return sql`
    with
      periods as (
        select company_id, time_zone,
          date_trunc('month', (${now}::timestamptz) at time zone time_zone)::date as month
        from (${input.companies}) as c
      ),
      members as (${input.members}),
      monthly as (${input.monthlyPoints}),
      by_department as (
        select m.company_id, m.department_id,
          count(*)::int as employees,
          (count(*) filter (where m.counted))::int as members,
          (coalesce(sum(p.points) filter (where m.counted), 0))::bigint as points
        from members m
        join periods pe on pe.company_id = m.company_id
        left join monthly p on p.user_id = m.user_id and p.month = pe.month
        group by m.company_id, m.department_id
      ),
      by_company as (
        select pe.company_id,
          (coalesce(sum(d.employees), 0))::int as employees,
          (coalesce(sum(d.members) filter (where d.members >= ${min}), 0))::int as members,
          (coalesce(sum(d.points) filter (where d.members >= ${min}), 0))::bigint as points,
          coalesce(bool_or(d.members > 0 and d.members < ${min}), false) as has_hidden
        from periods pe
        left join by_department d on d.company_id = pe.company_id
        group by pe.company_id
      ),
      all_rows as (
        select company_id, department_id, employees, members, points, false as has_hidden from by_department
        union all
        select company_id, null::uuid, employees, members, points, has_hidden from by_company
      ),
      written as (
        insert into ${leaderboardSnapshots}
          (company_id, department_id, month, month_ends_at, employees, members, points, has_hidden, computed_at)
        select r.company_id, r.department_id, pe.month,
          ((pe.month + interval '1 month')::timestamp at time zone pe.time_zone),
          r.employees, r.members, r.points, r.has_hidden, ${now}::timestamptz
        from all_rows r
        join periods pe on pe.company_id = r.company_id
        returning 1
      )
    select count(*)::int as written from written
  `;
}

/**
 * A snapshot row as the boards read it, with the name of its department or company (the companies feature's query,
 * joined by primary key). Times as epoch milliseconds and the sum as a float: the same values from both drivers.
 */
export type TSnapshotRead = {
  companyId: string;
  departmentId: string | null;
  month: string;
  monthEndsAtMs: number;
  employees: number;
  members: number;
  points: number;
  hasHidden: boolean;
  computedAtMs: number;
  /** The department's name (department rows) or the company's (company rows); null when it is gone. */
  name: string | null;
  /** Company rows: whether the company chose to be named on leaderboards. */
  named: boolean;
};

const readColumns = sql`s.company_id as "companyId", s.department_id as "departmentId", s.month::text as month,
  (extract(epoch from s.month_ends_at) * 1000)::float8 as "monthEndsAtMs", s.employees, s.members,
  s.points::float8 as points, s.has_hidden as "hasHidden",
  (extract(epoch from s.computed_at) * 1000)::float8 as "computedAtMs"`;

/** The company's row (department_id null) and its departments' rows, named: what the department board reads. */
export const companySnapshotStatement = (companyId: string, departmentNames: SQL) => sql`
  select ${readColumns}, d.name, false as named
  from ${leaderboardSnapshots} s
  left join (${departmentNames}) as d on d.department_id = s.department_id
  where s.company_id = ${companyId}`;

export async function readCompanySnapshot(
  db: AppExecutor,
  companyId: string,
  departmentNames: SQL,
): Promise<TSnapshotRead[]> {
  return (await db.execute<TSnapshotRead>(companySnapshotStatement(companyId, departmentNames))).rows;
}

/** Every company's row, named (the partial index of company rows): what the companies board reads. */
export const companyRowsStatement = (companyNames: SQL) => sql`
  select ${readColumns}, c.name, coalesce(c.named, false) as named
  from ${leaderboardSnapshots} s
  left join (${companyNames}) as c on c.company_id = s.company_id
  where s.department_id is null
  order by s.company_id`;

export async function readCompanyRows(db: AppExecutor, companyNames: SQL): Promise<TSnapshotRead[]> {
  return (await db.execute<TSnapshotRead>(companyRowsStatement(companyNames))).rows;
}
