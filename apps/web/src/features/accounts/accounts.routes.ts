import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

export const accountsPages: readonly TPageRoute[] = [
  {
    name: 'profile',
    path: '/profile',
    load: () => import('./pages/profile.tsx'),
    namespaces: ['profile', 'wearables', 'errors'],
    access: USER_SCREEN,
  },
  {
    name: 'onboarding',
    path: '/onboarding',
    load: () => import('./pages/onboarding.tsx'),
    namespaces: ['onboarding', 'wearables', 'errors'],
    access: USER_SCREEN,
  },
];
