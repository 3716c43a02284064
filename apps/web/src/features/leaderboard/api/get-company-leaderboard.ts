import { useQuery } from '@tanstack/react-query';
import { getCompanyLeaderboard } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

export function companyLeaderboardQueryOptions() {
  return endpointQueryOptions(getCompanyLeaderboard, {});
}

/** Companies by average points this month; others anonymised unless they chose to be named. */
export function useCompanyLeaderboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyLeaderboardQueryOptions(), enabled });
}
