import type { TCompanyLeaderboard, TDepartmentLeaderboard, TEndpointOutput } from '@openwell/contracts';
import { getCompanyLeaderboard, getDepartmentLeaderboard } from '@openwell/contracts';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { pointsMonthly } from '../../src/features/gamification/gamification.tables.ts';
import { createSilentLogger } from '../../src/lib/logger.ts';
import type { TestSession } from './accounts-fixtures.ts';
import { callEndpoint, expectOk, type ApiSession } from './api-client.ts';

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

/** A board as the session's user sees it: the typed body (a failure fails the test) and the raw answer. */
async function board<E extends typeof getDepartmentLeaderboard | typeof getCompanyLeaderboard>(
  app: AppInstance,
  session: ApiSession,
  endpoint: E,
): Promise<{ status: number; body: TEndpointOutput<E>; raw: string }> {
  const answer = await callEndpoint(app, session, endpoint);
  return { status: answer.status, body: expectOk(answer), raw: answer.raw };
}

export function departmentBoard(
  app: AppInstance,
  session: ApiSession,
): Promise<{ status: number; body: TDepartmentLeaderboard; raw: string }> {
  return board(app, session, getDepartmentLeaderboard);
}

export function companyBoard(
  app: AppInstance,
  session: ApiSession,
): Promise<{ status: number; body: TCompanyLeaderboard; raw: string }> {
  return board(app, session, getCompanyLeaderboard);
}
