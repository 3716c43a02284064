import { and, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import {
  questionnaireDrafts,
  questionnaireSubmissions,
  type QuestionnaireDraft,
  type QuestionnaireSubmission,
} from './questionnaire.tables.ts';

/**
 * Drizzle queries of the questionnaire (issue 12); the rules are in the service. Every read and write names the
 * person (`user_id`): a submission id of another person finds nothing. `answers` arrive and leave sealed
 * (answers-sealing.ts): this file never sees them in plain text.
 */

// ---- the draft ---------------------------------------------------------------------------------------------------

export async function findDraft(db: AppExecutor, userId: string): Promise<QuestionnaireDraft | null> {
  const [row] = await db.select().from(questionnaireDrafts).where(eq(questionnaireDrafts.userId, userId));
  return row ?? null;
}

/** Creates or replaces the person's one draft: `started_at` stays that of the first save, `updated_at` is `now`. */
export async function upsertDraft(
  db: AppExecutor,
  draft: { userId: string; companyId: string; version: number; step: string; answers: string; now: Date },
): Promise<QuestionnaireDraft> {
  const changes = { version: draft.version, step: draft.step, answers: draft.answers, updatedAt: draft.now };
  const [row] = await db
    .insert(questionnaireDrafts)
    .values({ userId: draft.userId, companyId: draft.companyId, ...changes, startedAt: draft.now })
    .onConflictDoUpdate({ target: questionnaireDrafts.userId, set: { ...changes, companyId: draft.companyId } })
    .returning();
  return row!;
}

export async function deleteDraft(db: AppExecutor, userId: string): Promise<void> {
  await db.delete(questionnaireDrafts).where(eq(questionnaireDrafts.userId, userId));
}

// ---- submissions -------------------------------------------------------------------------------------------------

export type TNewSubmission = Omit<typeof questionnaireSubmissions.$inferInsert, 'id' | 'reviewRemindedAt'>;

export async function insertSubmission(db: AppExecutor, row: TNewSubmission): Promise<QuestionnaireSubmission> {
  const [inserted] = await db.insert(questionnaireSubmissions).values(row).returning();
  return inserted!;
}

/** Newest first: by completion, then by id (two completions in the same instant keep one order). */
const newestFirst = [desc(questionnaireSubmissions.completedAt), desc(questionnaireSubmissions.id)] as const;

export async function latestSubmission(db: AppExecutor, userId: string): Promise<QuestionnaireSubmission | null> {
  const [row] = await db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

/** The person's versions without their answers, newest first. */
export async function listSubmissions(db: AppExecutor, userId: string) {
  return db
    .select({
      id: questionnaireSubmissions.id,
      version: questionnaireSubmissions.version,
      completedAt: questionnaireSubmissions.completedAt,
      completedOn: questionnaireSubmissions.completedOn,
    })
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, userId))
    .orderBy(...newestFirst);
}

/** One of the person's versions; null for an unknown id and for another person's. */
export async function findSubmission(
  db: AppExecutor,
  userId: string,
  submissionId: string,
): Promise<QuestionnaireSubmission | null> {
  const [row] = await db
    .select()
    .from(questionnaireSubmissions)
    .where(and(eq(questionnaireSubmissions.id, submissionId), eq(questionnaireSubmissions.userId, userId)));
  return row ?? null;
}

/** Every version and the draft of the person. */
export async function deleteAllOf(db: AppExecutor, userId: string): Promise<{ submissions: number }> {
  await db.delete(questionnaireDrafts).where(eq(questionnaireDrafts.userId, userId));
  const deleted = await db
    .delete(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, userId))
    .returning({ id: questionnaireSubmissions.id });
  return { submissions: deleted.length };
}

// ---- the yearly review reminder ----------------------------------------------------------------------------------

/**
 * The latest submissions completed at or before `cutoff` whose reminder was not sent: each person's newest version
 * only (a newer one means the person reviewed it), oldest first, at most `limit`.
 */
export async function findReviewsDue(
  db: AppExecutor,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; userId: string; companyId: string }>> {
  const latest = sql`not exists (
    select 1 from ${questionnaireSubmissions} newer
    where newer.user_id = ${questionnaireSubmissions.userId}
      and (newer.completed_at, newer.id) > (${questionnaireSubmissions.completedAt}, ${questionnaireSubmissions.id}))`;
  return db
    .select({
      id: questionnaireSubmissions.id,
      userId: questionnaireSubmissions.userId,
      companyId: questionnaireSubmissions.companyId,
    })
    .from(questionnaireSubmissions)
    .where(
      and(lte(questionnaireSubmissions.completedAt, cutoff), isNull(questionnaireSubmissions.reviewRemindedAt), latest),
    )
    .orderBy(questionnaireSubmissions.completedAt, questionnaireSubmissions.id)
    .limit(limit);
}

/**
 * Claims a submission's reminder: sets `review_reminded_at` when it is still null (one statement, so of two runs at
 * once only one claims it). False: claimed already.
 */
export async function claimReviewReminder(db: AppExecutor, submissionId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(questionnaireSubmissions)
    .set({ reviewRemindedAt: now })
    .where(and(eq(questionnaireSubmissions.id, submissionId), isNull(questionnaireSubmissions.reviewRemindedAt)))
    .returning({ id: questionnaireSubmissions.id });
  return claimed.length > 0;
}

/** Gives a claim back (the mail could not be sent): the next run tries again. */
export async function releaseReviewReminder(db: AppExecutor, submissionId: string, claimedAt: Date): Promise<void> {
  await db
    .update(questionnaireSubmissions)
    .set({ reviewRemindedAt: null })
    .where(
      and(eq(questionnaireSubmissions.id, submissionId), eq(questionnaireSubmissions.reviewRemindedAt, claimedAt)),
    );
}

// ---- retention ---------------------------------------------------------------------------------------------------

/** Deletes the versions completed before `cutoff` and the drafts last saved before it. */
export async function deleteOlderThan(db: AppExecutor, cutoff: Date): Promise<{ submissions: number; drafts: number }> {
  const submissions = await db
    .delete(questionnaireSubmissions)
    .where(lt(questionnaireSubmissions.completedAt, cutoff))
    .returning({ id: questionnaireSubmissions.id });
  const drafts = await db
    .delete(questionnaireDrafts)
    .where(lt(questionnaireDrafts.updatedAt, cutoff))
    .returning({ userId: questionnaireDrafts.userId });
  return { submissions: submissions.length, drafts: drafts.length };
}
