import type { TFunction } from 'i18next';
import type { TWearableProvider } from '@openwell/contracts';

/** How a provider is named to users: google-health is Fitbit (issue 9). */
export function providerName(t: TFunction, provider: TWearableProvider): string {
  return provider === 'google-health' ? t('wearables:providers.fitbit') : t('wearables:providers.demo');
}
