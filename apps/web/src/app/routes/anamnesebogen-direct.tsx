import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function AnamnesebogenDirectRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:anamnesebogenDirect.title')}
      description={t('pages:anamnesebogenDirect.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
