import { useId } from 'react';
import { Building2, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCompany } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useCompanies } from '../api/list-companies.ts';
import { companyPath } from '../lib/company-paths.ts';
import { CompanyStatusBadge, DemoBadge } from './company-status-badge.tsx';
import { SeatLimit } from './seat-limit.tsx';

/** The companies of the platform: loading, error (with a retry), empty, or the table. */
export function CompaniesTable() {
  const { t } = useTranslation(['companies', 'errors']);
  const companies = useCompanies();

  if (companies.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('companies:list.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (companies.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">{errorMessage(t, companies.error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void companies.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (companies.data.companies.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        <Building2 aria-hidden="true" className="size-5 shrink-0" />
        {t('companies:list.empty')}
      </p>
    );
  }
  return <CompaniesRows companies={companies.data.companies} />;
}

function CompaniesRows({ companies }: { companies: TCompany[] }) {
  const { t } = useTranslation('companies');
  const id = useId();
  return (
    <div
      className="relative -mx-6 min-w-0 overflow-x-auto rounded-md px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {t('companies:list.caption', { count: companies.length })}
        </caption>
        <thead className="border-b text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('companies:fields.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('companies:fields.code')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('companies:fields.status')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('companies:fields.seatLimit')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('companies:fields.defaultLanguage')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('companies:fields.timeZone')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {companies.map((company) => (
            <tr key={company.id} data-testid="company-row" className="hover:bg-muted/40">
              <td className="py-3 pr-3">
                <span className="flex flex-wrap items-center gap-2">
                  <Link
                    to={companyPath(company.id)}
                    className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {company.name}
                  </Link>
                  {company.isDemo ? <DemoBadge /> : null}
                </span>
              </td>
              <td className="py-3 pr-3 font-mono text-xs whitespace-nowrap">{company.code}</td>
              <td className="py-3 pr-3">
                <CompanyStatusBadge status={company.status} />
              </td>
              <td className="py-3 pr-3 text-right tabular-nums">
                <SeatLimit value={company.seatLimit} />
              </td>
              <td className="py-3 pr-3" lang={company.defaultLanguage}>
                {languageAutonym(company.defaultLanguage)}
              </td>
              <td className="py-3 whitespace-nowrap">{company.timeZone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
