import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function CookiePolicyRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:cookiePolicy.title')}
      description={t('pages:cookiePolicy.description')}
      status={t('pages:status.legalPending')}
      withBackButton
    />
  );
}
