import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '@/lib/use-tab-param.ts';
import { Gift, Ticket, Wallet } from 'lucide-react';
import type { TRedemption } from '@openwell/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { PointsExpiryNotice } from '@/features/gamification/index.ts';
import { useMyRedemptions } from '../api/list-my-redemptions.ts';
import { useRewards } from '../api/list-rewards.ts';
import { pointsText } from '../lib/reward-format.ts';
import { RedemptionList } from './redemption-list.tsx';
import { RedemptionQrDialog } from './redemption-qr-dialog.tsx';
import { RewardList } from './reward-list.tsx';
import { RedemptionsSkeleton, RewardsSkeleton } from './rewards-page-parts.tsx';

const TABS = ['available', 'redemptions'] as const;
const REWARDS_PATH = '/rewards';

/**
 * /rewards (issue 11): the employee's balance, the tabs "Available rewards" (redeem, with a
 * confirmation) and "My redemptions" (each code's QR view). The tab is kept in the address (`?tab=redemptions`).
 */
export function RewardsPage() {
  const { t } = useTranslation(['rewards', 'errors']);
  useDocumentTitle(t('rewards:title'));
  const [tab, select] = useTabParam(TABS);

  const [shown, setShown] = useState<TRedemption | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const rewards = useRewards();
  const redemptions = useMyRedemptions({ enabled: tab === 'redemptions', live: qrOpen });
  // The shown code as last read (its status changes when the employer fulfils it).
  const shownNow = shown ? (redemptions.data?.redemptions.find((entry) => entry.id === shown.id) ?? shown) : null;

  const showCode = (redemption: TRedemption) => {
    setShown(redemption);
    setQrOpen(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('rewards:title')}</h1>
          <p className="text-pretty text-muted-foreground">{t('rewards:description')}</p>
        </div>
        <BalanceTile balance={rewards.data?.balance} />
      </div>
      <PointsExpiryNotice />
      <Tabs value={tab} onValueChange={select} className="gap-4">
        <TabsList aria-label={t('rewards:tabs.label')} className="w-full sm:w-fit">
          <TabsTrigger value="available">
            <Gift aria-hidden="true" />
            {t('rewards:tabs.available')}
          </TabsTrigger>
          <TabsTrigger value="redemptions">
            <Ticket aria-hidden="true" />
            {t('rewards:tabs.redemptions')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <QueryState query={rewards} loading={<RewardsSkeleton />} errorTitle={t('rewards:loadFailed')}>
            {(catalogue) => (
              <RewardList
                catalogue={catalogue}
                onViewCode={(redemption) => {
                  select('redemptions');
                  showCode(redemption);
                }}
              />
            )}
          </QueryState>
        </TabsContent>
        <TabsContent value="redemptions">
          <QueryState
            query={redemptions}
            loading={<RedemptionsSkeleton />}
            errorTitle={t('rewards:redemptions.loadFailed')}
          >
            {(data) => (
              <RedemptionList redemptions={data.redemptions} availablePath={REWARDS_PATH} onShowCode={showCode} />
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
      <RedemptionQrDialog redemption={shownNow} open={qrOpen} onOpenChange={setQrOpen} />
    </div>
  );
}

/** "Your balance": the points the catalogue was read with (kept current after a redemption). */
function BalanceTile({ balance }: { balance: number | undefined }) {
  const { t, i18n } = useTranslation('rewards');
  return (
    <div
      className="flex items-center gap-3 rounded-xl border bg-card px-5 py-3 text-card-foreground shadow-sm"
      data-testid="rewards-balance"
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Wallet aria-hidden="true" className="size-5" />
      </span>
      <div className="flex flex-col">
        <span className="text-xs font-medium text-muted-foreground">{t('rewards:balance')}</span>
        {balance === undefined ? (
          <Skeleton className="my-1 h-6 w-24" />
        ) : (
          <span className="text-xl font-semibold tabular-nums" data-testid="rewards-balance-value">
            {pointsText(t, balance, currentLanguage(i18n))}
          </span>
        )}
      </div>
    </div>
  );
}
