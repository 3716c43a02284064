import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZCompanyParamsSchema, type TCompanyDetail } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { companyRewardsPath } from '@/features/rewards/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCompany } from '../api/get-company.ts';
import { COMPANIES_PATH } from '../lib/company-paths.ts';
import { CompanyCodeCard } from './company-code-card.tsx';
import { CompanySettingsCard } from './company-settings-card.tsx';
import { BackToCompanies, CompanyNotFound, CompanyPageSkeleton } from './company-states.tsx';
import { CompanyStatusBadge, DemoBadge, LeaderboardNamingBadge } from './company-status-badge.tsx';
import { CompanySubscriptionCard } from './company-subscription-card.tsx';
import { DepartmentsManager } from './departments-manager.tsx';
import { PointsExpiryCard } from './points-expiry-card.tsx';

/**
 * /admin/companies/:companyId (platform admins): the way to its rewards, the company code, the subscription, the
 * settings (with whether the company is named on leaderboards, also shown under its name), the point expiry policy,
 * the departments and the company's employer accounts.
 *
 * `employersSection`: the employer accounts' part, given by the route (features/admin/pages/admin-company.tsx) from the
 * employers feature. Passed in rather than imported: employers uses accounts, which uses this feature's company
 * lookup, so importing it here would close an import cycle (docs/decisions/004-import-boundaries.md).
 */
export function CompanyPage({
  companyId,
  employersSection,
}: {
  companyId: string;
  employersSection: (company: TCompanyDetail) => ReactNode;
}) {
  const { t } = useTranslation(['companies', 'errors']);
  // A malformed id names no company: said at once, without asking the server.
  const wellFormed = ZCompanyParamsSchema.safeParse({ companyId }).success;
  const company = useCompany(companyId, { enabled: wellFormed });
  useDocumentTitle(company.data?.name ?? t('companies:list.title'));

  const notFound = !wellFormed || (company.isError && isApiError(company.error) && company.error.code === 'NOT_FOUND');
  let body;
  if (notFound) {
    body = (
      <CompanyNotFound
        title={t('companies:page.notFoundTitle')}
        description={t('companies:page.notFoundDescription')}
      />
    );
  } else if (company.isPending) {
    body = <CompanyPageSkeleton />;
  } else if (company.isError) {
    body = <QueryError error={company.error} onRetry={() => void company.refetch()} />;
  } else {
    const data = company.data;
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{data.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <CompanyStatusBadge status={data.status} />
            {data.isDemo ? <DemoBadge /> : null}
            <LeaderboardNamingBadge named={data.leaderboardNamed} />
          </div>
          <Link
            to={companyRewardsPath(data.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-1 w-fit' })}
          >
            <Gift aria-hidden="true" />
            {t('companies:page.rewards')}
          </Link>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <CompanyCodeCard company={data} audience="admin" />
          <CompanySubscriptionCard company={data} />
        </div>
        <CompanySettingsCard key={data.id} company={data} />
        <PointsExpiryCard key={`expiry-${data.id}`} company={data} audience="admin" />
        <DepartmentsManager company={data} />
        {employersSection(data)}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <BackToCompanies to={COMPANIES_PATH} />
      {body}
    </div>
  );
}
