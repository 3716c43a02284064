import { useQuery } from '@tanstack/react-query';
import { getHealthToday } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';
import { REFETCH_INTERVAL_MS } from './wearables-cache.ts';

/** Today's value of every metric (value, no data yet, not shared). `live`: refetched every 5 minutes. */
export function useHealthToday({ live = false }: { live?: boolean } = {}) {
  return useQuery({ ...endpointQueryOptions(getHealthToday, {}), refetchInterval: live ? REFETCH_INTERVAL_MS : false });
}
