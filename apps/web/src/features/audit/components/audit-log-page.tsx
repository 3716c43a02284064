import { ChevronLeft, ChevronRight, RotateCw, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useAuditLog, useCompanyOptions } from '../api/list-audit-log.ts';
import {
  auditQuery,
  datesInOrder,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type TAuditFilters,
} from '../lib/audit-filters.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/**
 * /admin/audit: the security audit log for platform admins: sign-ins, second-factor and role changes, company
 * administration. Filters (company, action, days) live in the URL; newest first, paged by the server. The page is
 * the content only: the route puts it in the admin area's frame.
 */
export function AuditLogPage() {
  const { t } = useTranslation(['audit', 'errors']);
  useDocumentTitle(t('audit:title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const datesOk = datesInOrder(filters);
  const log = useAuditLog(auditQuery(filters), datesOk);
  const companies = useCompanyOptions();

  const change = (next: TAuditFilters) => setParams(searchFromFilters(next));
  const data = datesOk ? log.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let body;
  if (!datesOk) {
    body = null;
  } else if (log.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2" data-testid="audit-loading">
        <span className="sr-only">{t('audit:loading')}</span>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (log.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">{errorMessage(t, log.error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void log.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (log.data.entries.length === 0 && log.data.total > 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        <p>{t('audit:pastEnd')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => change({ ...filters, page: 1 })}>
          {t('audit:firstPage')}
        </Button>
      </div>
    );
  } else if (log.data.entries.length === 0) {
    body = (
      <p className="flex items-center gap-3 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        <ScrollText aria-hidden="true" className="size-5 shrink-0" />
        {hasFilters(filters) ? t('audit:emptyFiltered') : t('audit:empty')}
      </p>
    );
  } else {
    body = (
      <div
        className="relative -mx-6 min-w-0 overflow-x-auto px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        role="region"
        aria-label={t('audit:tableLabel')}
        tabIndex={0}
      >
        <AuditTable entries={log.data.entries} caption={t('audit:caption', { count: log.data.total })} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('audit:title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('audit:description')}</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <AuditFilters filters={filters} companies={companies.data?.companies ?? null} onChange={change} />
          {body}
          {data && data.total > 0 ? (
            <nav aria-label={t('audit:pagination')} className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
                {log.isFetching ? <Spinner size="sm" /> : null}
                {t('audit:pageOf', { page: filters.page, pages, count: data.total })}
              </p>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={filters.page <= 1 || log.isFetching}
                  onClick={() => change({ ...filters, page: filters.page - 1 })}
                >
                  <ChevronLeft aria-hidden="true" />
                  {t('audit:previous')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={filters.page >= pages || log.isFetching}
                  onClick={() => change({ ...filters, page: filters.page + 1 })}
                >
                  {t('audit:next')}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
