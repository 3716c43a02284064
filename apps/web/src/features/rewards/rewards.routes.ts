import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

/** The employees' rewards page (the admin area's rewards pages are the admin feature's: they sit in its frame). */
export const rewardsPages: readonly TPageRoute[] = [
  {
    name: 'rewards',
    path: '/rewards',
    load: () => import('./pages/rewards.tsx'),
    namespaces: ['rewards', 'gamification', 'errors'],
    access: USER_SCREEN,
  },
];
