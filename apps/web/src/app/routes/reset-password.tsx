import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until the feature lands in a later issue. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:resetPassword.title')}
      description={t('pages:resetPassword.description')}
      status={t('pages:status.inProgress')}
    />
  );
}
