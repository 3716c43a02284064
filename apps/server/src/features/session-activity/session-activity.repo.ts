import type { AppExecutor } from '../../db/client.ts';
import { sessionActivity, type SessionActivityRow } from './session-activity.tables.ts';

export async function insertSessionActivity(
  db: AppExecutor,
  row: Pick<SessionActivityRow, 'userId' | 'companyId' | 'activityType' | 'metadata'> & { createdAt: Date },
): Promise<void> {
  await db.insert(sessionActivity).values(row);
}
