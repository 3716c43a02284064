import { useQuery } from '@tanstack/react-query';
import { getGamification, SYNC_INTERVAL_MINUTES } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** The dashboard's refetch while open, with the wearables' cards (the tracker syncs every 5 minutes). */
export const REFETCH_INTERVAL_MS = SYNC_INTERVAL_MINUTES * 60_000;

export function gamificationQueryOptions() {
  return endpointQueryOptions(getGamification, {});
}

/** Points, level, streak, multipliers, goals and badges of the signed-in employee; `live`: every 5 minutes. */
export function useGamification({ live = false }: { live?: boolean } = {}) {
  return useQuery({ ...gamificationQueryOptions(), refetchInterval: live ? REFETCH_INTERVAL_MS : false });
}
