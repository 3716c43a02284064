import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHealthTrend, type TTrendRange } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';
import { REFETCH_INTERVAL_MS } from './wearables-cache.ts';

/** Steps, sleep and active minutes per day over the last 7, 30 or 90 days; refetched every 5 minutes. */
export function useHealthTrend(days: TTrendRange) {
  return useQuery({
    ...endpointQueryOptions(getHealthTrend, { query: { days } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFETCH_INTERVAL_MS,
  });
}
