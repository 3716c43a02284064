import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:privacyPolicy.title')}
      description={t('pages:privacyPolicy.description')}
      status={t('pages:status.legalPending')}
      withBackButton
    />
  );
}
