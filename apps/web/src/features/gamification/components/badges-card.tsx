import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';
import type { TAchievementStatus, TGamificationSummary } from '@openwell/contracts';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { cn } from '@/lib/utils.ts';
import { achievementById, badgeDescription, badgeTitle, type TAchievementDefinition } from '../lib/badges.ts';
import { formatPoints } from '../lib/gamification-format.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { CardError, GamificationCard, HowPointsWorkLink } from './card-frame.tsx';
import type { TSummaryQuery } from './summary-state.tsx';

type TBadgeEntry = { badge: TAchievementDefinition; status: TAchievementStatus };

const NONE: ReadonlySet<string> = new Set();

/** Earned badges first (newest first), then the locked ones in catalogue order; unknown ids are left out. */
function badgeEntries(summary: TGamificationSummary): TBadgeEntry[] {
  const entries = summary.achievements.flatMap((status) => {
    const badge = achievementById(status.id);
    return badge ? [{ badge, status }] : [];
  });
  const earned = entries
    .filter((entry) => entry.status.earnedAt !== null)
    .sort((a, b) => (b.status.earnedAt ?? '').localeCompare(a.status.earnedAt ?? ''));
  return [...earned, ...entries.filter((entry) => entry.status.earnedAt === null)];
}

/**
 * Badges: earned and locked, each with how to earn it, its points and the progress towards it. `newBadgeIds`: the
 * badges celebrated on this visit (useNewBadges), highlighted and marked "New".
 */
export function BadgesCard({
  summary,
  newBadgeIds = NONE,
}: {
  summary: TSummaryQuery;
  newBadgeIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('gamification');
  const data = summary.data;
  const entries = data ? badgeEntries(data) : [];
  const earned = entries.filter((entry) => entry.status.earnedAt !== null).length;
  let body;
  if (data) {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('gamification:badges.listLabel')}>
        {entries.map((entry) => (
          <BadgeTile key={entry.badge.id} entry={entry} isNew={newBadgeIds.has(entry.badge.id)} />
        ))}
      </ul>
    );
  } else if (summary.isPending) {
    body = (
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="badges-skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  } else {
    body = <CardError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  return (
    <GamificationCard
      id="badges-card"
      icon={<Medal aria-hidden="true" className="size-5" />}
      title={t('gamification:badges.title')}
      description={
        data
          ? earned === 0
            ? t('gamification:badges.noneYet')
            : t('gamification:badges.earnedOf', { count: earned, total: entries.length })
          : undefined
      }
      footer={<HowPointsWorkLink section="badges" />}
    >
      {body}
    </GamificationCard>
  );
}

function BadgeTile({ entry: { badge, status }, isNew }: { entry: TBadgeEntry; isNew: boolean }) {
  const { t, i18n } = useTranslation('gamification');
  const earned = status.earnedAt !== null;
  const title = badgeTitle(t, badge, i18n.language);
  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        earned && 'bg-primary/5',
        isNew && 'border-primary ring-2 ring-primary/40',
      )}
      data-testid="badge"
      data-badge={badge.id}
      data-earned={earned ? 'true' : 'false'}
      data-new={isNew ? 'true' : undefined}
    >
      <BadgeIcon category={badge.category} earned={earned} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-semibold">
          {isNew ? (
            <span className="mr-1.5 rounded-full bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
              {t('gamification:celebrate.new')}
            </span>
          ) : null}
          {title}
          <span className="sr-only">
            {' – '}
            {earned ? t('gamification:badges.earned') : t('gamification:badges.locked')}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">{badgeDescription(t, badge, i18n.language)}</p>
        <p className="text-xs font-medium text-primary">
          {t('gamification:badges.points', { points: formatPoints(badge.points, i18n.language) })}
        </p>
        {earned && status.earnedAt ? (
          <p className="text-xs text-muted-foreground">
            {t('gamification:badges.earnedOn', { date: formatDate(status.earnedAt, i18n.language) })}
          </p>
        ) : status.progress ? (
          <div className="flex flex-col gap-1">
            <Progress
              value={Math.min(Math.max(0, status.progress.current), Math.max(1, status.progress.target))}
              max={Math.max(1, status.progress.target)}
              aria-label={t('gamification:badges.progressLabel', { title })}
              getValueLabel={(value, max) =>
                t('gamification:badges.progress', {
                  current: new Intl.NumberFormat(i18n.language).format(value),
                  target: new Intl.NumberFormat(i18n.language).format(max),
                })
              }
              className="h-1.5"
            />
            <span className="text-xs text-muted-foreground tabular-nums">
              {t('gamification:badges.progress', {
                current: new Intl.NumberFormat(i18n.language).format(status.progress.current),
                target: new Intl.NumberFormat(i18n.language).format(status.progress.target),
              })}
            </span>
          </div>
        ) : null}
      </div>
    </li>
  );
}
