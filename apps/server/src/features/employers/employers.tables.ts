import { LANGUAGES } from '@openwell/i18n';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Which company an employer account administers (one row per employer account; issue 8). An employer is not
 * necessarily an employee: an invited HR person has no profile, takes no part in the programme and is not counted in
 * any department. The session query (openwell_session_user) reads this row, so every request knows the employer's
 * company without another query.
 */
export const companyEmployers = pgTable(
  'company_employers',
  {
    userId: userIdColumn().primaryKey(),
    companyId: companyIdColumn(),
    /** The admin who invited or promoted the employer (no foreign key: the audit trail outlives accounts). */
    grantedBy: uuid('granted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_employers_company_id_idx').on(t.companyId)],
);

/**
 * An admin's invitation of an employer by e-mail: a single-use link valid for EMPLOYER_INVITATION_TTL_HOURS. Only the
 * SHA-256 of the link's token is stored. Accepting creates the employer account (password set by the invitee).
 */
export const employerInvitations = pgTable(
  'employer_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    /** Normalised (trimmed, lower case). */
    email: text('email').notNull(),
    /** The invitee's language: the mail's and the new account's. */
    language: text('language').notNull(),
    tokenHash: text('token_hash').notNull().unique('employer_invitations_token_hash_unique'),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('employer_invitations_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    index('employer_invitations_company_id_created_at_idx').on(t.companyId, t.createdAt),
  ],
);

export type CompanyEmployer = typeof companyEmployers.$inferSelect;
export type EmployerInvitation = typeof employerInvitations.$inferSelect;
export type NewEmployerInvitation = typeof employerInvitations.$inferInsert;
