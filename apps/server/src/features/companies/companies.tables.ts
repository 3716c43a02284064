import { COMPANY_STATUSES } from '@openwell/contracts';
import { LANGUAGES } from '@openwell/i18n';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A subscribing company (the tenant). `code` is what employees type at sign-up; stored upper case. Typed with any
 * spacing and dashes it is the same code (companyCodeKey): so no two codes may be equal without their dashes either.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').notNull().unique('companies_code_unique'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Language of mails and invitations when the reader's own is not known (issue 8). */
    defaultLanguage: text('default_language').notNull().default('en'),
    /** IANA time zone: the day boundary for daily goals. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** 'active' or 'suspended' (subscription paused: nobody new joins; members keep their data). */
    status: text('status').notNull().default('active'),
    /** At most this many members (profiles); null: no limit. */
    seatLimit: integer('seat_limit'),
    /**
     * Named on the companies leaderboard to employees of other companies (issue 10); false (the default): shown there
     * as "Company n" only. The company's own employees always see its name.
     */
    leaderboardNamed: boolean('leaderboard_named').notNull().default(false),
    /**
     * Point expiry (issue 11): points expire this many months after they were earned, oldest first (the daily job
     * `gamification.points.expire` writes the expiry entries); null (the default): points never expire.
     */
    pointsExpiryMonths: integer('points_expiry_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_code_upper_check', sql`${t.code} = upper(${t.code})`),
    // The lookup compares codes without their dashes (companyCodeKey); stored codes hold no spaces.
    uniqueIndex('companies_code_key_unique').on(sql`replace(${t.code}, '-', '')`),
    check('companies_default_language_check', sql`${t.defaultLanguage} in (${inList(LANGUAGES)})`),
    check('companies_status_check', sql`${t.status} in (${inList(COMPANY_STATUSES)})`),
    check('companies_seat_limit_check', sql`${t.seatLimit} is null or ${t.seatLimit} > 0`),
    check(
      'companies_points_expiry_months_check',
      sql`${t.pointsExpiryMonths} is null or ${t.pointsExpiryMonths} between 1 and 60`,
    ),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique within a company, case-insensitively ("Sales" and "sales" would confuse everyone).
  (t) => [uniqueIndex('departments_company_id_lower_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type Department = typeof departments.$inferSelect;
