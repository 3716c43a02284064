import type { TCompanyLeaderboard, TDepartmentLeaderboard } from '@openwell/contracts';
import { getCompanyLeaderboard, getDepartmentLeaderboard } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { pointsMonthly } from '../../src/features/gamification/gamification.tables.ts';
import { createSilentLogger } from '../../src/lib/logger.ts';
import { request, type TestSession } from './accounts-fixtures.ts';

/**
 * Test data for the leaderboards: earned points per user and month written straight into points_monthly (the ledger
 * helper's table, which the leaderboards only read), the refresh job run by hand, the two boards fetched.
 */

/** Sets the person's earned points of a month (`YYYY-MM-01`), replacing what was there. */
export async function setMonthlyPoints(
  database: Database,
  person: Pick<TestSession, 'userId'> & { companyId: string },
  month: string,
  points: number,
): Promise<void> {
  await database.db
    .insert(pointsMonthly)
    .values({ userId: person.userId, companyId: person.companyId, month, points })
    .onConflictDoUpdate({ target: [pointsMonthly.userId, pointsMonthly.month], set: { points } });
}

/** Runs the scheduled refresh as the job runner would (the app's own job, from app.featureJobs). */
export async function runLeaderboardRefresh(app: AppInstance, database: Database, now = new Date()): Promise<void> {
  const job = app.featureJobs.find((candidate) => candidate.id === 'leaderboard.snapshot.refresh');
  if (!job) throw new Error('the leaderboard refresh job is not registered');
  await job.handler({}, { database, logger: createSilentLogger(), now: () => now });
}

/** Rows of the snapshot table (to check what a request computed). */
export async function snapshotRowCount(database: Database): Promise<number> {
  const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from leaderboard_snapshots`);
  return result.rows[0]!.n;
}

export async function departmentBoard(
  app: AppInstance,
  origin: string,
  session: TestSession,
): Promise<{ status: number; body: TDepartmentLeaderboard; raw: string }> {
  const response = await request(app, origin, { method: 'GET', url: getDepartmentLeaderboard.path, session });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

export async function companyBoard(
  app: AppInstance,
  origin: string,
  session: TestSession,
): Promise<{ status: number; body: TCompanyLeaderboard; raw: string }> {
  const response = await request(app, origin, { method: 'GET', url: getCompanyLeaderboard.path, session });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}
