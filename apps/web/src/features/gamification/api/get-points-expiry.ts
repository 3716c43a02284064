import { useQuery } from '@tanstack/react-query';
import { getPointsExpiry } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

export function pointsExpiryQueryOptions() {
  return endpointQueryOptions(getPointsExpiry, {});
}

/**
 * The company's point expiry policy and the signed-in employee's points that expire in the next 30 days (by day).
 * Cached under the gamification key, so it is read again with the points after a sync, a log or a redemption.
 */
export function usePointsExpiry() {
  return useQuery(pointsExpiryQueryOptions());
}
