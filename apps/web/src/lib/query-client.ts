import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { notifySecondFactorRequired } from './session/session-store.ts';

/** Data fetching: fresh for 30 s, unused data kept 5 min, no refetch on focus, one retry. */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: false,
  retry: 1,
} as const;

/**
 * What every failed call means beyond its own screen: TWO_FACTOR_ENROLMENT_REQUIRED (an admin-area account without a
 * second factor) sends the admin area to the enrolment, wherever the call came from.
 */
export function reportApiError(error: unknown): void {
  if (isApiError(error) && error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') notifySecondFactorRequired();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportApiError }),
    mutationCache: new MutationCache({ onError: reportApiError }),
    defaultOptions: { queries: { ...QUERY_DEFAULTS } },
  });
}

/** The one client of the app. */
export const queryClient = createQueryClient();
