import { LeaderboardPage } from '@/features/leaderboard/index.ts';

/** /leaderboard: signed-in users only (router.tsx). */
export default function LeaderboardRoute() {
  return <LeaderboardPage />;
}
