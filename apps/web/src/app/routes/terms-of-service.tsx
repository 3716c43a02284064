import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function TermsOfServiceRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:termsOfService.title')}
      description={t('pages:termsOfService.description')}
      status={t('pages:status.legalPending')}
      withBackButton
    />
  );
}
