import { useTranslation } from 'react-i18next';
import type { TSyncResult } from '@openwell/contracts';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useStartWearableAuthorization, type TReturnPath } from '../api/start-authorization.ts';
import { useSyncDemoData } from '../api/sync-demo-data.ts';
import { useSyncWearable } from '../api/sync-wearable.ts';
import { announceSyncFailure, announceSyncResult } from '../lib/sync-feedback.ts';

/** "Sync now" / "Refresh data" with its messages ("data synced", "Sync Failed", delayed: retried at...). */
export function useSyncNow() {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  const sync = useSyncWearable();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => announceSyncResult(t, i18n.language, result),
      onError: (error) => announceSyncFailure(t, error),
    });
  return { run, pending: sync.isPending };
}

/** "Sync mock data" (demo mode) with its messages ("mock data synced (demo mode)", "Failed to Load Mock Data"). */
export function useSyncDemo() {
  const { t, i18n } = useTranslation(['wearables', 'errors']);
  const sync = useSyncDemoData();
  const run = (onSuccess?: (result: TSyncResult) => void) =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        announceSyncResult(t, i18n.language, result, true);
        onSuccess?.(result);
      },
      onError: (error) => announceSyncFailure(t, error, true),
    });
  return { run, pending: sync.isPending };
}

/**
 * Connect (or reconnect) Fitbit: the provider's consent URL, then the browser leaves for it ("connecting" until it
 * has); a refusal is "Connection Failed" with the reason.
 */
export function useConnectFitbit(returnTo: TReturnPath) {
  const { t } = useTranslation(['wearables', 'errors']);
  const start = useStartWearableAuthorization();
  const run = () =>
    start.mutate(returnTo, {
      onError: (error) => toast.error(t('wearables:toast.connectFailed'), { description: errorMessage(t, error) }),
    });
  // After success the page is being left: stay "connecting" until it is.
  return { run, pending: start.isPending || start.isSuccess };
}
