import { ADMIN_LOGIN_PATH, ADMIN_TWO_FACTOR_PATH } from '@/lib/admin-area-paths.ts';
import type { TPageRoute } from '@/lib/page-route.ts';

/** The admin-area pages outside its frame: enrolling the second factor, accepting an employer invitation. */
export const employersPages: readonly TPageRoute[] = [
  {
    name: 'admin-two-factor',
    path: ADMIN_TWO_FACTOR_PATH,
    load: () => import('./pages/admin-two-factor.tsx'),
    namespaces: ['employers', 'profile', 'errors', 'auth'],
    // The one admin-area page open to accounts without a second factor: where they enrol it.
    access: { roles: ['employer', 'admin'], redirectTo: ADMIN_LOGIN_PATH },
  },
  {
    name: 'admin-invitation',
    path: '/admin/invitation',
    load: () => import('./pages/admin-invitation.tsx'),
    namespaces: ['employers', 'auth', 'errors'],
  },
];
