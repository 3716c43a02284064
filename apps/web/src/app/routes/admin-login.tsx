import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function AdminLoginRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:adminLogin.title')}
      description={t('pages:adminLogin.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
