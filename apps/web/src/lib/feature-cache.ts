import type { QueryClient } from '@tanstack/react-query';

/**
 * The features that have endpoints, by the name their declarations carry (`tags[0]` in @openwell/contracts). It is
 * the first part of every query key of the feature (`[feature, operationId, variables]`, lib/endpoint-client.ts).
 */
export const ENDPOINT_FEATURES = [
  'accounts',
  'admin',
  'audit',
  'auth',
  'coach',
  'companies',
  'employers',
  'gamification',
  'leaderboard',
  'mail',
  'questionnaire',
  'rewards',
  'session-activity',
  'system',
  'wearables',
] as const;

export type TEndpointFeature = (typeof ENDPOINT_FEATURES)[number];

/**
 * Every cached answer of a feature is read again: the ones on screen at once, the others when next used. For a change
 * made in one feature that another feature shows (a redemption spends gamification points, the AI consent decides
 * what the coach may answer): the caller names the feature, and the shape of its keys stays the feature's own
 * business.
 */
export function invalidateFeature(queryClient: QueryClient, feature: TEndpointFeature): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [feature] });
}
