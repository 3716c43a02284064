import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function LeaderboardRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:leaderboard.title')}
      description={t('pages:leaderboard.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
