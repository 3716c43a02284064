import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

export const leaderboardPages: readonly TPageRoute[] = [
  {
    name: 'leaderboard',
    path: '/leaderboard',
    load: () => import('./pages/leaderboard.tsx'),
    namespaces: ['leaderboard', 'errors'],
    access: USER_SCREEN,
  },
];
