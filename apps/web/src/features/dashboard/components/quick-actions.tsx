import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlaskConical, Gift, Medal, Plus, RefreshCw } from 'lucide-react';
import { MANUAL_ACTIVITY_MINUTES, type TWearablesStatus } from '@openwell/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useLogManualActivity, useSyncDemo, useSyncNow } from '@/features/wearables/index.ts';

/**
 * Quick actions: refresh data (sync now), log activity (+30 active minutes, with a daily cap),
 * sync mock data (demo mode only), view leaderboard, view rewards.
 */
export function QuickActions({ status }: { status: TWearablesStatus | undefined }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const syncNow = useSyncNow();
  const demo = useSyncDemo();
  const logActivity = useLogManualActivity();
  const connection = status?.connection ?? null;
  const canSync = connection !== null && connection.status === 'connected';

  const log = () =>
    logActivity.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(t('dashboard:actions.logged', { minutes: MANUAL_ACTIVITY_MINUTES }), {
          description:
            result.remainingMinutes > 0
              ? t('dashboard:actions.loggedRemaining', {
                  logged: result.manualMinutes,
                  remaining: result.remainingMinutes,
                })
              : t('dashboard:actions.loggedCapReached', { logged: result.manualMinutes }),
        }),
      onError: (error) => toast.error(t('dashboard:actions.logFailed'), { description: errorMessage(t, error) }),
    });

  return (
    <Card aria-labelledby="quick-actions-title" role="region" data-testid="quick-actions">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="quick-actions-title">{t('dashboard:actions.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button
          variant="outline"
          className="justify-start"
          disabled={!canSync || syncNow.pending}
          onClick={syncNow.run}
        >
          {syncNow.pending ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" />}
          {t('dashboard:actions.refresh')}
        </Button>
        <Button variant="outline" className="justify-start" disabled={logActivity.isPending} onClick={log}>
          {logActivity.isPending ? <Spinner size="sm" /> : <Plus aria-hidden="true" />}
          {t('dashboard:actions.logActivity', { minutes: MANUAL_ACTIVITY_MINUTES })}
        </Button>
        {status?.demoMode ? (
          <Button
            variant="outline"
            className="justify-start"
            disabled={demo.pending || (connection !== null && connection.provider !== 'demo')}
            onClick={() => demo.run()}
          >
            {demo.pending ? <Spinner size="sm" /> : <FlaskConical aria-hidden="true" />}
            {t('dashboard:actions.syncDemo')}
          </Button>
        ) : null}
        <Link to="/leaderboard" className={buttonVariants({ variant: 'outline', className: 'justify-start' })}>
          <Medal aria-hidden="true" />
          {t('dashboard:actions.leaderboard')}
        </Link>
        <Link to="/rewards" className={buttonVariants({ variant: 'outline', className: 'justify-start' })}>
          <Gift aria-hidden="true" />
          {t('dashboard:actions.rewards')}
        </Link>
      </CardContent>
    </Card>
  );
}
