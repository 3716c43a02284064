import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

export const wearablesPages: readonly TPageRoute[] = [
  {
    // The tracker data screen (its path is our choice: ADR 014).
    name: 'tracker',
    path: '/tracker',
    load: () => import('./pages/tracker.tsx'),
    namespaces: ['wearables', 'errors'],
    access: USER_SCREEN,
  },
  {
    // No guard: the server answers for the signed-in user and the page says what failed.
    name: 'fitbit-callback',
    path: '/auth/fitbit/callback',
    load: () => import('./pages/fitbit-callback.tsx'),
    namespaces: ['wearables', 'errors'],
  },
];
