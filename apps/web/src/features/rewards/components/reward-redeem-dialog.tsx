import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CircleAlert, QrCode } from 'lucide-react';
import { localizedText, type TRedemption, type TReward } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorCodeMessage } from '@/lib/error-messages.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { refreshAfterRedemption, useRedeemReward } from '../api/redeem-reward.ts';
import { formatPoints, missingPoints, pointsText } from '../lib/reward-format.ts';
import { RewardIcon } from './reward-icon.tsx';

/** One confirmation: the reward and the Idempotency-Key made when it was opened (reused by "Try again"). */
export interface TRedeemAttempt {
  reward: TReward;
  idempotencyKey: string;
}

/** Answers after which trying again cannot help: the message says why, the catalogue is read again. */
const FINAL_CODES = new Set(['REWARD_OUT_OF_STOCK', 'REWARD_UNAVAILABLE', 'NOT_FOUND', 'POINTS_DEDUCTION_FAILED']);

/** The message of a failed redemption and whether "Try again" is offered. */
export function redeemFailure(t: TFunction, error: unknown, language: string): { message: string; final: boolean } {
  if (isApiError(error)) {
    if (error.code === 'INSUFFICIENT_POINTS') {
      const missing = error.details?.['missingPoints'];
      return {
        message:
          typeof missing === 'number' && missing > 0
            ? insufficientText(t, missing, language)
            : errorCodeMessage(t, 'INSUFFICIENT_POINTS'),
        final: true,
      };
    }
    if (FINAL_CODES.has(error.code)) return { message: errorCodeMessage(t, error.code), final: true };
  }
  return { message: t('rewards:redeem.failed'), final: false };
}

function insufficientText(t: TFunction, missing: number, language: string): string {
  return t('rewards:redeem.insufficient', { count: missing, points: formatPoints(missing, language) });
}

/**
 * "Redeem {reward}?": the cost, the balance and the balance afterwards, then Redeem. The POST carries the attempt's
 * Idempotency-Key, so "Try again" after a lost answer cannot redeem twice. Success: the toast "Reward redeemed" and
 * "View code". Kept open (not closable) while the request runs.
 */
export function RewardRedeemDialog({
  attempt,
  open,
  balance,
  onOpenChange,
  onViewCode,
}: {
  attempt: TRedeemAttempt;
  open: boolean;
  balance: number;
  onOpenChange: (open: boolean) => void;
  onViewCode: (redemption: TRedemption) => void;
}) {
  const { t, i18n } = useTranslation(['rewards', 'errors']);
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const redeem = useRedeemReward();
  const pending = redeem.isPending;
  const { reward, idempotencyKey } = attempt;
  const title = localizedText(reward.title, language);

  const confirm = () =>
    redeem.mutate(
      { rewardId: reward.id, idempotencyKey },
      {
        onSuccess: () => toast.success(t('rewards:redeem.success')),
        onError: (error) => {
          if (redeemFailure(t, error, language).final) void refreshAfterRedemption(queryClient);
        },
      },
    );

  const answer = redeem.data;
  const failure = redeem.isError ? redeemFailure(t, redeem.error, language) : null;
  const missing = missingPoints(reward.pointsCost, balance);
  const message = failure?.message ?? (missing > 0 ? insufficientText(t, missing, language) : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent showCloseButton={!pending} data-testid="redeem-dialog">
        {answer ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('rewards:redeem.successTitle')}</DialogTitle>
              <DialogDescription>{t('rewards:redeem.successText', { title })}</DialogDescription>
            </DialogHeader>
            <p className="text-sm" data-testid="redeem-new-balance">
              {t('rewards:redeem.newBalance', { balance: pointsText(t, answer.balance, language) })}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('rewards:redeem.close')}</Button>
              </DialogClose>
              <Button onClick={() => onViewCode(answer.redemption)}>
                <QrCode aria-hidden="true" />
                {t('rewards:redeem.viewCode')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('rewards:redeem.title', { title })}</DialogTitle>
              <DialogDescription>{t('rewards:redeem.description')}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-3">
              <RewardIcon icon={reward.icon} />
              <p className="font-medium break-words">{title}</p>
            </div>
            <dl className="flex flex-col gap-1.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{t('rewards:redeem.cost')}</dt>
                <dd className="font-medium tabular-nums" data-testid="redeem-cost">
                  {pointsText(t, reward.pointsCost, language)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{t('rewards:redeem.balance')}</dt>
                <dd className="tabular-nums" data-testid="redeem-balance">
                  {pointsText(t, balance, language)}
                </dd>
              </div>
              {missing === 0 ? (
                <div className="flex justify-between gap-4 border-t pt-1.5">
                  <dt className="text-muted-foreground">{t('rewards:redeem.balanceAfter')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="redeem-after">
                    {pointsText(t, balance - reward.pointsCost, language)}
                  </dd>
                </div>
              ) : null}
            </dl>
            {message ? (
              <p
                role="alert"
                data-testid="redeem-message"
                className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>{message}</span>
              </p>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  {failure?.final ? t('rewards:redeem.close') : t('rewards:redeem.cancel')}
                </Button>
              </DialogClose>
              {failure?.final ? null : (
                <Button onClick={confirm} disabled={pending || (failure === null && missing > 0)}>
                  {pending ? <Spinner size="sm" /> : null}
                  {pending
                    ? t('rewards:redeem.pending')
                    : failure
                      ? t('common:actions.retry')
                      : t('rewards:redeem.confirm')}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
