import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function OnboardingRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:onboarding.title')}
      description={t('pages:onboarding.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
