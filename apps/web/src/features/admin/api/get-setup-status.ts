import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAdminSetupStatusSchema } from '@openwell/contracts';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/admin/setup/status: whether the one-time first-admin setup is still open. */
export function getSetupStatus(signal?: AbortSignal) {
  return apiGet('/api/admin/setup/status', ZAdminSetupStatusSchema, signal ? { signal } : {});
}

export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'setup-status'] as const,
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: 0,
  });
}

export function useSetupStatus(enabled: boolean) {
  return useQuery({ ...setupStatusQueryOptions(), enabled });
}
