import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, optionalDepartmentIdColumn } from '../../db/tenant-columns.ts';

/**
 * The leaderboards' maintained aggregate (issue 10, ADR 016): per company and per department of it, the members and
 * the points they earned in the company's current calendar month, computed from the monthly points and the profiles
 * by a job every few minutes (and on demand when a company has no row for its current month). Requests read a few
 * rows of it by index; nothing here is per person.
 *
 * - Department rows (`department_id` set): every member of the department (`employees`); when the department is
 *   listed (anonymity module: at least MIN_GROUP_SIZE admitted members, not withheld), the admitted members of its
 *   cohort (`members`) and the sum of their published points (`points`), else 0 and 0: only what may be published.
 * - The company row (`department_id` null): `employees` = all members of the company (its size band); `members` and
 *   `points` only over its departments with at least MIN_GROUP_SIZE counted members (the listed ones), so that no
 *   published figure of the company can be combined with its listed departments to reveal a hidden one
 *   (complementary suppression, ADR 016); `has_hidden`: some department has counted members but too few to be listed.
 *
 * Replaced as a whole by each refresh, in one transaction: a reader sees one computation (`computed_at`) or the other.
 */
export const leaderboardSnapshots = pgTable(
  'leaderboard_snapshots',
  {
    companyId: companyIdColumn(),
    departmentId: optionalDepartmentIdColumn(),
    /** The first day of the company's calendar month (its time zone) at computation time. */
    month: date('month', { mode: 'string' }).notNull(),
    /** When that month ends in the company's time zone: a row past it is stale (the next month has begun). */
    monthEndsAt: timestamp('month_ends_at', { withTimezone: true }).notNull(),
    employees: integer('employees').notNull(),
    members: integer('members').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    hasHidden: boolean('has_hidden').notNull().default(false),
    /**
     * Department rows: its figures are withheld until the month ends (someone left its cohort). Company rows: some
     * department of the company is withheld.
     */
    withheld: boolean('withheld').notNull().default(false),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One row per company and department, one per company with department_id null: the department board reads
    // `where company_id = $1` on it.
    unique('leaderboard_snapshots_company_id_department_id_unique').on(t.companyId, t.departmentId).nullsNotDistinct(),
    // The company board reads the company rows only.
    index('leaderboard_snapshots_company_rows_idx')
      .on(t.companyId)
      .where(sql`${t.departmentId} is null`),
    check('leaderboard_snapshots_counts_check', sql`${t.members} >= 0 and ${t.members} <= ${t.employees}`),
  ],
);

export type LeaderboardSnapshotRow = typeof leaderboardSnapshots.$inferSelect;

/**
 * The cohorts of the leaderboards (issue 22, ADR 016 "Differencing", the anonymity module): per counted person, the
 * department whose figure contains them this month, whether they are admitted (else pending: they wait for a batch of
 * MIN_BATCH) and the points the published figure counts for them (`published_points`, advanced by the spread rule).
 * Internal: never read by a request, never published. One row per person (their current cohort).
 *
 * `user_id` has no foreign key on purpose: when an account is deleted its row must stay until the next computation
 * sees it gone, which withholds the department (a cascade would let the figure drop by exactly their points). The
 * next computation deletes the row.
 */
export const leaderboardCohortMembers = pgTable(
  'leaderboard_cohort_members',
  {
    userId: uuid('user_id').primaryKey(),
    companyId: companyIdColumn(),
    departmentId: optionalDepartmentIdColumn().notNull(),
    /** The first day of the company's month the cohort is of. */
    month: date('month', { mode: 'string' }).notNull(),
    admitted: boolean('admitted').notNull().default(false),
    publishedPoints: bigint('published_points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('leaderboard_cohort_members_department_idx').on(t.departmentId)],
);

/** Departments withheld until their month ends: someone left the cohort (anonymity module). Internal. */
export const leaderboardWithheldGroups = pgTable('leaderboard_withheld_groups', {
  departmentId: optionalDepartmentIdColumn().notNull().primaryKey(),
  companyId: companyIdColumn(),
  month: date('month', { mode: 'string' }).notNull(),
});
