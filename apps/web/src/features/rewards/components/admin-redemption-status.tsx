import { CircleCheck, CircleX, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TRedemptionStatus } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

const STYLE: Record<TRedemptionStatus, { icon: typeof Clock; className: string; iconClassName: string }> = {
  issued: { icon: Clock, className: 'border-primary/50 bg-primary/10', iconClassName: 'text-primary' },
  fulfilled: { icon: CircleCheck, className: 'border-success/50 bg-success/10', iconClassName: 'text-success' },
  cancelled: { icon: CircleX, className: 'border-destructive/50 bg-destructive/10', iconClassName: 'text-destructive' },
  expired: { icon: Hourglass, className: 'border-border bg-muted', iconClassName: 'text-muted-foreground' },
};

/** A code's state ("Waiting to be handed over", "Fulfilled", ...) with an icon, not by colour alone. */
export function AdminRedemptionStatusBadge({ status }: { status: TRedemptionStatus }) {
  const { t } = useTranslation('rewardsAdmin');
  const { icon: Icon, className, iconClassName } = STYLE[status];
  return (
    <span
      data-testid="redemption-status"
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
      {t(`rewardsAdmin:status.${status}`)}
    </span>
  );
}
