import { LeaderboardPage } from '../components/leaderboard-page.tsx';

/** /leaderboard: signed-in users only (leaderboard.routes.ts). */
export default function LeaderboardRoute() {
  return <LeaderboardPage />;
}
