import { useQuery } from '@tanstack/react-query';
import { listRewards } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

export function rewardsQueryOptions() {
  return endpointQueryOptions(listRewards, {});
}

/** The company's catalogue as the employee sees it (cheapest first), with the employee's balance. */
export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
