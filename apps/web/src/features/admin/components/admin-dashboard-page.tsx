import type { ComponentType } from 'react';
import { ArrowRight, BarChart3, Building2, ScrollText, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { COMPANIES_PATH, OWN_COMPANY_PATH } from '@/features/companies/index.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ADMIN_AUDIT_PATH } from '../lib/admin-paths.ts';
import { AdminAreaLayout } from './admin-area-layout.tsx';
import { SystemStatusNotice } from './system-status-notice.tsx';

/** A card that is one link (named by its title): what is there, and where it leads. */
function LinkCard({
  to,
  icon: Icon,
  title,
  description,
  action,
}: {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  action: string;
}) {
  return (
    <div className="group relative flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background hover:border-primary/60 hover:bg-accent/40">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <h2 className="text-lg leading-snug font-semibold">
          {/* The whole card is the link's target (the ::after covers it); its name is the title. */}
          <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-xl">
            {title}
          </Link>
        </h2>
      </div>
      <p className="text-sm text-pretty text-muted-foreground">{description}</p>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary">
        {action}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </div>
  );
}

/**
 * /admin/dashboard: the way into the admin area's pages for each role, the server's configuration problems for
 * admins; the analytics dashboard arrives with a later issue (said honestly).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('admin:dashboard.title'));
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  return (
    <AdminAreaLayout>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('admin:dashboard.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">
          {isAdmin ? t('admin:dashboard.descriptionAdmin') : t('admin:dashboard.descriptionEmployer')}
        </p>
      </div>
      {isAdmin ? <SystemStatusNotice /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {isAdmin ? (
          <>
            <LinkCard
              to={COMPANIES_PATH}
              icon={Building2}
              title={t('admin:dashboard.companiesTitle')}
              description={t('admin:dashboard.companiesDescription')}
              action={t('admin:dashboard.companiesLink')}
            />
            <LinkCard
              to={ADMIN_AUDIT_PATH}
              icon={ScrollText}
              title={t('admin:dashboard.auditTitle')}
              description={t('admin:dashboard.auditDescription')}
              action={t('admin:dashboard.auditLink')}
            />
          </>
        ) : (
          <LinkCard
            to={OWN_COMPANY_PATH}
            icon={Store}
            title={t('admin:dashboard.myCompanyTitle')}
            description={t('admin:dashboard.myCompanyDescription')}
            action={t('admin:dashboard.myCompanyLink')}
          />
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild className="leading-snug">
            <h2>{t('admin:dashboard.analyticsTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('admin:dashboard.analyticsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
            <BarChart3 aria-hidden="true" className="size-4 mt-0.5 shrink-0" />
            <span>{t('admin:dashboard.analyticsLater')}</span>
          </p>
        </CardContent>
      </Card>
    </AdminAreaLayout>
  );
}
