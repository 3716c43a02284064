import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function AuthRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:auth.title')}
      description={t('pages:auth.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
