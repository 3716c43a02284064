import { and, asc, desc, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  coachConversations,
  coachMessages,
  coachProfiles,
  coachTips,
  coachUsage,
  type CoachConversation,
  type CoachMessage,
} from './coach.tables.ts';

/**
 * Drizzle queries of the coach (issue 13); the rules are in the service. Every read and write of a person's rows names
 * the person (`user_id`): another person's conversation id finds nothing. Text arrives and leaves sealed
 * (coach.sealing.ts): this file never sees it in plain.
 */

// ---- the notice --------------------------------------------------------------------------------------------------

export async function noticeAcknowledgedAt(db: AppExecutor, userId: string): Promise<Date | null> {
  const [row] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId));
  return row?.noticeAcknowledgedAt ?? null;
}

/** Records the first acknowledgement (a later one keeps the first time). */
export async function acknowledgeNotice(
  db: AppExecutor,
  owner: { userId: string; companyId: string },
  now: Date,
): Promise<Date> {
  await db
    .insert(coachProfiles)
    .values({ ...owner, noticeAcknowledgedAt: now })
    .onConflictDoUpdate({
      target: coachProfiles.userId,
      set: {
        noticeAcknowledgedAt: sql`coalesce(${coachProfiles.noticeAcknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      },
    });
  return (await noticeAcknowledgedAt(db, owner.userId)) ?? now;
}

// ---- tips --------------------------------------------------------------------------------------------------------

export async function tipsOfDay(db: AppExecutor, userId: string, day: string) {
  return db
    .select()
    .from(coachTips)
    .where(and(eq(coachTips.userId, userId), eq(coachTips.day, day)))
    .orderBy(asc(coachTips.sequence));
}

/** Stores a tip unless that sequence of the day exists already (two requests at once store one). */
export async function insertTip(db: AppExecutor, row: typeof coachTips.$inferInsert): Promise<void> {
  await db.insert(coachTips).values(row).onConflictDoNothing();
}

/**
 * Replaces the day's tips read before (`replaced`: their sealed text, which is unique to each row) by `row`, in one
 * transaction. A request that replaced them first leaves nothing to delete here, and its row wins the sequence.
 */
export async function replaceTips(
  db: AppExecutor,
  input: { userId: string; day: string; replaced: readonly string[]; row: typeof coachTips.$inferInsert },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(coachTips)
      .where(
        and(
          eq(coachTips.userId, input.userId),
          eq(coachTips.day, input.day),
          inArray(coachTips.tip, [...input.replaced]),
        ),
      );
    await tx.insert(coachTips).values(input.row).onConflictDoNothing();
  });
}

// ---- conversations -----------------------------------------------------------------------------------------------

export async function listConversations(db: AppExecutor, userId: string): Promise<CoachConversation[]> {
  return db
    .select()
    .from(coachConversations)
    .where(eq(coachConversations.userId, userId))
    .orderBy(desc(coachConversations.updatedAt), desc(coachConversations.id));
}

/** One of the person's conversations; null for an unknown id and for another person's. */
export async function findConversation(
  db: AppExecutor,
  userId: string,
  conversationId: string,
): Promise<CoachConversation | null> {
  const [row] = await db
    .select()
    .from(coachConversations)
    .where(and(eq(coachConversations.id, conversationId), eq(coachConversations.userId, userId)));
  return row ?? null;
}

export async function insertConversation(
  db: AppExecutor,
  row: { userId: string; companyId: string; title: string; now: Date },
): Promise<CoachConversation> {
  const [inserted] = await db
    .insert(coachConversations)
    .values({ userId: row.userId, companyId: row.companyId, title: row.title, createdAt: row.now, updatedAt: row.now })
    .returning();
  return inserted!;
}

/**
 * Keeps the person's `keep` newest conversations, `current` (the one just started) always among them, and deletes
 * the rest (their messages go with them).
 */
export async function deleteConversationsBeyond(
  db: AppExecutor,
  userId: string,
  keep: number,
  current: string,
): Promise<number> {
  const others = and(eq(coachConversations.userId, userId), ne(coachConversations.id, current));
  const newest = db
    .select({ id: coachConversations.id })
    .from(coachConversations)
    .where(others)
    .orderBy(desc(coachConversations.updatedAt), desc(coachConversations.id))
    .limit(keep - 1);
  const deleted = await db
    .delete(coachConversations)
    .where(and(others, sql`${coachConversations.id} not in (${newest})`))
    .returning({ id: coachConversations.id });
  return deleted.length;
}

/**
 * Reserves `slots` messages in a conversation (the person's message and the reply) when it has room for them:
 * false when it would exceed `max`. Atomic, so two messages at once cannot overfill it.
 */
export async function reserveMessages(
  db: AppExecutor,
  input: { userId: string; conversationId: string; slots: number; max: number; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(coachConversations)
    .set({ messageCount: sql`${coachConversations.messageCount} + ${input.slots}`, updatedAt: input.now })
    .where(
      and(
        eq(coachConversations.id, input.conversationId),
        eq(coachConversations.userId, input.userId),
        sql`${coachConversations.messageCount} + ${input.slots} <= ${input.max}`,
      ),
    )
    .returning({ id: coachConversations.id });
  return updated.length > 0;
}

export async function deleteConversation(db: AppExecutor, userId: string, conversationId: string): Promise<boolean> {
  const deleted = await db
    .delete(coachConversations)
    .where(and(eq(coachConversations.id, conversationId), eq(coachConversations.userId, userId)))
    .returning({ id: coachConversations.id });
  return deleted.length > 0;
}

export async function deleteAllConversations(db: AppExecutor, userId: string): Promise<number> {
  const deleted = await db
    .delete(coachConversations)
    .where(eq(coachConversations.userId, userId))
    .returning({ id: coachConversations.id });
  return deleted.length;
}

// ---- messages ----------------------------------------------------------------------------------------------------

export async function messagesOf(db: AppExecutor, conversationId: string): Promise<CoachMessage[]> {
  return db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.conversationId, conversationId))
    .orderBy(asc(coachMessages.createdAt), asc(coachMessages.role));
}

/** The conversation's message counts as stored (the list shows them). */
export async function insertMessage(db: AppExecutor, row: typeof coachMessages.$inferInsert): Promise<CoachMessage> {
  const [inserted] = await db.insert(coachMessages).values(row).returning();
  return inserted!;
}

// ---- the installation's daily budget -----------------------------------------------------------------------------

/**
 * Reserves `tokens` of the UTC day's budget when they fit: false when the day's total would exceed `budget`. One
 * statement (insert or add under the row's lock), so concurrent replies cannot overspend it.
 */
export async function reserveTokens(db: AppExecutor, day: string, tokens: number, budget: number): Promise<boolean> {
  if (tokens > budget) return false;
  const rows = await db
    .insert(coachUsage)
    .values({ day, tokens })
    .onConflictDoUpdate({
      target: coachUsage.day,
      set: { tokens: sql`${coachUsage.tokens} + ${tokens}` },
      setWhere: sql`${coachUsage.tokens} + ${tokens} <= ${budget}`,
    })
    .returning({ tokens: coachUsage.tokens });
  return rows.length > 0;
}

/** Settles a reservation with what the model reported (`delta` = used - reserved; never below zero). */
export async function settleTokens(db: AppExecutor, day: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(coachUsage)
    .set({ tokens: sql`greatest(0, ${coachUsage.tokens} + ${delta})` })
    .where(eq(coachUsage.day, day));
}

// ---- retention ---------------------------------------------------------------------------------------------------

/**
 * Deletes messages written before `messagesBefore`, then conversations left without messages (and their counts
 * follow what is left), and tips of days before `tipsBefore`. Idempotent.
 */
export async function pruneCoach(db: AppExecutor, input: { messagesBefore: Date; tipsBefore: string }) {
  const messages = await db
    .delete(coachMessages)
    .where(lt(coachMessages.createdAt, input.messagesBefore))
    .returning({ conversationId: coachMessages.conversationId });
  const touched = [...new Set(messages.map((m) => m.conversationId))];
  const conversations = await db
    .delete(coachConversations)
    .where(
      and(
        lt(coachConversations.updatedAt, input.messagesBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(coachMessages)
            .where(eq(coachMessages.conversationId, coachConversations.id)),
        ),
      ),
    )
    .returning({ id: coachConversations.id });
  if (touched.length > 0) {
    await db
      .update(coachConversations)
      .set({
        messageCount: sql`(select count(*)::int from ${coachMessages} where ${coachMessages.conversationId} = ${coachConversations.id})`,
      })
      .where(inArray(coachConversations.id, touched));
  }
  const tips = await db.delete(coachTips).where(lt(coachTips.day, input.tipsBefore)).returning({ day: coachTips.day });
  return { messages: messages.length, conversations: conversations.length, tips: tips.length };
}
