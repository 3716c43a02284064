import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { SystemStatusNotice } from './system-status-notice.tsx';
import { UsersTable } from './users-table.tsx';

/** /admin/dashboard: the users table; the analytics dashboard arrives with a later issue (said honestly). */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('admin:dashboard.title'));
  const { user } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('admin:dashboard.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">
          {user?.role === 'admin' ? t('admin:dashboard.descriptionAdmin') : t('admin:dashboard.descriptionEmployer')}
        </p>
      </div>
      {user?.role === 'admin' ? <SystemStatusNotice /> : null}
      <Card>
        <CardHeader>
          <CardTitle asChild className="leading-snug">
            <h2>{t('admin:dashboard.analyticsTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('admin:dashboard.analyticsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
            <BarChart3 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{t('admin:dashboard.analyticsLater')}</span>
          </p>
        </CardContent>
      </Card>
      {user ? <UsersTable viewer={{ id: user.id, role: user.role }} /> : null}
    </div>
  );
}
