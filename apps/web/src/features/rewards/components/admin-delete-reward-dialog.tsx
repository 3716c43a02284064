import { useState, type MouseEvent, type ReactNode } from 'react';
import { CirclePause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminReward } from '@openwell/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDeleteReward, useUpdateReward } from '../api/admin-company-rewards.ts';

/**
 * Delete a reward, after a confirmation. One that was ever redeemed cannot be deleted (its codes refer to it): the
 * dialog says so from the start when the list knows it, or once the server refuses (REWARD_HAS_REDEMPTIONS), and
 * offers to deactivate it instead.
 */
export function AdminDeleteRewardDialog({
  companyId,
  reward,
  title,
  trigger,
}: {
  companyId: string;
  reward: TAdminReward;
  title: string;
  trigger: ReactNode;
}) {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteReward();
  const deactivate = useUpdateReward();
  const refused = reward.hasRedemptions || (isApiError(remove.error) && remove.error.code === 'REWARD_HAS_REDEMPTIONS');
  const pending = remove.isPending || deactivate.isPending;

  const changeOpen = (next: boolean) => {
    if (!next) {
      remove.reset();
      deactivate.reset();
    }
    setOpen(next);
  };

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Stay open until the server has answered: a refusal is explained here.
    event.preventDefault();
    remove.mutate(
      { params: { companyId, rewardId: reward.id } },
      {
        onSuccess: () => {
          toast.success(t('rewardsAdmin:delete.deleted', { title }));
          changeOpen(false);
        },
      },
    );
  };

  const deactivateInstead = () => {
    deactivate.mutate(
      { params: { companyId, rewardId: reward.id }, body: { active: false } },
      {
        onSuccess: () => {
          toast.success(t('rewardsAdmin:catalogue.deactivated', { title }));
          changeOpen(false);
        },
      },
    );
  };

  const failure = deactivate.isError
    ? errorMessage(t, deactivate.error)
    : remove.isError && !refused
      ? errorMessage(t, remove.error)
      : null;

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('rewardsAdmin:delete.title', { title })}</AlertDialogTitle>
          <AlertDialogDescription>
            {refused
              ? reward.active
                ? t('rewardsAdmin:delete.hasRedemptions')
                : t('rewardsAdmin:delete.hasRedemptionsInactive')
              : t('rewardsAdmin:delete.description')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {failure}
          </p>
        ) : null}
        {refused && remove.isError ? (
          <p role="alert" className="sr-only">
            {reward.active ? t('rewardsAdmin:delete.hasRedemptions') : t('rewardsAdmin:delete.hasRedemptionsInactive')}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('rewardsAdmin:delete.cancel')}</AlertDialogCancel>
          {refused ? (
            reward.active ? (
              <Button type="button" disabled={pending} onClick={deactivateInstead}>
                {deactivate.isPending ? <Spinner size="sm" /> : <CirclePause aria-hidden="true" />}
                {t('rewardsAdmin:delete.deactivateInstead')}
              </Button>
            ) : null
          ) : (
            <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm}>
              {remove.isPending ? <Spinner size="sm" /> : null}
              {t('rewardsAdmin:delete.confirm')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
