import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';

/**
 * The data cache around a page. It is loaded with each page that may fetch data (router.tsx), not
 * at the root, so the landing page's first download carries no TanStack Query; every page shares
 * the one client, so cached data survives navigation.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
