import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Admin area entry: leads to the admin login until the admin area lands. */
export default function AdminRoute() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('pages:admin.title')}
      description={t('pages:admin.description')}
      status={t('pages:status.inProgress')}
    >
      <div>
        <Button asChild>
          <Link to="/admin/login">
            <LogIn aria-hidden="true" />
            {t('pages:admin.toLogin')}
          </Link>
        </Button>
      </div>
    </PlaceholderPage>
  );
}
