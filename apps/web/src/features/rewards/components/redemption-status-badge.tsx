import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TRedemptionStatus } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

export const REDEMPTION_STATUS_LABELS: Readonly<Record<TRedemptionStatus, (t: TFunction) => string>> = {
  issued: (t) => t('rewards:status.issued'),
  fulfilled: (t) => t('rewards:status.fulfilled'),
  cancelled: (t) => t('rewards:status.cancelled'),
  expired: (t) => t('rewards:status.expired'),
};

/** Tinted backgrounds of the theme's colours, the text in the foreground colour (readable in both themes). */
const STATUS_STYLES: Readonly<Record<TRedemptionStatus, string>> = {
  issued: 'border-primary/40 bg-primary/10 text-foreground',
  fulfilled: 'border-success/40 bg-success/10 text-foreground',
  cancelled: 'border-border bg-muted text-muted-foreground',
  expired: 'border-warning/40 bg-warning/10 text-foreground',
};

/** A redemption's status as a small badge. */
export function RedemptionStatusBadge({ status }: { status: TRedemptionStatus }) {
  const { t } = useTranslation('rewards');
  return (
    <span
      data-testid="redemption-status"
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_STYLES[status],
      )}
    >
      {REDEMPTION_STATUS_LABELS[status](t)}
    </span>
  );
}
