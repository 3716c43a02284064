import type { TPageRoute } from '@/lib/page-route.ts';

export const i18nDebugPages: readonly TPageRoute[] = [
  {
    name: 'i18n-debug',
    path: '/i18n-debug',
    load: () => import('./pages/i18n-debug.tsx'),
    namespaces: ['debug', 'errors'],
  },
];
