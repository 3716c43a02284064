import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, CircleSlash, Package } from 'lucide-react';
import { localizedText, type TReward } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { formatCivilDate } from '@/lib/date-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatPoints, missingPoints, pointsText, unavailableText } from '../lib/reward-format.ts';
import { RewardIcon } from './reward-icon.tsx';

/**
 * One reward of the catalogue: icon, title and description in the reader's language (English where the employer wrote
 * none), cost, stock left when limited, availability, whether the balance affords it (else how many points are
 * missing), and Redeem. Redeem is off only while the reward cannot be redeemed at all; without enough points it opens
 * the confirmation, which says how many points are missing.
 */
export function RewardCard({
  reward,
  balance,
  onRedeem,
}: {
  reward: TReward;
  balance: number;
  onRedeem: (reward: TReward) => void;
}) {
  const { t, i18n } = useTranslation('rewards');
  const language = currentLanguage(i18n);
  const titleId = useId();
  const title = localizedText(reward.title, language);
  const description = reward.description ? localizedText(reward.description, language) : null;
  const unavailable = unavailableText(t, reward, language);

  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        data-testid="reward-card"
        className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        <div className="flex items-start gap-3">
          <RewardIcon icon={reward.icon} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={titleId} className="leading-snug font-semibold break-words">
              {title}
            </h3>
            <p className="text-sm font-semibold text-primary tabular-nums" data-testid="reward-cost">
              {pointsText(t, reward.pointsCost, language)}
            </p>
          </div>
        </div>
        {description ? <p className="text-sm text-pretty break-words text-muted-foreground">{description}</p> : null}
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {unavailable ? (
            <li className="flex items-center gap-2 font-medium text-foreground" data-testid="reward-unavailable">
              <CircleSlash aria-hidden="true" className="size-4 shrink-0 text-destructive" />
              {unavailable}
            </li>
          ) : null}
          {reward.stock !== null && reward.unavailable === null ? (
            <li className="flex items-center gap-2" data-testid="reward-stock">
              <Package aria-hidden="true" className="size-4 shrink-0" />
              {t('rewards:reward.stockLeft', { count: reward.stock, number: formatPoints(reward.stock, language) })}
            </li>
          ) : null}
          {reward.availableUntil && reward.unavailable === null ? (
            <li className="flex items-center gap-2">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {t('rewards:reward.availableUntil', { date: formatCivilDate(reward.availableUntil, language) })}
            </li>
          ) : null}
        </ul>
        {reward.unavailable === null ? (
          <Affordability cost={reward.pointsCost} balance={balance} title={title} />
        ) : null}
        <Button
          className="mt-auto w-full"
          disabled={reward.unavailable !== null}
          aria-describedby={titleId}
          onClick={() => onRedeem(reward)}
        >
          {t('rewards:reward.redeem')}
        </Button>
      </article>
    </li>
  );
}

function Affordability({ cost, balance, title }: { cost: number; balance: number; title: string }) {
  const { t, i18n } = useTranslation('rewards');
  const missing = missingPoints(cost, balance);
  if (missing === 0) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-primary" data-testid="reward-affordable">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('rewards:reward.affordable')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium" data-testid="reward-missing">
        {t('rewards:reward.missing', { count: missing, points: formatPoints(missing, currentLanguage(i18n)) })}
      </p>
      <Progress
        value={balance}
        max={cost}
        aria-label={t('rewards:reward.progressLabel', { title })}
        getValueLabel={(value, max) =>
          t('rewards:reward.progressValue', {
            value: formatPoints(value, currentLanguage(i18n)),
            max: formatPoints(max, currentLanguage(i18n)),
          })
        }
      />
    </div>
  );
}
