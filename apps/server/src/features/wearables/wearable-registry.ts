import type { TWearableProvider } from '@openwell/contracts';
import type { TConfig } from '../../config.ts';
import { createDemoProvider } from '../../integrations/demo/demo-provider.ts';
import { createGoogleHealthProvider } from '../../integrations/google-health/google-health-provider.ts';
import type { WearableProvider } from './wearable-provider.ts';

/** The page every OAuth provider returns to (a web route; the web page completes the connection through the API). */
export const OAUTH_CALLBACK_PATH = '/auth/fitbit/callback';

/**
 * The providers this server offers, from the configuration: `google-health` (Fitbit) when its client credentials are
 * set, `demo` in demo mode. Tests and benchmarks pass their own adapters (for example one pointed at the local fake).
 */
export type WearableRegistry = {
  /** The provider, or null when this server does not offer it. */
  get(id: TWearableProvider): WearableProvider | null;
  readonly available: readonly TWearableProvider[];
  readonly demoMode: boolean;
  /** The OAuth redirect URI: PUBLIC_URL + /auth/fitbit/callback. */
  readonly redirectUri: string;
};

export function createWearableRegistry(input: {
  config: Pick<TConfig, 'googleHealth' | 'wearablesDemoMode' | 'publicUrl'>;
  /** Replaces the adapter built from the configuration (tests). */
  providers?: Partial<Record<TWearableProvider, WearableProvider>>;
}): WearableRegistry {
  const { config } = input;
  const providers = new Map<TWearableProvider, WearableProvider>();
  const googleHealth =
    input.providers?.['google-health'] ??
    (config.googleHealth ? createGoogleHealthProvider(config.googleHealth) : null);
  if (googleHealth) providers.set('google-health', googleHealth);
  if (config.wearablesDemoMode) providers.set('demo', input.providers?.demo ?? createDemoProvider());
  return {
    get: (id) => providers.get(id) ?? null,
    available: [...providers.keys()],
    demoMode: config.wearablesDemoMode,
    redirectUri: `${config.publicUrl}${OAUTH_CALLBACK_PATH}`,
  };
}
