import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function ProfileRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:profile.title')}
      description={t('pages:profile.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
