import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@openwell/contracts';
import { createQueryClient } from './query-client.ts';
import { ENDPOINT_FEATURES, invalidateFeature } from './feature-cache.ts';

describe('invalidateFeature', () => {
  it('knows exactly the features the endpoint declarations name', () => {
    const declared = new Set(ENDPOINTS.map((endpoint) => endpoint.tags[0]));
    expect([...ENDPOINT_FEATURES].sort()).toEqual([...declared].sort());
  });

  it("marks every cached answer of the feature stale and leaves the other features' answers alone", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['gamification', 'getGamification'], { points: 1 });
    queryClient.setQueryData(['gamification', 'getPointsHistory', { query: { page: 1 } }], { entries: [] });
    queryClient.setQueryData(['rewards', 'listRewards'], { rewards: [] });

    await invalidateFeature(queryClient, 'gamification');

    const stale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(stale(['gamification', 'getGamification'])).toBe(true);
    expect(stale(['gamification', 'getPointsHistory', { query: { page: 1 } }])).toBe(true);
    expect(stale(['rewards', 'listRewards'])).toBe(false);
  });
});
