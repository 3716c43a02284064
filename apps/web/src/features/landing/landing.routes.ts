import type { TPageRoute } from '@/lib/page-route.ts';

/** The public landing page: prerendered (app/public-pages.ts), without the data cache. */
export const landingPages: readonly TPageRoute[] = [
  {
    name: 'landing',
    path: '/',
    load: () => import('./pages/landing.tsx'),
    namespaces: ['landing'],
    withoutData: true,
  },
];
