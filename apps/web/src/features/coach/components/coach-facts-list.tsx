import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCoachFacts, TMetricTrend } from '@openwell/contracts';
import { formatCivilDate } from '@/lib/date-format.ts';
import { formatDecimal } from '@/lib/number-format.ts';
import {
  GOAL_LABELS,
  METRIC_LABELS,
  TREND_METRICS,
  TODAY_LABELS,
  metricChange,
  metricValue,
  type TGoalMetric,
  type TTodayMetric,
  type TTrendMetric,
} from '../lib/facts-format.ts';
import { HEALTH_PROFILE_DOMAIN_LABELS } from '@/features/questionnaire/index.ts';
import { DemoDataBadge } from '@/features/wearables/index.ts';

/** The days a week and a baseline span (contracts: ZMetricTrendSchema). */
const WEEK_DAYS = 7;
const BASELINE_DAYS = 28;
const TODAY_METRICS: readonly TTodayMetric[] = ['steps', 'activeMinutes', 'sleepHours'];
const GOAL_METRICS: readonly TGoalMetric[] = ['steps', 'activeMinutes', 'sleepHours'];

/**
 * The facts object in words, every field of it and nothing else: this week against the usual for each metric (with
 * the days that had data, "not enough data" for a null), today, goals, streak, focus areas, the demo-data note.
 */
export function CoachFactsList({ facts }: { facts: TCoachFacts }) {
  const { t, i18n } = useTranslation(['coach', 'healthProfile']);
  const language = i18n.language;
  return (
    <div className="flex flex-col gap-5 text-sm" data-testid="coach-facts">
      <p className="text-muted-foreground" data-testid="coach-facts-as-of">
        {t('coach:facts.asOf', { date: formatCivilDate(facts.asOf, language) })}
      </p>
      {facts.demoData ? (
        <p className="flex flex-wrap items-center gap-2" data-testid="coach-facts-demo">
          <DemoDataBadge />
          <span className="text-muted-foreground">{t('coach:facts.demoNote')}</span>
        </p>
      ) : null}

      <FactsSection title={t('coach:facts.trendsTitle')}>
        <p className="text-muted-foreground">{t('coach:facts.trendsNote')}</p>
        <ul className="flex flex-col divide-y rounded-lg border">
          {TREND_METRICS.map((metric) => (
            <TrendRow key={metric} metric={metric} trend={facts[metric]} />
          ))}
        </ul>
      </FactsSection>

      <FactsSection title={t('coach:facts.todayTitle')}>
        <FactsTable testId="coach-facts-today">
          {TODAY_METRICS.map((metric) => {
            const value = facts.today[metric];
            return (
              <Fact key={metric} label={TODAY_LABELS[metric](t)}>
                {value === null ? t('coach:facts.noValue') : metricValue(t, metric, value, language)}
              </Fact>
            );
          })}
        </FactsTable>
      </FactsSection>

      <FactsSection title={t('coach:facts.goalsTitle')}>
        <FactsTable testId="coach-facts-goals">
          {GOAL_METRICS.map((metric) => (
            <Fact key={metric} label={GOAL_LABELS[metric](t)}>
              {metricValue(t, metric, facts.goals[metric], language)}
            </Fact>
          ))}
        </FactsTable>
      </FactsSection>

      <FactsSection title={t('coach:facts.streakTitle')}>
        <FactsTable testId="coach-facts-streak">
          <Fact label={t('coach:facts.streakCurrent')}>
            {t('coach:facts.days', { count: facts.streak.days, value: formatDecimal(facts.streak.days, language) })}
          </Fact>
          <Fact label={t('coach:facts.streakBest')}>
            {t('coach:facts.days', { count: facts.streak.best, value: formatDecimal(facts.streak.best, language) })}
          </Fact>
        </FactsTable>
      </FactsSection>

      <FactsSection title={t('coach:facts.focusTitle')}>
        {facts.focusAreas === null ? (
          <p className="text-muted-foreground" data-testid="coach-facts-focus">
            {t('coach:facts.focusNone')}
          </p>
        ) : facts.focusAreas.length === 0 ? (
          <p className="text-muted-foreground" data-testid="coach-facts-focus">
            {t('coach:facts.focusEmpty')}
          </p>
        ) : (
          <ol className="list-inside list-decimal" data-testid="coach-facts-focus">
            {facts.focusAreas.map((domain) => (
              <li key={domain}>{HEALTH_PROFILE_DOMAIN_LABELS[domain](t)}</li>
            ))}
          </ol>
        )}
      </FactsSection>
    </div>
  );
}

function FactsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function FactsTable({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <dl data-testid={testId} className="grid grid-cols-[minmax(0,auto)_1fr] gap-x-4 gap-y-1">
      {children}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </>
  );
}

function TrendRow({ metric, trend }: { metric: TTrendMetric; trend: TMetricTrend }) {
  const { t, i18n } = useTranslation('coach');
  const language = i18n.language;
  const figure = (value: number | null) =>
    value === null ? t('coach:facts.notEnoughData') : metricValue(t, metric, value, language);
  const days = (count: number, total: number) => (
    <span className="font-normal text-muted-foreground">
      {t('coach:facts.daysWithData', {
        days: formatDecimal(count, language),
        total: formatDecimal(total, language),
      })}
    </span>
  );
  return (
    <li className="flex flex-col gap-1.5 p-3" data-testid={`coach-facts-${metric}`}>
      <h4 className="font-medium">{METRIC_LABELS[metric](t)}</h4>
      <dl className="grid grid-cols-[minmax(0,auto)_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{t('coach:facts.week')}</dt>
        <dd className="font-medium tabular-nums">
          {figure(trend.week)} {days(trend.weekDays, WEEK_DAYS)}
        </dd>
        <dt className="text-muted-foreground">{t('coach:facts.baseline')}</dt>
        <dd className="font-medium tabular-nums">
          {figure(trend.baseline)} {days(trend.baselineDays, BASELINE_DAYS)}
        </dd>
        <dt className="text-muted-foreground">{t('coach:facts.change')}</dt>
        <dd className="font-medium tabular-nums">
          {trend.change === null ? t('coach:facts.notEnoughData') : metricChange(t, metric, trend.change, language)}
        </dd>
      </dl>
    </li>
  );
}
