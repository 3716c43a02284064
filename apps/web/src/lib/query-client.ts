import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: fresh for 30 s, unused data kept 5 min, no refetch on focus, one retry. */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  retry: 1,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

/** The one client of the app. */
export const queryClient = createQueryClient();
