import { uuid } from 'drizzle-orm/pg-core';
import { users } from '../features/auth/auth.tables.ts';
import { companies, departments } from '../features/companies/companies.tables.ts';

// Every tenant-owned table carries `company_id` (ARCHITECTURE.md, "Principles": distributable by company).
// Tables of other features take the column from here instead of importing the companies feature's
// tables (import boundaries, ADR 004). Rows go with their company (on delete cascade).

/** `company_id uuid not null references companies(id) on delete cascade`. */
export function companyIdColumn() {
  return uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
}

/** Nullable variant, for rows that may belong to no company (e.g. mail to a platform admin). */
export function optionalCompanyIdColumn() {
  return uuid('company_id').references(() => companies.id, { onDelete: 'cascade' });
}

/**
 * `department_id uuid not null references departments(id)` (no action on delete: a department that still has
 * members cannot be deleted; move them first).
 */
export function departmentIdColumn() {
  return uuid('department_id')
    .notNull()
    .references(() => departments.id);
}

/**
 * `department_id uuid references departments(id) on delete cascade`, nullable: for derived rows that go with their
 * department (a leaderboard snapshot row; null there means the whole company).
 */
export function optionalDepartmentIdColumn() {
  return uuid('department_id').references(() => departments.id, { onDelete: 'cascade' });
}

/** `user_id uuid not null references users(id) on delete cascade` (users: the auth feature's accounts). */
export function userIdColumn() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
