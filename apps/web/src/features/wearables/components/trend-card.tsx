import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table2, RotateCw } from 'lucide-react';
import type { TFunction } from 'i18next';
import { TREND_METRICS, TREND_RANGES, type THealthTrend, type TTrendRange } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useHealthTrend } from '../api/get-health-trend.ts';
import { formatCivilDate, formatMetricValue } from '../lib/metrics.ts';
import { DemoDataBadge } from './demo-data-badge.tsx';
import type { TTrendMetric, TTrendPoint } from './trend-chart.tsx';

const TrendChart = lazy(() => import('./trend-chart.tsx'));

const RANGE_LABELS: Readonly<Record<TTrendRange, (t: TFunction) => string>> = {
  '7': (t) => t('wearables:trend.range7'),
  '30': (t) => t('wearables:trend.range30'),
  '90': (t) => t('wearables:trend.range90'),
};

const TREND_TITLES: Readonly<Record<TTrendMetric, (t: TFunction) => string>> = {
  steps: (t) => t('wearables:trend.steps'),
  sleepHours: (t) => t('wearables:trend.sleepHours'),
  activeMinutes: (t) => t('wearables:trend.activeMinutes'),
};

/** Trends over 7, 30 or 90 days for steps, sleep and active minutes; each with a data table. */
export function TrendCard() {
  const { t } = useTranslation('wearables');
  const [range, setRange] = useState<TTrendRange>('7');
  return (
    <Card aria-labelledby="trend-title" role="region" data-testid="trend-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="trend-title">{t('wearables:trend.title')}</h2>
        </CardTitle>
        <CardDescription>{t('wearables:trend.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={range} onValueChange={(value) => setRange(value as TTrendRange)}>
          <TabsList aria-label={t('wearables:trend.rangeLabel')}>
            {TREND_RANGES.map((value) => (
              <TabsTrigger key={value} value={value}>
                {RANGE_LABELS[value](t)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TREND_RANGES.map((value) => (
            <TabsContent key={value} value={value} className="pt-4">
              {value === range ? <TrendRange range={value} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function TrendRange({ range }: { range: TTrendRange }) {
  const { t } = useTranslation(['wearables', 'errors']);
  const trend = useHealthTrend(range);
  if (trend.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-3" data-testid="trend-skeleton">
        <span className="sr-only">{t('wearables:loading')}</span>
        {TREND_METRICS.map((metric) => (
          <Skeleton key={metric} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  if (trend.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-muted-foreground">{errorMessage(t, trend.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void trend.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <TrendSeries trend={trend.data} range={range} />;
}

function TrendSeries({ trend, range }: { trend: THealthTrend; range: TTrendRange }) {
  const { t, i18n } = useTranslation('wearables');
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t('wearables:trend.period', {
          from: formatCivilDate(trend.from, i18n.language),
          to: formatCivilDate(trend.to, i18n.language),
        })}
        {trend.sources.includes('demo') ? <DemoDataBadge /> : null}
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        {TREND_METRICS.map((metric) => (
          <TrendSection
            key={metric}
            metric={metric}
            range={range}
            points={trend.days.map((day) => ({ date: day.date, value: day[metric] }))}
          />
        ))}
      </div>
    </div>
  );
}

function TrendSection({
  metric,
  range,
  points,
}: {
  metric: TTrendMetric;
  range: TTrendRange;
  points: readonly TTrendPoint[];
}) {
  const { t, i18n } = useTranslation('wearables');
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const tableId = `${id}-table`;
  const title = TREND_TITLES[metric](t);
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const average = values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const summary =
    average === null
      ? t('wearables:trend.noValues')
      : t('wearables:trend.average', {
          value: formatMetricValue(t, metric, average, i18n.language),
          count: values.length,
        });

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-2" data-testid={`trend-${metric}`}>
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      <p className="text-sm text-muted-foreground">{summary}</p>
      <div role="img" aria-label={t('wearables:trend.chartLabel', { metric: title, range: RANGE_LABELS[range](t) })}>
        {values.length > 0 ? (
          <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
            <TrendChart metric={metric} points={points} />
          </Suspense>
        ) : (
          <div className="flex h-[200px] items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
            {t('wearables:trend.noValues')}
          </div>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        <Table2 aria-hidden="true" />
        {showTable ? t('wearables:trend.hideTable') : t('wearables:trend.showTable')}
      </Button>
      <div id={tableId} hidden={!showTable} className="max-h-72 overflow-y-auto rounded-md border">
        {showTable ? (
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t('wearables:trend.chartLabel', { metric: title, range: RANGE_LABELS[range](t) })}
            </caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {t('wearables:trend.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-t">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {formatCivilDate(point.date, i18n.language)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {point.value === null
                      ? t('wearables:trend.noValue')
                      : formatMetricValue(t, metric, point.value, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
