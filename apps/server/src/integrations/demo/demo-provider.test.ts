import { SCOPE_GROUPS } from '@openwell/contracts';
import { describe, expect, it } from 'vitest';
import { createDemoProvider } from './demo-provider.ts';

describe('demo provider', () => {
  const provider = createDemoProvider();
  const range = { from: '2026-11-01', to: '2026-11-30' };

  it('needs no sign-in at a provider and gives every metric of the granted scopes', async () => {
    expect(provider.oauth).toBeNull();
    const all = await provider.dailyMetrics({
      accessToken: 'seed-1',
      grantedScopes: SCOPE_GROUPS,
      range,
      timeZone: 'UTC',
    });
    expect(new Set(all.map((v) => v.metric)).size).toBe(13);
  });

  it('leaves out the metrics of scopes not granted', async () => {
    const activity = await provider.dailyMetrics({
      accessToken: 'seed-1',
      grantedScopes: ['activity_and_fitness'],
      range,
      timeZone: 'UTC',
    });
    const metrics = new Set(activity.map((v) => v.metric));
    expect(metrics.has('steps')).toBe(true);
    expect(metrics.has('sleepHours')).toBe(false);
    expect(metrics.has('heartRate')).toBe(false);
  });
});
