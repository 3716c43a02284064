import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function FitbitCallbackRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:fitbitCallback.title')}
      description={t('pages:fitbitCallback.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
