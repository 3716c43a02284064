import { sql } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { mailOutbox } from './mail.tables.ts';

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
