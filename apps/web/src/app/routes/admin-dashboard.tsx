import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function AdminDashboardRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:adminDashboard.title')}
      description={t('pages:adminDashboard.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
