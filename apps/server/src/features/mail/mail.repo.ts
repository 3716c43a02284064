import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/** An encrypted body as lib/crypto.ts writes it (`v1.<iv>.<tag>.<ciphertext>`); a mail's clear text never matches. */
export const SEALED_BODY_PATTERN = '^v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';

/** Pending mails whose body is still stored in clear (written before bodies were encrypted). */
export async function selectClearPendingOutboxMail(
  db: AppExecutor,
): Promise<Array<Pick<MailOutboxRow, 'id' | 'textBody' | 'htmlBody'>>> {
  return db
    .select({ id: mailOutbox.id, textBody: mailOutbox.textBody, htmlBody: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`(${mailOutbox.textBody} !~ ${SEALED_BODY_PATTERN} or ${mailOutbox.htmlBody} !~ ${SEALED_BODY_PATTERN})`,
      ),
    );
}

export async function updateOutboxMailBodies(
  db: AppExecutor,
  id: string,
  bodies: Pick<MailOutboxRow, 'textBody' | 'htmlBody'>,
): Promise<void> {
  await db.update(mailOutbox).set(bodies).where(eq(mailOutbox.id, id));
}
