import { max, sql, type SQL } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { leaderboardCohortMembers, leaderboardSnapshots, leaderboardWithheldGroups } from './leaderboard.tables.ts';

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

/** The counted members of this computation, with their company's month and their points of it (a temporary table). */
const CURRENT = sql.raw('leaderboard_current');
/** Each company's current month (first day, its time zone) and when it ends. */
const periodsOf = (input: Pick<TSnapshotInput, 'now' | 'companies'>) => sql`
  select company_id, time_zone,
    date_trunc('month', (${input.now.toISOString()}::timestamptz) at time zone time_zone)::date as month
  from (${input.companies}) as c`;

/**
 * Step 1 of a computation (inside its transaction, after lockSnapshot): the counted members with their department,
 * their company's current month and their points of it, into a temporary table dropped at commit. One scan of the
 * profiles and of the month's monthly points, as before; the later steps read this table and the cohorts only.
 */
export async function prepareCurrentMembers(db: AppExecutor, input: TSnapshotInput): Promise<void> {
  await db.execute(sql`drop table if exists ${CURRENT}`);
  await db.execute(sql`
    create temporary table ${CURRENT} on commit drop as
    with periods as (${periodsOf(input)}), members as (${input.members}), monthly as (${input.monthlyPoints})
    select m.user_id, m.company_id, m.department_id, pe.month, coalesce(p.points, 0)::bigint as points
    from members m
    join periods pe on pe.company_id = m.company_id
    left join monthly p on p.user_id = m.user_id and p.month = pe.month
    where m.counted`);
  await db.execute(sql`create index on ${CURRENT} (user_id)`);
  await db.execute(sql`analyze ${CURRENT}`);
}

/**
 * Step 2: the cohorts follow the members (anonymity module). A new month of a company starts its cohorts again (rows
 * of another month go, its withheld departments are free again). Anyone whose row no longer matches a counted member
 * in the same department and month (consent withdrawn, moved, left, account deleted) leaves their cohort; an
 * admitted one withholds the department until its month ends. Everyone counted without a row joins as pending.
 */
export async function syncCohorts(db: AppExecutor, input: TSnapshotInput): Promise<void> {
  await db.execute(sql`
    with
      periods as (${periodsOf(input)}),
      gone as (
        delete from ${leaderboardCohortMembers} c
        where not exists (
          select 1 from ${CURRENT} cur
          where cur.user_id = c.user_id and cur.department_id = c.department_id and cur.month = c.month)
        returning c.company_id, c.department_id, c.month, c.admitted
      )
    insert into ${leaderboardWithheldGroups} (department_id, company_id, month)
    select distinct g.department_id, g.company_id, g.month
    from gone g join periods pe on pe.company_id = g.company_id and pe.month = g.month
    where g.admitted
    on conflict (department_id) do update set month = excluded.month, company_id = excluded.company_id`);
  await db.execute(sql`
    delete from ${leaderboardWithheldGroups} w
    where not exists (
      select 1 from (${periodsOf(input)}) pe where pe.company_id = w.company_id and pe.month = w.month)`);
  await db.execute(sql`
    insert into ${leaderboardCohortMembers} (user_id, company_id, department_id, month, admitted, published_points)
    select cur.user_id, cur.company_id, cur.department_id, cur.month, false, 0 from ${CURRENT} cur
    where not exists (select 1 from ${leaderboardCohortMembers} c where c.user_id = cur.user_id)`);
}

/** Per department with a cohort: admitted and pending members and whether it is withheld (anonymity: TCohortState). */
export async function readCohortStates(
  db: AppExecutor,
): Promise<{ departmentId: string; admitted: number; pending: number; withheld: boolean }[]> {
  const result = await db.execute<{ departmentId: string; admitted: number; pending: number; withheld: boolean }>(sql`
    select c.department_id as "departmentId",
      (count(*) filter (where c.admitted))::int as admitted,
      (count(*) filter (where not c.admitted))::int as pending,
      (w.department_id is not null) as withheld
    from ${leaderboardCohortMembers} c
    left join ${leaderboardWithheldGroups} w on w.department_id = c.department_id
    group by c.department_id, w.department_id`);
  return result.rows;
}

/** `department_id in (...)` for a list of ids (false for none). */
const inDepartments = (column: SQL, ids: readonly string[]) =>
  ids.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

/**
 * Per department that is not withheld: what advancing its members' published points to their points now would
 * change (anonymity: TStepSummary): members, how many change, the sum of the changes and the two largest. Members are
 * the admitted ones and, in the departments of `admitting`, the pending ones (admitted in this computation with
 * published points 0, as the module's reference does).
 */
export async function readStepSummaries(
  db: AppExecutor,
  admitting: readonly string[],
): Promise<
  {
    departmentId: string;
    members: number;
    changed: number;
    total: number;
    largest: number;
    secondLargest: number;
  }[]
> {
  const result = await db.execute<{
    departmentId: string;
    members: number;
    changed: number;
    total: number;
    largest: number;
    secondLargest: number;
  }>(sql`
    with changes as (
      select c.department_id, greatest(cur.points - c.published_points, 0) as change
      from ${leaderboardCohortMembers} c
      join ${CURRENT} cur on cur.user_id = c.user_id
      where (c.admitted or ${inDepartments(sql`c.department_id`, admitting)})
        and not exists (select 1 from ${leaderboardWithheldGroups} w where w.department_id = c.department_id)
    ),
    ranked as (
      select department_id, change,
        row_number() over (partition by department_id order by change desc) as place
      from changes
    )
    select department_id as "departmentId", count(*)::int as members,
      (count(*) filter (where change > 0))::int as changed,
      coalesce(sum(change), 0)::float8 as total,
      coalesce(max(change) filter (where place = 1), 0)::float8 as largest,
      coalesce(max(change) filter (where place = 2), 0)::float8 as "secondLargest"
    from ranked
    group by department_id`);
  return result.rows;
}

/**
 * Applies the module's decisions in one update (each row written at most once): the pending members of `admitting`
 * are admitted; in `advancing`, every (now) admitted member's published points go up to their points now (never
 * down).
 */
export async function applyCohortDecisions(
  db: AppExecutor,
  decisions: { admitting: readonly string[]; advancing: readonly string[] },
): Promise<void> {
  if (decisions.admitting.length === 0 && decisions.advancing.length === 0) return;
  const admitting = inDepartments(sql`c.department_id`, decisions.admitting);
  const advancing = inDepartments(sql`c.department_id`, decisions.advancing);
  await db.execute(sql`
    update ${leaderboardCohortMembers} c
    set admitted = c.admitted or ${admitting},
      published_points = case
        when ${advancing} and (c.admitted or ${admitting}) then greatest(c.published_points, cur.points)
        else c.published_points end
    from ${CURRENT} cur
    where cur.user_id = c.user_id
      and ((not c.admitted and ${admitting})
        or (${advancing} and (c.admitted or ${admitting}) and c.published_points < cur.points))`);
}

/**
 * Last step: replaces the snapshot with what may be published (call after the cohort steps, in their transaction).
 * Returns the number of rows written.
 */
export async function replaceSnapshot(db: AppExecutor, input: TSnapshotInput): Promise<number> {
  await db.delete(leaderboardSnapshots);
  const result = await db.execute<{ written: number }>(snapshotStatement(input));
  return result.rows[0]?.written ?? 0;
}

/**
 * The insert of replaceSnapshot (also for EXPLAIN in bench/leaderboards.ts): its one row is `written`. One statement:
 * every profile grouped by department (employees, for the size band), each department's cohort (admitted members,
 * sum of published points) and whether it is withheld; a department is listed with at least `minGroupSize` admitted
 * members and not withheld, and only then are its members and points written; the company row sums its listed
 * departments only (complementary suppression, anonymity module parentFigure).
 */
export function snapshotStatement(input: TSnapshotInput): SQL {
  const now = input.now.toISOString();
  const min = input.minGroupSize;
  return sql`
    with
      periods as (${periodsOf(input)}),
      members as (${input.members}),
      by_department as (
        select m.company_id, m.department_id, count(*)::int as employees,
          (count(*) filter (where m.counted))::int as counted
        from members m
        join periods pe on pe.company_id = m.company_id
        group by m.company_id, m.department_id
      ),
      cohorts as (
        select department_id, (count(*) filter (where admitted))::int as admitted,
          (coalesce(sum(published_points) filter (where admitted), 0))::bigint as points
        from ${leaderboardCohortMembers}
        group by department_id
      ),
      departments as (
        select d.company_id, d.department_id, d.employees, d.counted,
          (w.department_id is not null) as withheld,
          (w.department_id is null and coalesce(co.admitted, 0) >= ${min}) as listed,
          coalesce(co.admitted, 0) as admitted, coalesce(co.points, 0)::bigint as points
        from by_department d
        left join cohorts co on co.department_id = d.department_id
        left join ${leaderboardWithheldGroups} w on w.department_id = d.department_id
      ),
      by_company as (
        select pe.company_id,
          (coalesce(sum(d.employees), 0))::int as employees,
          (coalesce(sum(d.admitted) filter (where d.listed), 0))::int as members,
          (coalesce(sum(d.points) filter (where d.listed), 0))::bigint as points,
          coalesce(bool_or(not d.listed and not d.withheld and d.counted > 0), false) as has_hidden,
          coalesce(bool_or(d.withheld), false) as withheld
        from periods pe
        left join departments d on d.company_id = pe.company_id
        group by pe.company_id
      ),
      all_rows as (
        select company_id, department_id, employees,
          case when listed then admitted else 0 end as members,
          case when listed then points else 0 end as points,
          false as has_hidden, withheld
        from departments
        union all
        select company_id, null::uuid, employees, members, points, has_hidden, withheld from by_company
      ),
      written as (
        insert into ${leaderboardSnapshots}
          (company_id, department_id, month, month_ends_at, employees, members, points, has_hidden, withheld,
           computed_at)
        select r.company_id, r.department_id, pe.month,
          ((pe.month + interval '1 month')::timestamp at time zone pe.time_zone),
          r.employees, r.members, r.points, r.has_hidden, r.withheld, ${now}::timestamptz
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
  withheld: boolean;
  computedAtMs: number;
  /** The department's name (department rows) or the company's (company rows); null when it is gone. */
  name: string | null;
  /** Company rows: whether the company chose to be named on leaderboards. */
  named: boolean;
};

const readColumns = sql`s.company_id as "companyId", s.department_id as "departmentId", s.month::text as month,
  (extract(epoch from s.month_ends_at) * 1000)::float8 as "monthEndsAtMs", s.employees, s.members,
  s.points::float8 as points, s.has_hidden as "hasHidden", s.withheld,
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
