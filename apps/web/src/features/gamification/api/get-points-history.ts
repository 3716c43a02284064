import { useQuery } from '@tanstack/react-query';
import { getPointsHistory } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

export function pointsHistoryQueryOptions(limit: number) {
  return endpointQueryOptions(getPointsHistory, { query: { limit } });
}

/** The latest ledger entries of the signed-in employee, newest first (`enabled`: only once they are asked for). */
export function usePointsHistory(limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pointsHistoryQueryOptions(limit), enabled });
}
