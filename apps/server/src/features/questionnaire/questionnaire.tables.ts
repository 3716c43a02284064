import { BMI_BANDS, type THealthProfileDomain, type THealthProfileRating } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The health questionnaire (issue 12, ADR 020). Answers are special-category health data: `answers` holds them
 * encrypted at rest (AES-256-GCM with the installation's key, lib/crypto.ts, bound to `questionnaire:<user id>`), so
 * the database files show none of them without the key. Only derived, non-identifying figures are plain columns, for
 * the aggregates of the analytics issue (k >= 5): the BMI band, the profile's ratings per domain, the completion day.
 */

/** The unfinished wizard: one per person, replaced at every step, removed when the questionnaire is submitted. */
export const questionnaireDrafts = pgTable(
  'questionnaire_drafts',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    /** The definition's version (QUESTIONNAIRE_VERSION) the answers follow. */
    version: integer('version').notNull(),
    /** The section to resume at. */
    step: text('step').notNull(),
    /** Encrypted JSON of the answers so far. */
    answers: text('answers').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId] }), index('questionnaire_drafts_updated_at_idx').on(t.updatedAt)],
);

/**
 * A completed questionnaire: every version is kept (the person's history) until they delete their answers or it is
 * older than the health data's retention (2 years).
 */
export const questionnaireSubmissions = pgTable(
  'questionnaire_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    version: integer('version').notNull(),
    /** Encrypted JSON of the answers. */
    answers: text('answers').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The civil day of completion in the person's time zone (ADR 022). */
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** WHO band of the BMI from the answers' height and weight, or null. */
    bmiBand: text('bmi_band'),
    /** The profile's rating per domain at completion ({ activity: 'green', ... }). */
    ratings: jsonb('ratings').$type<Partial<Record<THealthProfileDomain, THealthProfileRating>>>().notNull(),
    /** When the yearly review reminder for this submission was sent (once), or null. */
    reviewRemindedAt: timestamp('review_reminded_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'questionnaire_submissions_bmi_band_check',
      sql`${t.bmiBand} is null or ${t.bmiBand} in (${inList(BMI_BANDS)})`,
    ),
    // The person's history, newest first; the latest submission.
    index('questionnaire_submissions_user_id_completed_at_idx').on(t.userId, t.completedAt.desc()),
    // The retention delete and the reminder job (`completed_at < cutoff`).
    index('questionnaire_submissions_completed_at_idx').on(t.completedAt),
  ],
);

export type QuestionnaireDraft = typeof questionnaireDrafts.$inferSelect;
export type QuestionnaireSubmission = typeof questionnaireSubmissions.$inferSelect;
