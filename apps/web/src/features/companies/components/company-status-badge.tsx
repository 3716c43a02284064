import { CirclePause, CircleCheck, Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCompanyStatus } from '@openwell/contracts';
import { cn } from '@/lib/utils.ts';

/** "Active" or "Suspended", with an icon, so the state does not rest on colour alone. */
export function CompanyStatusBadge({ status, className }: { status: TCompanyStatus; className?: string }) {
  const { t } = useTranslation('companies');
  const Icon = status === 'active' ? CircleCheck : CirclePause;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        // The text in the foreground colour (small text on a tinted ground); the icon and the border carry the hue.
        status === 'active' ? 'border-success/50 bg-success/10' : 'border-warning/60 bg-warning/10',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-3.5', status === 'active' ? 'text-success' : 'text-warning')} />
      {status === 'active' ? t('companies:status.active') : t('companies:status.suspended')}
    </span>
  );
}

/** "Demo": the demo company every installation starts with. */
export function DemoBadge() {
  const { t } = useTranslation('companies');
  return (
    <span className="inline-flex w-fit items-center rounded-full border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
      {t('companies:demo')}
    </span>
  );
}

/**
 * Whether employees of other companies see the company's name on the companies leaderboard ("Named on leaderboards")
 * or "Company n" ("Anonymous on leaderboards"), with an icon, so the state does not rest on colour alone.
 */
export function LeaderboardNamingBadge({ named }: { named: boolean }) {
  const { t } = useTranslation('companies');
  const Icon = named ? Eye : EyeOff;
  return (
    <span
      data-testid="leaderboard-naming"
      className="inline-flex w-fit items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {named ? t('companies:leaderboard.named') : t('companies:leaderboard.anonymous')}
    </span>
  );
}
