import type { ReactNode } from 'react';
import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_GROUP_SIZE, type TCompanyDetail } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { languageAutonym } from '@/features/settings/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOwnCompany } from '../api/get-own-company.ts';
import { CompanyCodeCard } from './company-code-card.tsx';
import { CompanyNotFound, CompanyPageSkeleton } from './company-states.tsx';
import { CompanyStatusBadge } from './company-status-badge.tsx';
import { DepartmentsManager } from './departments-manager.tsx';
import { OwnCompanyLeaderboardCard } from './own-company-leaderboard-card.tsx';
import { PointsExpiryCard } from './points-expiry-card.tsx';
import { SeatLimit } from './seat-limit.tsx';

/**
 * /admin/company (employers): their company's settings (read only: the platform admin changes them), the company
 * code to hand out (and rotate), whether the company is named on the companies leaderboard and when points expire
 * (theirs to choose), the departments, and why there is no list of employees.
 */
export function OwnCompanyPage() {
  const { t } = useTranslation(['companies', 'errors']);
  useDocumentTitle(t('companies:own.title'));
  const company = useOwnCompany();

  if (company.isError && isApiError(company.error) && company.error.code === 'NOT_FOUND') {
    return <CompanyNotFound title={t('companies:own.noCompanyTitle')} description={t('companies:own.noCompany')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('companies:own.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('companies:own.description')}</p>
      </div>
      {company.isPending ? (
        <CompanyPageSkeleton />
      ) : company.isError ? (
        <QueryError error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <OwnCompanySettings company={company.data} />
            <CompanyCodeCard company={company.data} audience="employer" />
          </div>
          <OwnCompanyLeaderboardCard company={company.data} />
          <PointsExpiryCard key={company.data.id} company={company.data} audience="employer" />
          <DepartmentsManager company={company.data} />
          <PrivacyNote />
        </>
      )}
    </div>
  );
}

function OwnCompanySettings({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation('companies');
  const rows: Array<[string, ReactNode]> = [
    [t('companies:fields.name'), <span className="break-words">{company.name}</span>],
    [t('companies:fields.status'), <CompanyStatusBadge status={company.status} />],
    [t('companies:fields.seatLimit'), <SeatLimit value={company.seatLimit} />],
    [
      t('companies:fields.defaultLanguage'),
      <span lang={company.defaultLanguage}>{languageAutonym(company.defaultLanguage)}</span>,
    ],
    [t('companies:fields.timeZone'), company.timeZone],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="leading-snug">
          <h2>{t('companies:own.settingsTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('companies:own.settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="col-span-2 grid grid-cols-subgrid items-center">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {company.status === 'suspended' ? (
          <p className="mt-4 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
            {t('companies:own.suspendedNote')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PrivacyNote() {
  const { t } = useTranslation('companies');
  return (
    <section
      aria-labelledby="no-employee-list"
      className="flex items-start gap-4 rounded-xl border bg-secondary/50 p-5 text-secondary-foreground"
    >
      <HeartHandshake aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 id="no-employee-list" className="font-semibold">
          {t('companies:own.privacyTitle')}
        </h2>
        <p className="text-sm text-pretty">{t('companies:own.privacy', { min: MIN_GROUP_SIZE })}</p>
      </div>
    </section>
  );
}
