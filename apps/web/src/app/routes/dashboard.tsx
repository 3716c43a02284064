import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function DashboardRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:dashboard.title')}
      description={t('pages:dashboard.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
