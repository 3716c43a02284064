import { SESSION_ACTIVITY_TYPES } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { optionalCompanyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

/**
 * The log_session_activity entries: session_start (with timestamp and user agent),
 * session_activity pings and session_end. Account data: kept while the account is active and
 * removed with it (on delete cascade); the 3-year retention after deletion is the account's.
 * company_id is the user's company at the time (null for platform admins without a profile).
 */
export const sessionActivity = pgTable(
  'session_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: optionalCompanyIdColumn(),
    activityType: text('activity_type').notNull(),
    metadata: jsonb('metadata').$type<{ timestamp: string; userAgent?: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'session_activity_type_check',
      sql`${t.activityType} in (${sql.raw(SESSION_ACTIVITY_TYPES.map((v) => `'${v}'`).join(', '))})`,
    ),
    index('session_activity_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type SessionActivityRow = typeof sessionActivity.$inferSelect;
