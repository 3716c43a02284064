import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, type TMailStatus } from '@openwell/contracts';
import { optionalCompanyIdColumn } from '../../db/tenant-columns.ts';

export { MAIL_STATUSES };
export type MailStatus = TMailStatus;

/**
 * The e-mail outbox. Without SMTP every mail lands here (and the development mailbox shows it);
 * with SMTP it is the delivery queue. Communication data: rows older than one year are deleted
 * by the `mail.outbox.expire` job.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: optionalCompanyIdColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    language: text('language').notNull().default('en'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_company_id_idx').on(t.companyId),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
