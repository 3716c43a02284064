import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Plug, RefreshCw, Watch } from 'lucide-react';
import type { TWearablesStatus } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { formatDate } from '@/lib/date-format.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { OnboardingReminder, TimeZoneOffer } from '@/features/accounts/index.ts';
import { CoachChat, CoachTipCard } from '@/features/coach/index.ts';
import { HealthProfileCard } from '@/features/questionnaire/index.ts';
import {
  BadgesCard,
  GoalsCard,
  HealthScoreCard,
  NewBadgesCelebration,
  ProgressOverview,
  useGamification,
  useNewBadges,
} from '@/features/gamification/index.ts';
import {
  ConnectWearableDialog,
  SyncInfoCard,
  TodaySummary,
  TrendCard,
  useHealthToday,
  useSyncNow,
  useWearables,
} from '@/features/wearables/index.ts';
import { QuickActions } from './quick-actions.tsx';

/**
 * /dashboard: welcome; day streak, total points and points today, level, multipliers (gamification);
 * today's steps, sleep and active minutes, trends over 7/30/90 days; goals, health score with its breakdown and
 * badges (gamification), tracker sync info and quick actions; the empty state until there is health data. New badges
 * are celebrated once, in a strip that covers nothing, and highlighted in the badges card; the health profile card
 * (questionnaire), the daily AI tip and the coach chat (coach). Refetched every 5 minutes while open. A link to a
 * card (/dashboard#coach, /dashboard#aiTip) scrolls to it.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'wearables', 'errors']);
  useDocumentTitle(t('dashboard:title'));
  const status = useWearables({ live: true });
  const today = useHealthToday({ live: true });
  const summary = useGamification({ live: true });
  const newBadges = useNewBadges(summary.data);
  const empty = today.data !== undefined && !today.data.hasHealthData;
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('dashboard:welcome')}</h1>
        <p className="text-muted-foreground">
          {t('dashboard:today', { date: formatDate(new Date().toISOString(), i18n.language) })}
        </p>
      </div>
      <OnboardingReminder />
      <TimeZoneOffer />
      <NewBadgesCelebration newBadges={newBadges} />
      <ProgressOverview summary={summary} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {today.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-destructive/40 p-5">
              <p className="font-medium">{t('dashboard:loadFailed')}</p>
              <p className="text-sm text-muted-foreground">{errorMessage(t, today.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void today.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </div>
          ) : empty ? (
            <EmptyState status={status.data} />
          ) : (
            <>
              <section aria-labelledby="dashboard-today-title" className="flex flex-col gap-3">
                <h2 id="dashboard-today-title" className="sr-only">
                  {t('dashboard:todayTitle')}
                </h2>
                <TodaySummary today={today.data} />
              </section>
              <TrendCard />
            </>
          )}
          <div className="grid gap-6 md:grid-cols-2">
            <GoalsCard summary={summary} />
            <HealthScoreCard />
          </div>
          <BadgesCard summary={summary} newBadgeIds={newBadges.ids} />
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('dashboard:sidebar')}>
          <SyncInfoCard
            status={status.data}
            isPending={status.isPending}
            error={status.error}
            onRetry={() => void status.refetch()}
            returnTo="/dashboard"
          />
          <QuickActions status={status.data} />
          <CoachTipCard healthData={today.data} />
          <HealthProfileCard />
          <CoachChat />
        </aside>
      </div>
    </div>
  );
}

/** No health data yet: sync the tracker to get started, with the action that gets there. */
function EmptyState({ status }: { status: TWearablesStatus | undefined }) {
  const { t } = useTranslation(['dashboard', 'wearables']);
  const syncNow = useSyncNow();
  const connection = status?.connection ?? null;
  return (
    <Card data-testid="dashboard-empty" className="py-10">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Watch aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-semibold tracking-tight">{t('dashboard:empty.title')}</h2>
        <p className="max-w-md text-pretty text-muted-foreground">{t('dashboard:empty.text')}</p>
        {status && !connection ? (
          <ConnectWearableDialog
            status={status}
            returnTo="/dashboard"
            trigger={
              <Button>
                <Plug aria-hidden="true" />
                {t('wearables:connect.open')}
              </Button>
            }
          />
        ) : null}
        {connection && connection.status === 'connected' ? (
          <Button onClick={syncNow.run} disabled={syncNow.pending}>
            {syncNow.pending ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" />}
            {t('wearables:sync.now')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
