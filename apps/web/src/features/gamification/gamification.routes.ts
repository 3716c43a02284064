import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

export const gamificationPages: readonly TPageRoute[] = [
  {
    // Issue 10: the rules of points, levels, streaks, badges and the health score, linked from the dashboard's cards.
    name: 'how-points-work',
    path: '/how-points-work',
    load: () => import('./pages/how-points-work.tsx'),
    namespaces: ['gamification', 'errors'],
    access: USER_SCREEN,
  },
];
