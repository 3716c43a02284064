import { useQuery } from '@tanstack/react-query';
import { getDepartmentLeaderboard } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

export function departmentLeaderboardQueryOptions() {
  return endpointQueryOptions(getDepartmentLeaderboard, {});
}

/** Departments of the user's company by average points this month (groups under 5 not listed). */
export function useDepartmentLeaderboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...departmentLeaderboardQueryOptions(), enabled });
}
