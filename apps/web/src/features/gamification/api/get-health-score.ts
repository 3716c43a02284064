import { useQuery } from '@tanstack/react-query';
import { getHealthScore } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';
import { REFETCH_INTERVAL_MS } from './get-gamification.ts';

export function healthScoreQueryOptions() {
  return endpointQueryOptions(getHealthScore, {});
}

/** The health score of the last 7 days, its categories and what changed since the week before. */
export function useHealthScore({ live = false }: { live?: boolean } = {}) {
  return useQuery({ ...healthScoreQueryOptions(), refetchInterval: live ? REFETCH_INTERVAL_MS : false });
}
