import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText, ZRedemptionCodeSchema, type TRedemptionVerification } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useRedemptionByCode } from '../api/admin-redemption-code.ts';
import { groupRedemptionCode } from '../lib/redemption-code.ts';
import { companyRewardsPath, OWN_REWARDS_PATH } from '../lib/admin-reward-paths.ts';
import { AdminRedemptionActions, AdminRedemptionOutcome, useRedemptionActions } from './admin-redemption-actions.tsx';
import { AdminRedemptionStatusBadge } from './admin-redemption-status.tsx';
import { formatPoints } from '@/lib/number-format.ts';
import { RewardIcon } from './reward-icon.tsx';

/** Back to the codes waiting: the employer's own list, or (platform admins) the code's company's. */
function BackToPending({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('rewardsAdmin');
  const { user } = useSession();
  const base = user?.role === 'admin' ? (companyId ? companyRewardsPath(companyId) : null) : OWN_REWARDS_PATH;
  if (base === null) return null;
  return (
    <Link
      to={`${base}?tab=pending`}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
    >
      <ArrowLeft aria-hidden="true" />
      {t('rewardsAdmin:verify.backToPending')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation('rewardsAdmin');
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight text-balance">{t('rewardsAdmin:verify.notFoundTitle')}</h1>
      <p className="max-w-prose text-pretty text-muted-foreground">{t('rewardsAdmin:verify.notFound')}</p>
    </div>
  );
}

/** What a closed code's state means for the person at the desk. */
function closedNote(redemption: TRedemptionVerification, t: TFunction, language: string) {
  const date = redemption.closedAt ? formatDateTime(redemption.closedAt, language) : '';
  if (redemption.status === 'fulfilled') return t('rewardsAdmin:verify.noteFulfilled', { date });
  if (redemption.status === 'cancelled') return t('rewardsAdmin:verify.noteCancelled', { date });
  if (redemption.status === 'expired') return t('rewardsAdmin:verify.noteExpired', { date });
  return null;
}

function Redemption({ redemption }: { redemption: TRedemptionVerification }) {
  const { t, i18n } = useTranslation(['rewardsAdmin', 'errors']);
  const language = currentLanguage(i18n);
  const title = localizedText(redemption.reward.title, language);
  const description = redemption.reward.description ? localizedText(redemption.reward.description, language) : null;
  const actions = useRedemptionActions(redemption.code);
  const note = closedNote(redemption, t, language);
  const rows: Array<[string, ReactNode]> = [
    [
      t('rewardsAdmin:verify.code'),
      <span className="font-mono break-all">{groupRedemptionCode(redemption.code, '-')}</span>,
    ],
    [
      t('rewardsAdmin:verify.points'),
      t('rewardsAdmin:catalogue.points', {
        count: redemption.points,
        points: formatPoints(redemption.points, language),
      }),
    ],
    [t('rewardsAdmin:verify.redeemedBy'), <span className="break-all">{redemption.employeeEmail}</span>],
    [t('rewardsAdmin:verify.redeemedOn'), formatDateTime(redemption.redeemedAt, language)],
    [t('rewardsAdmin:verify.validUntil'), formatDateTime(redemption.expiresAt, language)],
  ];
  if (redemption.closedAt)
    rows.push([t('rewardsAdmin:verify.closedAt'), formatDateTime(redemption.closedAt, language)]);

  return (
    <div className="flex flex-col gap-6">
      <BackToPending companyId={redemption.companyId} />
      <Card>
        <CardHeader className="flex flex-row items-start gap-4">
          <RewardIcon icon={redemption.reward.icon} className="size-14 [&_svg]:size-7" />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm text-muted-foreground">{t('rewardsAdmin:verify.heading')}</p>
            <h1 className="text-2xl font-bold tracking-tight break-words text-balance sm:text-3xl">{title}</h1>
            <AdminRedemptionStatusBadge status={redemption.status} />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {description ? <p className="text-pretty whitespace-pre-line">{description}</p> : null}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-subgrid gap-1 sm:col-span-2 sm:items-center">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <AdminRedemptionOutcome actions={actions} />
          {redemption.status === 'issued' ? (
            <AdminRedemptionActions actions={actions} points={redemption.points} title={title} />
          ) : (
            <p className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="closed-note">
              {note}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /admin/redemptions/:code, what a redemption's QR code opens: the reward, the code's state and who redeemed it, and
 * for an issued code "Mark as fulfilled" and "Cancel and refund". A code of another company, or none at all, reads
 * as not found; no health data and no points balance appear here.
 */
export function AdminRedemptionPage({ code }: { code: string }) {
  const { t, i18n } = useTranslation(['rewardsAdmin', 'errors']);
  const parsed = ZRedemptionCodeSchema.safeParse(code);
  const normalized = parsed.success ? parsed.data : '';
  const redemption = useRedemptionByCode(normalized, { enabled: parsed.success });
  const notFound = !parsed.success || (isApiError(redemption.error) && redemption.error.code === 'NOT_FOUND');
  useDocumentTitle(
    notFound
      ? t('rewardsAdmin:verify.notFoundTitle')
      : redemption.data
        ? t('rewardsAdmin:verify.documentTitle', {
            title: localizedText(redemption.data.reward.title, currentLanguage(i18n)),
          })
        : t('rewardsAdmin:verify.heading'),
  );

  if (notFound) return <NotFound />;
  if (redemption.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('rewardsAdmin:verify.loading')}</span>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (redemption.isError) {
    return <QueryError error={redemption.error} onRetry={() => void redemption.refetch()} />;
  }
  return <Redemption redemption={redemption.data} />;
}
