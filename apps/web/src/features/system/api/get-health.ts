import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHealthResponseSchema, type THealthResponse } from '@openwell/contracts';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/health: the server's status, version and database reachability. */
export function getHealth(signal?: AbortSignal): Promise<THealthResponse> {
  return apiGet('/api/health', ZHealthResponseSchema, signal ? { signal } : {});
}

export const healthQueryKey = ['system', 'health'] as const;

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => getHealth(signal),
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
