import { desc, eq } from 'drizzle-orm';
import type { AppExecutor } from '../../db/client.ts';
import { sessionActivity, type SessionActivityRow } from './session-activity.tables.ts';

export async function insertSessionActivity(
  db: AppExecutor,
  row: Pick<SessionActivityRow, 'userId' | 'companyId' | 'activityType' | 'metadata'> & { createdAt: Date },
): Promise<void> {
  await db.insert(sessionActivity).values(row);
}

export async function listSessionActivity(db: AppExecutor, userId: string): Promise<SessionActivityRow[]> {
  return db
    .select()
    .from(sessionActivity)
    .where(eq(sessionActivity.userId, userId))
    .orderBy(desc(sessionActivity.createdAt));
}
