import type { ReactNode } from 'react';
import { ArrowLeft, Building2, ChartColumn, Gift, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-state.tsx';
import { useTabParam } from '@/lib/use-tab-param.ts';
import { Link } from 'react-router';
import { ZCompanyParamsSchema } from '@openwell/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOwnRewardsCompany, useRewardsCompany } from '../api/admin-reward-company.ts';
import { AdminPendingRedemptions } from './admin-pending-redemptions.tsx';
import { AdminRedemptionStats } from './admin-redemption-stats.tsx';
import { AdminRewardsCatalogue } from './admin-rewards-catalogue.tsx';

const TABS = ['catalogue', 'pending', 'figures'] as const;

/**
 * A company's rewards in the admin area, the same for employers (their own company) and platform admins (any):
 * the catalogue, the codes waiting to be handed over (with "Enter a code") and the redemption figures, one tab each
 * (the tab is kept in the address, `?tab=`, so it survives the way back from a code's page).
 */
function AdminRewardsPage({ companyId, title, back }: { companyId: string; title: string; back?: ReactNode }) {
  const { t } = useTranslation('rewardsAdmin');
  useDocumentTitle(title);
  const [tab, select] = useTabParam(TABS);
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{title}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('rewardsAdmin:page.description')}</p>
      </div>
      <Tabs value={tab} onValueChange={select} className="gap-4">
        <TabsList aria-label={t('rewardsAdmin:page.sections')} className="h-auto w-full flex-wrap sm:w-fit">
          <TabsTrigger value="catalogue">
            <Gift aria-hidden="true" />
            {t('rewardsAdmin:page.catalogue')}
          </TabsTrigger>
          <TabsTrigger value="pending">
            <Inbox aria-hidden="true" />
            {t('rewardsAdmin:page.pending')}
          </TabsTrigger>
          <TabsTrigger value="figures">
            <ChartColumn aria-hidden="true" />
            {t('rewardsAdmin:page.figures')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="catalogue">
          <h2 className="sr-only">{t('rewardsAdmin:page.catalogue')}</h2>
          <AdminRewardsCatalogue companyId={companyId} />
        </TabsContent>
        <TabsContent value="pending">
          <h2 className="sr-only">{t('rewardsAdmin:page.pending')}</h2>
          <AdminPendingRedemptions companyId={companyId} />
        </TabsContent>
        <TabsContent value="figures">
          <h2 className="sr-only">{t('rewardsAdmin:page.figures')}</h2>
          <AdminRedemptionStats companyId={companyId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('rewardsAdmin');
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('rewardsAdmin:page.loading')}</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-10 w-full max-w-sm" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function NoCompany({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-14 text-center">
      <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="max-w-prose text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}

/** /admin/company/rewards (employers): the rewards of their own company. */
export function OwnCompanyRewardsPage() {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  const company = useOwnRewardsCompany();
  if (company.isPending) return <PageSkeleton />;
  if (company.isError) {
    if (isApiError(company.error) && company.error.code === 'NOT_FOUND') {
      return <NoCompany title={t('rewardsAdmin:page.noCompanyTitle')} description={t('rewardsAdmin:page.noCompany')} />;
    }
    return <QueryError error={company.error} onRetry={() => void company.refetch()} />;
  }
  return <AdminRewardsPage companyId={company.data.id} title={t('rewardsAdmin:page.title')} />;
}

/** /admin/companies/:companyId/rewards (platform admins): one company's rewards, with the way back to its page. */
export function CompanyRewardsPage({ companyId, companyPath }: { companyId: string; companyPath: string }) {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  // A malformed id names no company: said at once, without asking the server.
  const wellFormed = ZCompanyParamsSchema.safeParse({ companyId }).success;
  const company = useRewardsCompany(companyId, { enabled: wellFormed });
  const notFound = !wellFormed || (company.isError && isApiError(company.error) && company.error.code === 'NOT_FOUND');
  if (notFound) {
    return <NoCompany title={t('rewardsAdmin:page.notFoundTitle')} description={t('rewardsAdmin:page.notFound')} />;
  }
  if (company.isPending) return <PageSkeleton />;
  if (company.isError) return <QueryError error={company.error} onRetry={() => void company.refetch()} />;
  const back = (
    <Link to={companyPath} className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}>
      <ArrowLeft aria-hidden="true" />
      {t('rewardsAdmin:page.backTo', { name: company.data.name })}
    </Link>
  );
  return (
    <AdminRewardsPage
      companyId={companyId}
      title={t('rewardsAdmin:page.companyTitle', { name: company.data.name })}
      back={back}
    />
  );
}
