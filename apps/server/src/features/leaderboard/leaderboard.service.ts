import {
  employeeCountBand,
  groupCount,
  MIN_GROUP_SIZE,
  addDays,
  type TCompanyLeaderboard,
  type TCompanyRanking,
  type TDepartmentLeaderboard,
  type TDepartmentRanking,
} from '@openwell/contracts';
import type { SQL } from 'drizzle-orm';
import type { AppExecutor, Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import { civilToday } from '../../lib/civil-dates.ts';
import { average, isListed, mayAdmit, mayAdvance } from '../../lib/anonymity/anonymity.ts';
import {
  applyCohortDecisions,
  findSnapshotComputedAt,
  lockSnapshot,
  prepareCurrentMembers,
  readCohortStates,
  readCompanyRows,
  readCompanySnapshot,
  readStepSummaries,
  replaceSnapshot,
  syncCohorts,
  type TSnapshotInput,
  type TSnapshotRead,
} from './leaderboard.repo.ts';

/**
 * The leaderboards (issue 10, ADR 016): departments of the user's company and companies, by the average points their
 * counted members earned this calendar month. Requests read the snapshot (leaderboard.tables.ts) in one query (and
 * reuse it for READ_CACHE_MS), which a job recomputes every few minutes; a request computes it first when its company has no current row (after a
 * start, a new company, the first request of a month) or when it is older than SNAPSHOT_MAX_AGE_MS (the job is not
 * running).
 *
 * Privacy: only counted members (anonymous company insights allowed) count; what is published is decided by the
 * anonymity module (lib/anonymity, ADR 016 "Differencing"): per department a cohort frozen for the month, newcomers
 * admitted in batches of 5, a department someone leaves withheld until the month ends, figures that move only when
 * at least 5 members' points move together (the spread rule); groups with fewer than MIN_GROUP_SIZE admitted members
 * are never listed; a company's figures cover its listed departments only (complementary suppression); averages are
 * whole points; nothing names or ranks a person. Someone leaving a group recomputes at once (membershipChanged).
 *
 * The data comes from three features as queries they write (query ports, ADR 016), which the leaderboard composes into
 * its own statements: the database joins 100,000 profiles with their points, not Node.
 */

/**
 * The accounts feature's part: every employee profile as `(user_id uuid, company_id uuid, department_id uuid,
 * counted boolean)`, counted = allows anonymous company insights.
 */
export type TLeaderboardMembersSource = { members(): SQL };
/** The gamification feature's part: earned points as `(user_id uuid, month date, points integer)`. */
export type TLeaderboardPointsSource = { monthlyPoints(): SQL };
/**
 * The companies feature's part: `companies()` as `(company_id uuid, name text, time_zone text, named boolean)`,
 * `departments()` as `(department_id uuid, name text)`.
 */
export type TLeaderboardCompaniesSource = { companies(): SQL; departments(): SQL };

export type LeaderboardServiceDeps = {
  database: Database;
  clock: Clock;
  logger: Logger;
  members: TLeaderboardMembersSource;
  points: TLeaderboardPointsSource;
  names: TLeaderboardCompaniesSource;
  /** The company's time zone (cached by the companies service): the period's last day is today there. */
  timeZones: Pick<CompaniesService, 'timeZoneOf'>;
  /** Default SNAPSHOT_MAX_AGE_MS (config LEADERBOARD_SNAPSHOT_MAX_AGE_SECONDS; the e2e server uses a few seconds). */
  snapshotMaxAgeMs?: number;
};

/** The person asking: an employee with a profile (company and department read with the session). */
export type TLeaderboardViewer = { companyId: string; departmentId: string };

/** How often the job recomputes the snapshot (its cron, leaderboard.jobs.ts). */
export const SNAPSHOT_REFRESH_MINUTES = 5;
/** A snapshot older than this is recomputed by the request that finds it (the job has missed three rounds). */
export const SNAPSHOT_MAX_AGE_MS = 3 * SNAPSHOT_REFRESH_MINUTES * 60_000;
/**
 * How long a process answers from what it last read of the snapshot (per company, and the company rows), instead of
 * asking the database on every request: a company's members see the same board for this long. A computation in this
 * process forgets it at once; another process's computation, a rename or a change of the naming setting show within
 * this time.
 */
export const READ_CACHE_MS = 10_000;

/** Competition ranking ("1, 2, 2, 4") of rows already sorted best first by `score`. */
function ranks<T>(rows: readonly T[], score: (row: T) => number): number[] {
  const result: number[] = [];
  rows.forEach((row, index) => {
    result.push(index > 0 && score(row) === score(rows[index - 1]!) ? result[index - 1]! : index + 1);
  });
  return result;
}

export function createLeaderboardService(deps: LeaderboardServiceDeps) {
  const { db } = deps.database;
  const { clock, logger } = deps;
  const snapshotMaxAgeMs = deps.snapshotMaxAgeMs ?? SNAPSHOT_MAX_AGE_MS;
  let running: Promise<void> | null = null;
  /** Rows read, by company id (department board) or COMPANY_ROWS (companies board); at most one entry per company. */
  const cache = new Map<string, { rows: TSnapshotRead[]; until: number }>();
  const COMPANY_ROWS = 'companies';
  /**
   * Counts this process's computations: a read that was under way while one was written (and may have read the
   * snapshot before it) is answered but not remembered, so a withdrawal is not undone by a slow read (ADR 016).
   */
  let generation = 0;

  /**
   * One computation (inside a transaction holding the lock): the anonymity module's steps on the cohorts (ADR 016
   * "Differencing"), then the snapshot of what may be published. The module decides; the repo runs each decision
   * set-based.
   */
  async function compute(tx: AppExecutor): Promise<number> {
    const input: TSnapshotInput = {
      now: clock.now(),
      minGroupSize: MIN_GROUP_SIZE,
      companies: deps.names.companies(),
      members: deps.members.members(),
      monthlyPoints: deps.points.monthlyPoints(),
    };
    await prepareCurrentMembers(tx, input);
    await syncCohorts(tx, input);
    const states = await readCohortStates(tx);
    const admitting = states.filter((state) => mayAdmit(state)).map((state) => state.departmentId);
    const steps = await readStepSummaries(tx, admitting);
    const advancing = steps.filter((step) => mayAdvance(step)).map((step) => step.departmentId);
    await applyCohortDecisions(tx, { admitting, advancing });
    return replaceSnapshot(tx, input);
  }

  /**
   * Recomputes the snapshot, one computation at a time per process (callers during one share it) and across
   * processes (an advisory lock). `unlessComputedSince`: skip when a computation that started after this instant has
   * been written meanwhile (requests of two processes, or a request and the job, finding the same stale snapshot).
   * `fresh`: the data changed just now (a consent withdrawn, a move): never share a computation that may have started
   * before, wait for it and run a new one.
   */
  async function refresh(options: { unlessComputedSince?: Date; fresh?: boolean } = {}): Promise<void> {
    if (running && options.fresh) await running.catch(() => undefined);
    if (running) return running;
    running = (async () => {
      const started = performance.now();
      const written = await db.transaction(async (tx) => {
        await lockSnapshot(tx);
        if (options.unlessComputedSince) {
          const computedAt = await findSnapshotComputedAt(tx);
          if (computedAt && computedAt > options.unlessComputedSince) return null;
        }
        return compute(tx);
      });
      if (written !== null) {
        generation += 1;
        cache.clear();
        logger.info({ rows: written, ms: Math.round(performance.now() - started) }, 'Leaderboard snapshot computed');
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** A row is current while its company's month lasts and the job keeps it fresh. */
  const isCurrent = (row: TSnapshotRead, now: number) =>
    row.monthEndsAtMs > now && now - row.computedAtMs < snapshotMaxAgeMs;

  /**
   * The rows under `key`: from the cache while it is fresh and they are current, else read with `read`; when `current`
   * says the rows read will not do, recomputes once and reads again.
   */
  async function readCurrent(
    key: string,
    read: () => Promise<TSnapshotRead[]>,
    current: (rows: TSnapshotRead[], now: number) => boolean,
  ): Promise<TSnapshotRead[]> {
    const now = clock.now();
    const cached = cache.get(key);
    if (cached && cached.until > now.getTime() && current(cached.rows, now.getTime())) return cached.rows;
    let readIn = generation;
    let rows = await read();
    if (!current(rows, now.getTime())) {
      await refresh({ unlessComputedSince: now });
      readIn = generation;
      rows = await read();
    }
    if (generation === readIn) cache.set(key, { rows, until: now.getTime() + READ_CACHE_MS });
    return rows;
  }

  /** The period shown: the first day of the company's month to today (both civil days in its time zone). */
  async function periodOf(companyRow: TSnapshotRead | undefined, companyId: string) {
    const today = civilToday(clock.now(), await deps.timeZones.timeZoneOf(companyId));
    const from = companyRow?.month ?? `${today.slice(0, 7)}-01`;
    const lastDay = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
    return { from, to: today < from ? from : today > lastDay ? lastDay : today };
  }

  const isoOrNull = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

  return {
    refresh,

    /**
     * Someone's membership changed (company-insights consent withdrawn or granted, moved, left, account deleted):
     * recomputes now, so the person is out of every board of every company at once (ADR 016). This process answers
     * from the new snapshot at once; other processes forget their read cache within READ_CACHE_MS.
     */
    async membershipChanged(): Promise<void> {
      try {
        await refresh({ fresh: true });
      } catch (error) {
        // The change itself is committed; the job (or the next request finding the snapshot stale) catches up.
        logger.error({ err: error }, 'Leaderboard recomputation after a membership change failed');
      }
    },

    /** The departments of the viewer's company with at least MIN_GROUP_SIZE counted members, best average first. */
    async departments(viewer: TLeaderboardViewer): Promise<TDepartmentLeaderboard> {
      const rows = await readCurrent(
        viewer.companyId,
        () => readCompanySnapshot(db, viewer.companyId, deps.names.departments()),
        (found, now) => found.some((row) => row.departmentId === null && isCurrent(row, now)),
      );
      const companyRow = rows.find((row) => row.departmentId === null);
      const ordered = rows
        .filter(
          (row): row is TSnapshotRead & { departmentId: string; name: string } =>
            row.departmentId !== null &&
            row.name !== null &&
            isListed({ admitted: row.members, withheld: row.withheld }),
        )
        .map((row) => ({ row, averagePoints: average(row.points, row.members) }))
        .sort((a, b) => b.averagePoints - a.averagePoints || a.row.name.localeCompare(b.row.name));
      const rank = ranks(ordered, (entry) => entry.averagePoints);
      const result: TDepartmentRanking[] = ordered.map(({ row, averagePoints }, index) => ({
        rank: rank[index]!,
        departmentId: row.departmentId,
        name: row.name,
        memberCount: row.members,
        averagePoints,
        own: row.departmentId === viewer.departmentId,
      }));
      return {
        period: await periodOf(companyRow, viewer.companyId),
        participants: groupCount(companyRow?.members ?? 0),
        rows: result,
        hiddenGroups: companyRow?.hasHidden ?? false,
        withheldGroups: companyRow?.withheld ?? false,
        computedAt: isoOrNull(companyRow?.computedAtMs),
      };
    },

    /**
     * Companies with at least MIN_GROUP_SIZE counted members in listed departments, best average first: the viewer's
     * own by name, others by name only when they chose to be named (else a label, "Company n", its place in this
     * answer), employee counts in bands.
     */
    async companies(viewer: TLeaderboardViewer): Promise<TCompanyLeaderboard> {
      const rows = await readCurrent(
        COMPANY_ROWS,
        () => readCompanyRows(db, deps.names.companies()),
        (found, now) =>
          found.some((row) => row.companyId === viewer.companyId) && found.every((row) => isCurrent(row, now)),
      );
      const now = clock.now().getTime();
      const current = rows.filter((row) => row.monthEndsAtMs > now);
      const ordered = current
        .filter((row): row is TSnapshotRead & { name: string } => row.name !== null && row.members >= MIN_GROUP_SIZE)
        .map((row) => ({ row, averagePoints: average(row.points, row.members) }))
        .sort((a, b) => b.averagePoints - a.averagePoints || a.row.companyId.localeCompare(b.row.companyId));
      const rank = ranks(ordered, (entry) => entry.averagePoints);
      const result: TCompanyRanking[] = ordered.map(({ row, averagePoints }, index) => {
        const own = row.companyId === viewer.companyId;
        return {
          rank: rank[index]!,
          name: own || row.named ? row.name : null,
          label: index + 1,
          employeeBand: employeeCountBand(row.employees),
          averagePoints,
          own,
        };
      });
      const ownRow = rows.find((row) => row.companyId === viewer.companyId);
      return {
        period: await periodOf(ownRow, viewer.companyId),
        participants: groupCount(ordered.reduce((sum, entry) => sum + entry.row.members, 0)),
        rows: result,
        hiddenGroups: current.some((row) => row.members < MIN_GROUP_SIZE && (row.hasHidden || row.withheld)),
        computedAt: isoOrNull((ownRow ?? rows[0])?.computedAtMs),
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
