import type { TNamespace } from '@openwell/i18n';
import type { TPageRoute } from '@/lib/page-route.ts';

const LEGAL: readonly TNamespace[] = ['legal'];

/** The legal documents: prerendered (app/public-pages.ts), without the data cache. */
export const legalPages: readonly TPageRoute[] = [
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    load: () => import('./pages/privacy-policy.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
  {
    name: 'terms-of-service',
    path: '/terms-of-service',
    load: () => import('./pages/terms-of-service.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
  {
    name: 'cookie-policy',
    path: '/cookie-policy',
    load: () => import('./pages/cookie-policy.tsx'),
    namespaces: LEGAL,
    withoutData: true,
  },
];
