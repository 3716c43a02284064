import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { OnboardingReminder } from '@/features/accounts/index.ts';

/**
 * Signed-in users only (router.tsx). The dashboard itself arrives in a later issue: until then an
 * honest placeholder, plus the way back into an unfinished onboarding.
 */
export default function DashboardRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:dashboard.title')}
      description={t('pages:dashboard.description')}
      status={t('pages:status.inProgress')}
    >
      <OnboardingReminder />
    </PlaceholderPage>
  );
}
