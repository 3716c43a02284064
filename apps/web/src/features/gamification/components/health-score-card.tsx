import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, HeartPulse } from 'lucide-react';
import type { THealthScore, THealthScoreCategoryResult } from '@openwell/contracts';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatCivilDateRange } from '@/lib/date-format.ts';
import { useHealthScore } from '../api/get-health-score.ts';
import { basisText, CATEGORY_LABELS, changeLine, formatChange, SCOPE_LABELS } from '../lib/health-basis.ts';
import { CardError, GamificationCard, HowPointsWorkLink } from './card-frame.tsx';

/**
 * The health score of the last 7 days (0-100) with its breakdown: which categories count and with which weight, the
 * figures each was computed from, what changed since last week, and the categories left out: those the tracker does
 * not share (with what to allow, and the tracker page where "Share more data" asks the provider again) apart from
 * those without data in the period (issue 24).
 */
export function HealthScoreCard() {
  const { t, i18n } = useTranslation(['gamification', 'errors']);
  const score = useHealthScore({ live: true });
  let body;
  if (score.isPending) {
    body = (
      <div className="flex flex-col gap-3" data-testid="health-score-skeleton">
        <Skeleton className="h-10 w-24" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    );
  } else if (score.isError) {
    body = <CardError error={score.error} onRetry={() => void score.refetch()} />;
  } else if (score.data.score === null) {
    body = (
      <p className="text-sm text-muted-foreground" data-testid="health-score-empty">
        {t('gamification:healthScore.empty')}
      </p>
    );
  } else {
    body = <HealthScoreBreakdown data={score.data} />;
  }
  return (
    <GamificationCard
      id="health-score-card"
      icon={<HeartPulse aria-hidden="true" className="size-5" />}
      title={t('gamification:healthScore.title')}
      description={
        score.data
          ? t('gamification:healthScore.period', {
              range: formatCivilDateRange(score.data.from, score.data.to, i18n.language),
            })
          : undefined
      }
      footer={<HowPointsWorkLink section="health-score" label={t('gamification:healthScore.howLink')} />}
    >
      {body}
    </GamificationCard>
  );
}

function HealthScoreBreakdown({ data }: { data: THealthScore }) {
  const { t, i18n } = useTranslation('gamification');
  const counted = data.categories.filter((category) => category.score !== null);
  // Left out: because the tracker does not share what they read (with how to share it), or for want of data.
  const notShared = data.categories.filter((category) => category.score === null && category.notShared.length > 0);
  const left = data.categories.filter((category) => category.score === null && category.notShared.length === 0);
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  // What to allow, in the order of the categories it would count.
  const scopes = [...new Set(notShared.flatMap((category) => category.notShared))];
  const change = data.score !== null && data.previousScore !== null ? data.score - data.previousScore : null;
  const changes = counted.filter((category) => category.change !== null && category.change !== 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline gap-3">
        <p className="text-4xl font-semibold tracking-tight tabular-nums" data-testid="health-score-value">
          {t('gamification:healthScore.value.score', { score: data.score })}
        </p>
        {change !== null ? (
          <p className="text-sm text-muted-foreground" data-testid="health-score-change">
            {t('gamification:healthScore.sinceLastWeek', { change: formatChange(change, i18n.language) })}
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('gamification:healthScore.countedLabel')}>
        {counted.map((category) => (
          <CategoryRow key={category.category} category={category} />
        ))}
      </ul>
      {changes.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{t('gamification:healthScore.changesTitle')}</h3>
          <ul className="flex flex-col gap-0.5 text-sm text-muted-foreground" data-testid="health-score-changes">
            {changes.map((category) => (
              <li key={category.category}>
                {changeLine(
                  t,
                  category.category,
                  category.change ?? 0,
                  category.basis,
                  category.previousBasis,
                  i18n.language,
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notShared.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm" data-testid="health-score-not-shared">
          <p>
            {t('gamification:healthScore.notShared', {
              categories: list(notShared.map((category) => CATEGORY_LABELS[category.category](t))),
              count: notShared.length,
            })}
          </p>
          <p className="text-muted-foreground">
            {t('gamification:healthScore.howToShare', {
              scopes: list(scopes.map((scope) => SCOPE_LABELS[scope](t))),
              count: notShared.length,
            })}
          </p>
          <Link
            to="/tracker"
            className="inline-flex items-center gap-1 self-start rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('gamification:healthScore.shareLink')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
      {left.length > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="health-score-not-counted">
          {t('gamification:healthScore.notCounted', {
            categories: list(left.map((category) => CATEGORY_LABELS[category.category](t))),
            count: left.length,
          })}
        </p>
      ) : null}
    </div>
  );
}

function CategoryRow({ category }: { category: THealthScoreCategoryResult }) {
  const { t, i18n } = useTranslation('gamification');
  const name = CATEGORY_LABELS[category.category](t);
  const basis = category.basis ? basisText(category.basis.key) : undefined;
  const id = `health-category-${category.category}`;
  return (
    <li className="flex flex-col gap-1" data-testid={id}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium" id={`${id}-label`}>
          {name}
        </span>
        <span className="tabular-nums">
          <span className="font-semibold">{category.score}</span>
          <span className="text-muted-foreground">
            {' · '}
            {t('gamification:healthScore.weight', {
              weight: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(category.weight),
            })}
          </span>
        </span>
      </div>
      <Progress value={category.score ?? 0} aria-labelledby={`${id}-label`} className="h-1.5" />
      {category.basis && basis ? (
        <p className="text-xs text-muted-foreground">{basis.detail(t, category.basis.values, i18n.language)}</p>
      ) : null}
    </li>
  );
}
