import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { ServerStatus } from '@/features/system/index.ts';

/** Main index page: its content is not specified yet; it shows the real server status. */
export default function AppHomeRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:appHome.title')}
      description={t('pages:appHome.description')}
      status={t('pages:status.inProgress')}
    >
      <ServerStatus />
    </PlaceholderPage>
  );
}
