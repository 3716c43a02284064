/**
 * leaderboard: department and company rankings by average points this month (server: features/leaderboard,
 * contracts: leaderboard.ts). Groups only, never an individual; groups under MIN_GROUP_SIZE counted members are not
 * listed.
 */
export { leaderboardPages } from './leaderboard.routes.ts';
export { LeaderboardPage } from './components/leaderboard-page.tsx';
