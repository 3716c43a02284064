import { COACH_ENGINES, COACH_FALLBACK_REASONS, COACH_REPLY_KINDS, COACH_ROLES } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from '../../db/tenant-columns.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The AI coach (issue 13, ADR 021). Conversation text is communication data about a person's health: titles, messages
 * and tips are encrypted at rest (AES-256-GCM with the installation's key, lib/crypto.ts, bound to
 * `coach:<user id>`), so the database files show none of it without the key. Messages are deleted a year after they
 * were written (COACH_RETENTION_MONTHS, a job); conversations go with their last message.
 */

/** Per person: the first-use AI notice (EU AI Act Art. 50). */
export const coachProfiles = pgTable('coach_profiles', {
  userId: userIdColumn().primaryKey(),
  companyId: companyIdColumn(),
  noticeAcknowledgedAt: timestamp('notice_acknowledged_at', { withTimezone: true }),
});

export const coachConversations = pgTable(
  'coach_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    /** Encrypted: the first message, shortened. */
    title: text('title').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last message was written (list order; the retention deletes a conversation with its last message). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_conversations_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
    index('coach_conversations_updated_at_idx').on(t.updatedAt),
  ],
);

export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => coachConversations.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    role: text('role', { enum: COACH_ROLES }).notNull(),
    /** Encrypted text. */
    content: text('content').notNull(),
    /** Assistant messages: the engine, the kind of reply, why the built-in engine stood in. Null for the person's. */
    engine: text('engine', { enum: COACH_ENGINES }),
    kind: text('kind', { enum: COACH_REPLY_KINDS }),
    fallbackReason: text('fallback_reason', { enum: COACH_FALLBACK_REASONS }),
    stopped: boolean('stopped').notNull().default(false),
    truncated: boolean('truncated').notNull().default(false),
    /** Tokens the external model counted for the reply (its usage chunk), else null. */
    tokens: integer('tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coach_messages_role_check', sql`${t.role} in (${inList(COACH_ROLES)})`),
    check('coach_messages_engine_check', sql`${t.engine} is null or ${t.engine} in (${inList(COACH_ENGINES)})`),
    check('coach_messages_kind_check', sql`${t.kind} is null or ${t.kind} in (${inList(COACH_REPLY_KINDS)})`),
    check(
      'coach_messages_fallback_reason_check',
      sql`${t.fallbackReason} is null or ${t.fallbackReason} in (${inList(COACH_FALLBACK_REASONS)})`,
    ),
    index('coach_messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    index('coach_messages_created_at_idx').on(t.createdAt),
  ],
);

/** The day's tips: the first picked once a day, one more row per "another tip". Kept 30 days. */
export const coachTips = pgTable(
  'coach_tips',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    /** The person's civil day. */
    day: date('day', { mode: 'string' }).notNull(),
    sequence: integer('sequence').notNull(),
    /** Encrypted JSON of the tip (template id, fact and its figures). */
    tip: text('tip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.sequence] }), index('coach_tips_day_idx').on(t.day)],
);

/**
 * The installation's daily budget for the external model (AI_DAILY_TOKEN_BUDGET): tokens reserved before a call and
 * settled with the usage the model reports. One row per UTC day.
 */
export const coachUsage = pgTable('coach_usage', {
  day: date('day', { mode: 'string' }).primaryKey(),
  tokens: integer('tokens').notNull().default(0),
});

export type CoachConversation = typeof coachConversations.$inferSelect;
export type CoachMessage = typeof coachMessages.$inferSelect;
