import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function RewardsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:rewards.title')}
      description={t('pages:rewards.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
