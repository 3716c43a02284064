import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { TRedemption, TReward, TRewardsCatalogue } from '@openwell/contracts';
import { newIdempotencyKey } from '../lib/redemption-idempotency.ts';
import { RewardCard } from './reward-card.tsx';
import { RewardRedeemDialog, type TRedeemAttempt } from './reward-redeem-dialog.tsx';
import { EmptyState } from './rewards-page-parts.tsx';

/**
 * The "Available rewards" tab: the catalogue's cards, or "No rewards". Each Redeem opens a confirmation with a new
 * Idempotency-Key (a new attempt); closing it ends the attempt.
 */
export function RewardList({
  catalogue,
  onViewCode,
}: {
  catalogue: TRewardsCatalogue;
  onViewCode: (redemption: TRedemption) => void;
}) {
  const { t } = useTranslation('rewards');
  const [attempt, setAttempt] = useState<TRedeemAttempt | null>(null);
  const [open, setOpen] = useState(false);

  const startRedeem = (reward: TReward) => {
    setAttempt({ reward, idempotencyKey: newIdempotencyKey() });
    setOpen(true);
  };

  if (catalogue.rewards.length === 0) {
    return (
      <EmptyState
        testId="rewards-empty"
        icon={<Gift aria-hidden="true" className="size-6" />}
        title={t('rewards:empty.title')}
        text={t('rewards:empty.text')}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('rewards:tabs.available')}>
        {catalogue.rewards.map((reward) => (
          <RewardCard key={reward.id} reward={reward} balance={catalogue.balance} onRedeem={startRedeem} />
        ))}
      </ul>
      {attempt ? (
        <RewardRedeemDialog
          key={attempt.idempotencyKey}
          attempt={attempt}
          open={open}
          balance={catalogue.balance}
          onOpenChange={setOpen}
          onViewCode={(redemption) => {
            setOpen(false);
            onViewCode(redemption);
          }}
        />
      ) : null}
    </>
  );
}
