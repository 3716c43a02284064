import type { TNamespace } from '@openwell/i18n';
import type { TPageRoute } from '@/lib/page-route.ts';

const AUTH_PAGES: readonly TNamespace[] = ['auth', 'errors'];

/** Login and sign-up (prerendered), and setting a new password from the e-mailed link. */
export const authPages: readonly TPageRoute[] = [
  { name: 'auth', path: '/auth', load: () => import('./pages/auth.tsx'), namespaces: AUTH_PAGES },
  {
    name: 'reset-password',
    path: '/reset-password',
    load: () => import('./pages/reset-password.tsx'),
    namespaces: AUTH_PAGES,
  },
];
