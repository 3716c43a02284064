import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** A subscribing company (the tenant). `code` is what employees type at sign-up; stored upper case. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').notNull().unique('companies_code_unique'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_code_upper_check', sql`${t.code} = upper(${t.code})`)],
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
  (t) => [unique('departments_company_id_name_unique').on(t.companyId, t.name)],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type Department = typeof departments.$inferSelect;
