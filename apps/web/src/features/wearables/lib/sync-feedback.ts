import type { TFunction } from 'i18next';
import type { TSyncResult } from '@openwell/contracts';
import { toast } from '@/components/ui/sonner.tsx';
import { formatTime } from '@/lib/date-format.ts';
import { errorMessage } from '@/lib/error-messages.ts';

/**
 * The toasts after a sync. A delayed sync is no failure: the provider asked us to wait or was
 * unavailable, and the sync is retried at `nextSyncAt`.
 */
export function announceSyncResult(t: TFunction, language: string, result: TSyncResult, demo = false): void {
  if (result.outcome === 'synced') {
    toast.success(demo ? t('wearables:toast.demoSynced') : t('wearables:toast.synced'), {
      description: t('wearables:toast.syncedDescription', { count: result.stored }),
    });
  } else if (result.outcome === 'delayed') {
    const next = result.connection.sync.nextSyncAt;
    toast.info(t('wearables:toast.delayedTitle'), {
      description: next
        ? t('wearables:toast.delayedAt', { time: formatTime(next, language) })
        : t('wearables:toast.delayedSoon'),
    });
  } else {
    toast.info(t('wearables:toast.busyTitle'), { description: t('wearables:toast.busyDescription') });
  }
}

export function announceSyncFailure(t: TFunction, error: unknown, demo = false): void {
  toast.error(demo ? t('wearables:toast.demoFailed') : t('wearables:toast.syncFailed'), {
    description: errorMessage(t, error),
  });
}
