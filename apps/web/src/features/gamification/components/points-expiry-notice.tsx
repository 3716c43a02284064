import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { POINTS_EXPIRY_NOTICE_DAYS } from '@openwell/contracts';
import { formatCivilDate } from '@/lib/date-format.ts';
import { cn } from '@/lib/utils.ts';
import { usePointsExpiry } from '../api/get-points-expiry.ts';
import { formatPoints } from '../lib/gamification-format.ts';

/**
 * The employee's points that expire in the next 30 days, with the first day (nothing when none), and the company's
 * policy in one line ("Points expire 12 months after you earn them, oldest first" / "Your points do not expire").
 * Used on the dashboard's points card (`compact`) and on the rewards screen. Shows nothing while loading or when the
 * answer did not come: the points themselves are shown elsewhere, this only adds to them.
 */
export function PointsExpiryNotice({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation('gamification');
  const expiry = usePointsExpiry();
  if (!expiry.data) return null;
  const { months, expiringSoon, upcoming } = expiry.data;
  const first = upcoming[0];
  return (
    <div
      data-testid="points-expiry-notice"
      className={cn('flex flex-col gap-1 text-sm', !compact && 'rounded-lg border bg-muted/40 p-3', className)}
    >
      {expiringSoon > 0 && first ? (
        <p className="flex items-start gap-1.5 font-medium" data-testid="points-expiring-soon">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {t('gamification:expiry.soon', {
              count: expiringSoon,
              points: formatPoints(expiringSoon, i18n.language),
              days: POINTS_EXPIRY_NOTICE_DAYS,
              date: formatCivilDate(first.date, i18n.language),
            })}
          </span>
        </p>
      ) : null}
      <p className="text-muted-foreground" data-testid="points-expiry-policy">
        {months === null ? t('gamification:expiry.never') : t('gamification:expiry.policy', { count: months })}
      </p>
    </div>
  );
}
