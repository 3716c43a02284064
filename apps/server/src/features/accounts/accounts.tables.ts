import { CONSENT_KINDS, GENDERS, LEGAL_DOCUMENTS_REQUIRING_ACCEPTANCE, ONBOARDING_STEPS } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, departmentIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The employee profile of an account (one per user). Platform admins created by the first-admin setup
 * have none. The company is set at sign-up and afterwards changed only by an admin (company_changed audit).
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: userIdColumn().primaryKey(),
    companyId: companyIdColumn(),
    departmentId: departmentIdColumn(),
    age: integer('age').notNull(),
    gender: text('gender').notNull(),
    onboardingStep: text('onboarding_step').notNull().default('connect-wearable'),
    /**
     * The current state of each consent kind, `{ kind: { granted, version, updatedAt } }`: a copy of the latest row
     * of each kind in `consents` (the history), written in the same transaction, so that the signed-in user is read
     * with the session in one query (issue 7).
     */
    consentState: jsonb('consent_state').$type<TConsentStateMap>().notNull().default({}),
    /** The latest accepted version of each legal document, `{ privacy, terms }`: a copy, like consentState. */
    legalState: jsonb('legal_state').$type<Partial<Record<string, string>>>().notNull().default({}),
    /**
     * The person's own IANA time zone (ADR 022): their civil days (health data, goals, streaks, points, tips, the
     * questionnaire's review date) are counted in it. null: the company's. Validated with Intl when written.
     */
    timeZone: text('time_zone'),
    /**
     * The person's today when they last changed zone: their today never goes before it (ADR 022), so hopping zones
     * cannot bring back a day that had already begun. null: never changed.
     */
    timeZoneNotBefore: date('time_zone_not_before', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_age_check', sql`${t.age} between 18 and 120`),
    check('profiles_gender_check', sql`${t.gender} in (${inList(GENDERS)})`),
    check('profiles_onboarding_step_check', sql`${t.onboardingStep} in (${inList(ONBOARDING_STEPS)})`),
    // Members per department of a company (counts, seat limit); department_id alone for merges and the foreign-key
    // check when a department is deleted.
    index('profiles_company_id_department_id_idx').on(t.companyId, t.departmentId),
    index('profiles_department_id_idx').on(t.departmentId),
  ],
);

/**
 * Consent history, append-only: every grant or withdrawal is a new row with the version of the text the
 * user agreed to and the server time. The current state of a kind is its latest row.
 *
 * Version: consents are explained in the privacy policy, so a consent's version is the privacy policy
 * version in force when it was given (LEGAL_VERSIONS.privacy); no separate consent version exists.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consents_kind_check', sql`${t.kind} in (${inList(CONSENT_KINDS)})`),
    index('consents_user_kind_created_idx').on(t.userId, t.kind, t.createdAt.desc()),
  ],
);

/** Which version of the privacy policy and terms a user accepted, and when (server time). Append-only. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    document: text('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('legal_acceptances_document_check', sql`${t.document} in (${inList(LEGAL_DOCUMENTS_REQUIRING_ACCEPTANCE)})`),
    index('legal_acceptances_user_document_idx').on(t.userId, t.document, t.acceptedAt.desc()),
  ],
);

/** One consent kind's current state as profiles.consent_state keeps it (updatedAt: the history row's created_at). */
export type TConsentStateEntry = { granted: boolean; version: string; updatedAt: string };
export type TConsentStateMap = Partial<Record<string, TConsentStateEntry>>;

export type Profile = typeof profiles.$inferSelect;
export type Consent = typeof consents.$inferSelect;
export type LegalAcceptance = typeof legalAcceptances.$inferSelect;
