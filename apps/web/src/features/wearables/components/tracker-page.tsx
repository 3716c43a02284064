import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatCivilDate } from '../lib/metrics.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHealthToday } from '../api/get-health-today.ts';
import { useWearables } from '../api/get-wearables.ts';
import { DemoDataBadge } from './demo-data-badge.tsx';
import { MetricList } from './metric-list.tsx';
import { SyncInfoCard } from './sync-info-card.tsx';
import { ConnectionState } from './wearable-connection.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** /tracker, the tracker data screen: connect, disconnect, sync now, today's metrics. */
export function TrackerPage() {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  useDocumentTitle(t('wearables:tracker.title'));
  const status = useWearables({ live: true });
  const today = useHealthToday({ live: true });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('wearables:tracker.title')}</h1>
        <p className="text-lg text-pretty text-muted-foreground">{t('wearables:tracker.description')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="tracker-connection-title" role="region">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="tracker-connection-title">{t('wearables:tracker.connectionTitle')}</h2>
            </CardTitle>
            <CardDescription>{t('wearables:tracker.connectionDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {status.data ? (
              <ConnectionState status={status.data} returnTo="/tracker" />
            ) : status.isError ? (
              <p role="alert" className="text-sm text-muted-foreground">
                {errorMessage(t, status.error)}
              </p>
            ) : (
              <Skeleton className="h-16 w-full" />
            )}
          </CardContent>
        </Card>
        <SyncInfoCard
          status={status.data}
          isPending={status.isPending}
          error={status.error}
          onRetry={() => void status.refetch()}
          returnTo="/tracker"
          trackerLink={false}
        />
      </div>
      <section aria-labelledby="tracker-today-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="tracker-today-title" className="text-xl font-semibold tracking-tight">
            {t('wearables:tracker.todayTitle')}
          </h2>
          {today.data ? (
            <span className="text-sm text-muted-foreground">{formatCivilDate(today.data.date, i18n.language)}</span>
          ) : null}
          {today.data?.source === 'demo' ? <DemoDataBadge /> : null}
        </div>
        {today.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">{errorMessage(t, today.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('common:actions.retry')}
            </Button>
          </div>
        ) : (
          <MetricList today={today.data} />
        )}
      </section>
    </div>
  );
}
