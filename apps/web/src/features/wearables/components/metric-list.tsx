import { useTranslation } from 'react-i18next';
import { METRICS, type THealthToday } from '@openwell/contracts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMetricValue, METRIC_LABELS } from '../lib/metrics.ts';

/**
 * Today's value of every metric (tracker screen): the value with its unit, "not shared" when the user did not grant
 * the metric's scope at the provider, "no data yet" otherwise.
 */
export function MetricList({ today }: { today: THealthToday | undefined }) {
  const { t, i18n } = useTranslation('wearables');
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="metric-list">
      {METRICS.map((metric) => {
        const entry = today?.metrics.find((item) => item.metric === metric);
        let value;
        if (!today) value = <Skeleton className="h-6 w-20" />;
        else if (entry?.state === 'value' && entry.value !== null)
          value = (
            <span className="font-semibold tabular-nums">
              {formatMetricValue(t, metric, entry.value, i18n.language)}
            </span>
          );
        else if (entry?.state === 'not_shared')
          value = <span className="text-muted-foreground">{t('wearables:today.notShared')}</span>;
        else value = <span className="text-muted-foreground">{t('wearables:today.noData')}</span>;
        return (
          <div
            key={metric}
            className="flex flex-col gap-1 rounded-lg border bg-card p-4"
            data-testid={`metric-${metric}`}
          >
            <dt className="text-sm text-muted-foreground">{METRIC_LABELS[metric](t)}</dt>
            <dd className="text-lg">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
