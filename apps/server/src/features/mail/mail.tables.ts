import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, type TMailStatus } from '@openwell/contracts';
import { optionalCompanyIdColumn } from '../../db/tenant-columns.ts';

export { MAIL_STATUSES };
export type MailStatus = TMailStatus;

/**
 * The e-mail outbox. Without SMTP every mail lands here (and the development mailbox shows it);
 * with SMTP it records each delivery. Communication data: rows older than one year are deleted
 * by the `mail.outbox.expire` job.
 *
 * Mail bodies carry links that are keys to accounts (password reset, employer invitation), so no body is readable
 * from the database (issue 22): while a mail waits ('pending') its text and HTML are encrypted (AES-256-GCM with the
 * data key, bound to the row: context `mail:<id>:text` / `mail:<id>:html`); once a delivery was attempted ('sent',
 * 'failed') the bodies are null. Recipient, subject, status and times stay for the record.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: optionalCompanyIdColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Encrypted while pending (see above), null once a delivery was attempted. */
    textBody: text('text_body'),
    /** Encrypted while pending, null without an HTML part or once a delivery was attempted. */
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
