import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

export const dashboardPages: readonly TPageRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    load: () => import('./pages/dashboard.tsx'),
    namespaces: ['dashboard', 'wearables', 'gamification', 'onboarding', 'coach', 'profile', 'errors'],
    access: USER_SCREEN,
  },
];
