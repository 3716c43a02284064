import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Security audit log: sign-ins, MFA changes, password resets, role and company changes (ARCHITECTURE.md, "Privacy").
 * Rows are kept 7 years (`audit.log.prune`), longer than the accounts and companies they name, so
 * `company_id` and the Better Auth user ids carry no foreign key: deleting a user or a company must not delete
 * (or block) its audit trail. Never holds passwords, tokens or codes (audit.service.ts strips them).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Tenant column without the cascading FK of db/tenant-columns.ts: see above.
    companyId: uuid('company_id'),
    actorUserId: text('actor_user_id'),
    subjectUserId: text('subject_user_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_id_created_at_idx').on(t.companyId, t.createdAt),
    index('audit_log_subject_user_id_created_at_idx').on(t.subjectUserId, t.createdAt),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
    // For the daily retention delete (`created_at < cutoff`).
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
