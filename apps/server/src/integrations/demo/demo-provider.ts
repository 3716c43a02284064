import { METRIC_DEFINITIONS } from '@openwell/contracts';
import type { WearableProvider } from '../../features/wearables/wearable-provider.ts';
import { demoDays } from './demo-data.ts';

/**
 * The `demo` provider: no sign-in at a provider, data generated on this server (demo-data.ts). Its connection's
 * "access token" is the person's demo seed, stored like any token, so the same user always gets the same days.
 * Every scope counts as granted.
 */
export function createDemoProvider(): WearableProvider {
  return {
    id: 'demo',
    oauth: null,
    dailyMetrics: async ({ accessToken, grantedScopes, range }) =>
      demoDays(accessToken, range).filter((value) => grantedScopes.includes(METRIC_DEFINITIONS[value.metric].scope)),
  };
}
