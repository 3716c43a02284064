import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight, CircleAlert, CircleCheck, Clock, RefreshCw, RotateCw, TriangleAlert } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { TSyncError, TWearablesStatus } from '@openwell/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatTime } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import type { TReturnPath } from '../api/start-authorization.ts';
import { useConnectFitbit, useSyncNow } from '../hooks/use-sync-actions.ts';
import { providerName } from '../lib/providers.ts';
import { ConnectWearableDialog } from './connect-wearable-dialog.tsx';
import { DemoDataBadge } from './demo-data-badge.tsx';

const SYNC_ERROR_TEXT: Readonly<Record<TSyncError, (t: TFunction) => string>> = {
  rate_limited: (t) => t('wearables:syncError.rate_limited'),
  provider_unavailable: (t) => t('wearables:syncError.provider_unavailable'),
  invalid_grant: (t) => t('wearables:syncError.invalid_grant'),
  provider_failed: (t) => t('wearables:syncError.provider_failed'),
};

/**
 * "Tracker sync info" (dashboard): status, last and next sync, the reason of a failed or delayed sync, and "needs
 * reconnecting" with a reconnect button. Status changes are announced (a polite live region).
 */
export function SyncInfoCard({
  status,
  isPending,
  error,
  onRetry,
  returnTo,
  trackerLink = true,
}: {
  status: TWearablesStatus | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  returnTo: TReturnPath;
  trackerLink?: boolean;
}) {
  const { t } = useTranslation(['wearables', 'errors']);
  let body: ReactNode;
  if (isPending) {
    body = (
      <div className="flex flex-col gap-2" data-testid="sync-info-skeleton">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-32" />
      </div>
    );
  } else if (error || !status) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-muted-foreground">{errorMessage(t, error)}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else {
    body = <SyncInfo status={status} returnTo={returnTo} />;
  }
  return (
    <Card data-testid="sync-info-card" aria-labelledby="sync-info-title" role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="sync-info-title">{t('wearables:sync.title')}</h2>
        </CardTitle>
        <CardDescription>{t('wearables:sync.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {body}
        {trackerLink ? (
          <Link to="/tracker" className={buttonVariants({ variant: 'link', className: 'h-auto self-start px-0' })}>
            {t('wearables:sync.trackerLink')}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SyncInfo({ status, returnTo }: { status: TWearablesStatus; returnTo: TReturnPath }) {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  const syncNow = useSyncNow();
  const reconnect = useConnectFitbit(returnTo);
  const connection = status.connection;
  const language = i18n.language;

  if (!connection) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status" aria-live="polite" className="text-sm" data-testid="sync-state">
          {t('wearables:status.notConnected')}
        </p>
        <ConnectWearableDialog
          status={status}
          returnTo={returnTo}
          trigger={<Button size="sm">{t('wearables:connect.open')}</Button>}
        />
      </div>
    );
  }

  const { sync } = connection;
  const needsReconnect = connection.status === 'needs_reconnect';
  let icon: ReactNode;
  let line: string;
  if (needsReconnect) {
    icon = <TriangleAlert aria-hidden="true" className="size-4 text-warning" />;
    line = t('wearables:sync.needsReconnect');
  } else if (sync.status === 'running' || syncNow.pending) {
    icon = <Spinner size="sm" />;
    line = t('wearables:sync.running');
  } else if (sync.status === 'never') {
    icon = <Clock aria-hidden="true" className="size-4 text-muted-foreground" />;
    line = t('wearables:sync.never');
  } else if (sync.status === 'succeeded') {
    icon = <CircleCheck aria-hidden="true" className="size-4 text-success" />;
    line = t('wearables:sync.succeeded');
  } else if (sync.status === 'delayed') {
    icon = <Clock aria-hidden="true" className="size-4 text-warning" />;
    line = sync.nextSyncAt
      ? t('wearables:sync.delayedUntil', { time: formatTime(sync.nextSyncAt, language) })
      : t('wearables:sync.delayed');
  } else {
    icon = <CircleAlert aria-hidden="true" className="size-4 text-destructive" />;
    line = t('wearables:sync.failed');
  }
  const reason = sync.lastError && sync.status !== 'succeeded' ? SYNC_ERROR_TEXT[sync.lastError](t) : null;

  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {/* Demo data is named by its label alone (the provider's name would say the same twice). */}
        {connection.provider === 'demo' ? (
          <DemoDataBadge />
        ) : (
          <span className="font-medium">{providerName(t, connection.provider)}</span>
        )}
      </p>
      <div role="status" aria-live="polite" className="flex flex-col gap-1" data-testid="sync-state">
        <p className="flex items-center gap-2 text-sm font-medium">
          {icon}
          {line}
        </p>
        {reason ? <p className="text-sm text-muted-foreground">{reason}</p> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('wearables:sync.lastSync')}</dt>
        <dd>{sync.lastSyncAt ? formatDateTime(sync.lastSyncAt, language) : t('wearables:sync.notYet')}</dd>
        {!needsReconnect ? (
          <>
            <dt className="text-muted-foreground">{t('wearables:sync.nextSync')}</dt>
            <dd>{sync.nextSyncAt ? formatDateTime(sync.nextSyncAt, language) : t('wearables:sync.unknown')}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {needsReconnect ? (
          connection.provider === 'google-health' ? (
            <Button size="sm" onClick={reconnect.run} disabled={reconnect.pending}>
              {reconnect.pending ? <Spinner size="sm" /> : <RotateCw aria-hidden="true" />}
              {reconnect.pending ? t('wearables:connect.connecting') : t('wearables:status.reconnect')}
            </Button>
          ) : null
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={syncNow.run}
            disabled={syncNow.pending || sync.status === 'running'}
          >
            <RefreshCw aria-hidden="true" className={syncNow.pending ? 'motion-safe:animate-spin' : undefined} />
            {t('wearables:sync.now')}
          </Button>
        )}
      </div>
    </div>
  );
}
