import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { companyIdColumn, optionalDepartmentIdColumn } from '../../db/tenant-columns.ts';

/**
 * The leaderboards' maintained aggregate (issue 10, ADR 016): per company and per department of it, the members and
 * the points they earned in the company's current calendar month, computed from the monthly points and the profiles
 * by a job every few minutes (and on demand when a company has no row for its current month). Requests read a few
 * rows of it by index; nothing here is per person.
 *
 * - Department rows (`department_id` set): every member of the department (`employees`), those who allow anonymous
 *   company insights (`members`, the counted ones) and the points those earned this month (`points`).
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
