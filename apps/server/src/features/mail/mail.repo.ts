import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow, type NewMailOutboxRow } from './mail.tables.ts';

/** Deletes outbox rows created before `cutoff`; returns how many were deleted. */
export async function deleteOutboxMailCreatedBefore(db: AppExecutor, cutoff: Date): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    with deleted as (
      delete from ${mailOutbox} where ${mailOutbox.createdAt} < ${cutoff.toISOString()} returning 1
    )
    select count(*)::int as count from deleted
  `);
  return result.rows[0]?.count ?? 0;
}

export async function insertOutboxMail(db: AppExecutor, row: NewMailOutboxRow): Promise<MailOutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted;
}

/** The newest outbox rows first. */
export async function selectRecentOutboxMail(db: AppExecutor, limit: number): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

/** How many mails wait unsent in the outbox. */
export async function countPendingOutboxMail(db: AppExecutor): Promise<number> {
  const [row] = await db.select({ pending: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  return row?.pending ?? 0;
}
