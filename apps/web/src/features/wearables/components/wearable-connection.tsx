import { useTranslation } from 'react-i18next';
import { CircleCheck, EyeOff, Plug, RotateCw, Share2, TriangleAlert } from 'lucide-react';
import { SCOPE_GROUPS, type TWearablesStatus } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useWearables } from '../api/get-wearables.ts';
import type { TReturnPath } from '../api/start-authorization.ts';
import { useConnectFitbit } from '../hooks/use-sync-actions.ts';
import { providerName, SCOPE_LABELS } from '../lib/providers.ts';
import { ConnectWearableDialog } from './connect-wearable-dialog.tsx';
import { DisconnectWearableDialog } from './disconnect-wearable-dialog.tsx';

/**
 * The tracker connection (its states: not connected, connecting, connected) with connect, reconnect and
 * disconnect: on the profile, the tracker screen and onboarding's first step. `returnTo`: where the provider's
 * consent brings the user back to. What the person did not allow at Fitbit is named, with "Share more data", which
 * asks Fitbit's consent again (the connection and its data stay; the next sync fetches the newly shared data).
 */
export function WearableConnection({ returnTo }: { returnTo: TReturnPath }) {
  const { t } = useTranslation(['wearables', 'errors']);
  const status = useWearables();

  if (status.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">{t('wearables:loading')}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm">{t('wearables:status.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(t, status.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <ConnectionState status={status.data} returnTo={returnTo} />;
}

export function ConnectionState({ status, returnTo }: { status: TWearablesStatus; returnTo: TReturnPath }) {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  const reconnect = useConnectFitbit(returnTo);
  const connection = status.connection;

  if (!connection) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm" data-testid="connection-state">
          <Plug aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('wearables:status.notConnected')}
        </p>
        <ConnectWearableDialog
          status={status}
          returnTo={returnTo}
          trigger={
            <Button>
              <Plug aria-hidden="true" />
              {t('wearables:connect.open')}
            </Button>
          }
        />
      </div>
    );
  }

  const name = providerName(t, connection.provider);
  const needsReconnect = connection.status === 'needs_reconnect';
  const notShared = SCOPE_GROUPS.filter((scope) => !connection.grantedScopes.includes(scope));
  const canShareMore = !needsReconnect && connection.provider === 'google-health' && notShared.length > 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1" data-testid="connection-state">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {needsReconnect ? (
            <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
          )}
          {needsReconnect
            ? t('wearables:status.needsReconnect', { provider: name })
            : t('wearables:status.connected', { provider: name })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('wearables:status.connectedSince', { date: formatDate(connection.connectedAt, i18n.language) })}
        </p>
        {needsReconnect ? <p className="text-sm">{t('wearables:status.needsReconnectHelp')}</p> : null}
        {canShareMore ? (
          <div className="mt-1 flex flex-col gap-0.5" data-testid="connection-not-shared">
            <p className="flex items-center gap-2 text-sm">
              <EyeOff aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {t('wearables:status.notShared', {
                scopes: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  notShared.map((scope) => SCOPE_LABELS[scope](t)),
                ),
              })}
            </p>
            <p className="text-sm text-muted-foreground">{t('wearables:status.shareMoreHelp', { provider: name })}</p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {canShareMore ? (
          <Button variant="outline" onClick={reconnect.run} disabled={reconnect.pending}>
            {reconnect.pending ? <Spinner size="sm" /> : <Share2 aria-hidden="true" />}
            {reconnect.pending ? t('wearables:connect.connecting') : t('wearables:status.shareMore')}
          </Button>
        ) : null}
        {needsReconnect && connection.provider === 'google-health' ? (
          <Button onClick={reconnect.run} disabled={reconnect.pending}>
            {reconnect.pending ? <Spinner size="sm" /> : <RotateCw aria-hidden="true" />}
            {reconnect.pending ? t('wearables:connect.connecting') : t('wearables:status.reconnect')}
          </Button>
        ) : null}
        <DisconnectWearableDialog provider={connection.provider} />
      </div>
    </div>
  );
}

/** "Connected: Fitbit" or "Connected: Demo data" (onboarding). */
export function TrackerConnectedNote({ status }: { status: TWearablesStatus }) {
  const { t } = useTranslation('wearables');
  const connection = status.connection;
  if (!connection) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm font-medium">
      <CircleCheck aria-hidden="true" className="size-4 text-success" />
      {t('wearables:status.connected', { provider: providerName(t, connection.provider) })}
    </p>
  );
}
