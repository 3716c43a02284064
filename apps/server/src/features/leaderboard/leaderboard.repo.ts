import { asc, eq, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { leaderboardSnapshots, type LeaderboardSnapshotRow } from './leaderboard.tables.ts';

/** What one computation of the snapshot needs: the companies with their zones, the clock, the two sources. */
export type TSnapshotInput = {
  companies: ReadonlyArray<{ id: string; timeZone: string }>;
  now: Date;
  minGroupSize: number;
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
  if (input.companies.length === 0) return 0;
  const ids = sql.param(input.companies.map((c) => c.id));
  const zones = sql.param(input.companies.map((c) => c.timeZone));
  const now = input.now.toISOString();
  const min = input.minGroupSize;
  const result = await db.execute<{ written: number }>(sql`
    with
      company_zones as (
        select * from unnest(${ids}::uuid[], ${zones}::text[]) as z(company_id, time_zone)
      ),
      periods as (
        select company_id, time_zone,
          date_trunc('month', (${now}::timestamptz) at time zone time_zone)::date as month
        from company_zones
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
  `);
  return result.rows[0]?.written ?? 0;
}

/** The company's row (department_id null) and its departments' rows: what the department board reads. */
export async function findCompanySnapshot(db: AppExecutor, companyId: string): Promise<LeaderboardSnapshotRow[]> {
  return db.select().from(leaderboardSnapshots).where(eq(leaderboardSnapshots.companyId, companyId));
}

/** Every company's row: what the companies board reads (the partial index of company rows). */
export async function findCompanyRows(db: AppExecutor): Promise<LeaderboardSnapshotRow[]> {
  return db
    .select()
    .from(leaderboardSnapshots)
    .where(isNull(leaderboardSnapshots.departmentId))
    .orderBy(asc(leaderboardSnapshots.companyId));
}
