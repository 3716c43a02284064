import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { TREND_METRICS } from '@openwell/contracts';
import { formatCivilDate, formatMetricNumber, formatMetricValue } from '../lib/metrics.ts';

export type TTrendMetric = (typeof TREND_METRICS)[number];

export interface TTrendPoint {
  date: string;
  value: number | null;
}

/**
 * One trend as a bar chart (recharts). Loaded on demand with the dashboard only (React.lazy in trend-card.tsx), so
 * the chart library never reaches the landing page. Decorative for assistive technology: the card names the chart
 * and offers the same values as a table.
 */
export default function TrendChart({ metric, points }: { metric: TTrendMetric; points: readonly TTrendPoint[] }) {
  const { t, i18n } = useTranslation('wearables');
  const language = i18n.language;
  const dense = points.length > 31;
  return (
    <BarChart
      responsive
      data={points as TTrendPoint[]}
      style={{ width: '100%', height: 200 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis
        dataKey="date"
        tickFormatter={(date: string) => formatCivilDate(date, language, { day: 'numeric', month: 'short' })}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        stroke="var(--border)"
        interval="preserveStartEnd"
        minTickGap={dense ? 24 : 8}
      />
      <YAxis
        width={48}
        tickFormatter={(value: number) => formatMetricNumber(metric, value, language)}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        stroke="var(--border)"
        allowDecimals={metric === 'sleepHours'}
      />
      <Tooltip
        cursor={{ fill: 'var(--muted)' }}
        contentStyle={{
          background: 'var(--popover)',
          color: 'var(--popover-foreground)',
          border: '1px solid var(--border)',
          borderRadius: 'var(--radius)',
        }}
        labelFormatter={(date) => formatCivilDate(String(date), language)}
        formatter={(value) => [
          typeof value === 'number' ? formatMetricValue(t, metric, value, language) : t('wearables:trend.noValue'),
        ]}
      />
      <Bar dataKey="value" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
