import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footprints, Moon, Timer } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { THealthToday, TMetric } from '@openwell/contracts';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMetricValue } from '../lib/metrics.ts';
import { DemoDataBadge } from './demo-data-badge.tsx';

interface TSummaryItem {
  metric: TMetric;
  icon: ReactNode;
  label: (t: TFunction) => string;
}

const ITEMS: readonly TSummaryItem[] = [
  {
    metric: 'steps',
    icon: <Footprints aria-hidden="true" className="size-5" />,
    label: (t) => t('wearables:today.steps'),
  },
  {
    metric: 'sleepHours',
    icon: <Moon aria-hidden="true" className="size-5" />,
    label: (t) => t('wearables:today.sleep'),
  },
  {
    metric: 'activeMinutes',
    icon: <Timer aria-hidden="true" className="size-5" />,
    label: (t) => t('wearables:today.activeMinutes'),
  },
];

/** The dashboard's three headline values: steps today, sleep last night, active minutes today. */
export function TodaySummary({ today }: { today: THealthToday | undefined }) {
  const { t, i18n } = useTranslation('wearables');
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label={t('wearables:today.label')}>
      {ITEMS.map(({ metric, icon, label }) => {
        const entry = today?.metrics.find((item) => item.metric === metric);
        let value: ReactNode;
        if (!today) value = <Skeleton className="h-8 w-24" data-testid="today-skeleton" />;
        else if (entry?.state === 'not_shared')
          value = <span className="text-base text-muted-foreground">{t('wearables:today.notShared')}</span>;
        else if (entry?.state === 'value' && entry.value !== null)
          value = formatMetricValue(t, metric, entry.value, i18n.language);
        else value = <span className="text-base text-muted-foreground">{t('wearables:today.noData')}</span>;
        return (
          <li key={metric}>
            <Card className="h-full py-5" data-testid={`today-${metric}`}>
              <CardContent className="flex flex-col gap-2 px-5">
                <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <span className="text-primary">{icon}</span>
                  {label(t)}
                </span>
                <span className="text-2xl font-semibold tracking-tight tabular-nums">{value}</span>
                {metric === 'activeMinutes' && today && today.manualActiveMinutes > 0 ? (
                  <span className="text-xs text-muted-foreground">
                    {t('wearables:today.manualPart', {
                      value: formatMetricValue(t, 'activeMinutes', today.manualActiveMinutes, i18n.language),
                    })}
                  </span>
                ) : null}
                {today?.source === 'demo' && entry?.state === 'value' ? <DemoDataBadge /> : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
