import { useQuery } from '@tanstack/react-query';
import { getWearables, type TWearablesStatus } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';
import { REFETCH_INTERVAL_MS } from './wearables-cache.ts';

/** While a sync runs, the status is read again this often, so the sync info card follows it. */
const RUNNING_POLL_MS = 5_000;

export function wearablesStatusQueryOptions() {
  return endpointQueryOptions(getWearables, {});
}

/**
 * The providers offered, demo mode and the user's connection with its sync info. `live`: read again every
 * SYNC_INTERVAL_MINUTES while the page is open (the dashboard), and every few seconds while a sync runs.
 */
export function useWearables({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...wearablesStatusQueryOptions(),
    refetchInterval: (query) => {
      const data = query.state.data as TWearablesStatus | undefined;
      if (data?.connection?.sync.status === 'running') return RUNNING_POLL_MS;
      return live ? REFETCH_INTERVAL_MS : false;
    },
  });
}
