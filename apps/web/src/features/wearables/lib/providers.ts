import type { TFunction } from 'i18next';
import type { TScopeGroup, TWearableProvider } from '@openwell/contracts';

/** How a provider is named to users: google-health is Fitbit (issue 9). */
export function providerName(t: TFunction, provider: TWearableProvider): string {
  return provider === 'google-health' ? t('wearables:providers.fitbit') : t('wearables:providers.demo');
}

/** What a scope group is called where the person chooses what to share (Fitbit's consent names the same groups). */
export const SCOPE_LABELS: Readonly<Record<TScopeGroup, (t: TFunction) => string>> = {
  activity_and_fitness: (t) => t('wearables:scopes.activity_and_fitness'),
  health_metrics_and_measurements: (t) => t('wearables:scopes.health_metrics_and_measurements'),
  sleep: (t) => t('wearables:scopes.sleep'),
};
