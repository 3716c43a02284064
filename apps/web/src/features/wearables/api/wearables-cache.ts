import type { QueryClient } from '@tanstack/react-query';
import { getWearables, SYNC_INTERVAL_MINUTES } from '@openwell/contracts';

/** Every cached answer of the wearables endpoints (status, today, trend): read again after a change. */
export const wearablesQueryKey = [getWearables.tags[0]] as const;

export function invalidateWearables(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: wearablesQueryKey });
}

/** The dashboard's refetch while open (the tracker syncs automatically every 5 minutes). */
export const REFETCH_INTERVAL_MS = SYNC_INTERVAL_MINUTES * 60_000;
