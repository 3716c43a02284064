import { sql } from 'drizzle-orm';
import type { TLeaderboardPointsSource } from '../leaderboard/leaderboard.service.ts';
import { pointsMonthly } from './gamification.tables.ts';

/**
 * The points the leaderboards compare (ADR 016): earned points per user and calendar month (points_monthly, kept
 * with the ledger, so no leaderboard ever scans the ledger). Wired in features/services.ts; the leaderboard aggregates
 * the rows in its own query.
 */
export function createMonthlyPointsSource(): TLeaderboardPointsSource {
  return {
    monthlyPoints: () => sql`
      select ${pointsMonthly.userId} as user_id, ${pointsMonthly.month} as month, ${pointsMonthly.points} as points
      from ${pointsMonthly}`,
  };
}
