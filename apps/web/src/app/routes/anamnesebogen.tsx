import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function AnamnesebogenRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:anamnesebogen.title')}
      description={t('pages:anamnesebogen.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
