import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode, Ticket, Undo2 } from 'lucide-react';
import { localizedText, type TRedemption } from '@openwell/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { pointsText } from '../lib/reward-format.ts';
import { RedemptionStatusBadge } from './redemption-status-badge.tsx';
import { RewardIcon } from './reward-icon.tsx';
import { EmptyState } from './rewards-page-parts.tsx';

/** Newest first (the server's order; sorted again so a cached list with a new entry reads the same). */
export function newestFirst(redemptions: readonly TRedemption[]): TRedemption[] {
  return [...redemptions].sort((a, b) => Date.parse(b.redeemedAt) - Date.parse(a.redeemedAt));
}

/**
 * The "My redemptions" tab: each redemption with its reward, points, status, the day it was redeemed and, while
 * issued, until when it is valid and "Show QR code"; a cancelled or expired one says its points were returned.
 */
export function RedemptionList({
  redemptions,
  availablePath,
  onShowCode,
}: {
  redemptions: readonly TRedemption[];
  /** The "Available rewards" tab's address, for the empty state's link. */
  availablePath: string;
  onShowCode: (redemption: TRedemption) => void;
}) {
  const { t } = useTranslation('rewards');
  if (redemptions.length === 0) {
    return (
      <EmptyState
        testId="redemptions-empty"
        icon={<Ticket aria-hidden="true" className="size-6" />}
        title={t('rewards:redemptions.empty.title')}
        text={t('rewards:redemptions.empty.text')}
      >
        <Link to={availablePath} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('rewards:redemptions.empty.link')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('rewards:tabs.redemptions')}>
      {newestFirst(redemptions).map((redemption) => (
        <RedemptionItem key={redemption.id} redemption={redemption} onShowCode={onShowCode} />
      ))}
    </ul>
  );
}

function RedemptionItem({
  redemption,
  onShowCode,
}: {
  redemption: TRedemption;
  onShowCode: (redemption: TRedemption) => void;
}) {
  const { t, i18n } = useTranslation('rewards');
  const language = currentLanguage(i18n);
  const titleId = useId();
  const title = localizedText(redemption.title, language);
  const refunded = redemption.status === 'cancelled' || redemption.status === 'expired';
  const closedOn = redemption.closedAt ? formatDate(redemption.closedAt, language) : null;

  return (
    <li
      data-testid="redemption-item"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <RewardIcon icon={redemption.icon} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold break-words">
              {title}
            </h3>
            <RedemptionStatusBadge status={redemption.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">
              {pointsText(t, redemption.points, language)}
            </span>
            {' · '}
            <span data-testid="redemption-redeemed-on">
              {t('rewards:redemptions.redeemedOn', { date: formatDate(redemption.redeemedAt, language) })}
            </span>
          </p>
          {redemption.status === 'issued' ? (
            <p className="text-sm text-muted-foreground">
              {t('rewards:redemptions.validUntil', { date: formatDate(redemption.expiresAt, language) })}
            </p>
          ) : null}
          {redemption.status === 'fulfilled' && closedOn ? (
            <p className="text-sm text-muted-foreground">{t('rewards:redemptions.fulfilledOn', { date: closedOn })}</p>
          ) : null}
          {refunded ? (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="redemption-refunded">
              <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {closedOn
                  ? redemption.status === 'cancelled'
                    ? t('rewards:redemptions.cancelledOn', { date: closedOn })
                    : t('rewards:redemptions.expiredOn', { date: closedOn })
                  : null}{' '}
                {t('rewards:redemptions.refunded', {
                  count: redemption.points,
                  points: pointsText(t, redemption.points, language),
                })}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      {redemption.status === 'issued' ? (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          aria-describedby={titleId}
          onClick={() => onShowCode(redemption)}
        >
          <QrCode aria-hidden="true" />
          {t('rewards:redemptions.showQr')}
        </Button>
      ) : null}
    </li>
  );
}
