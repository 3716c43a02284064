import { useState, type MouseEvent } from 'react';
import { CircleCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useCancelRedemption, useFulfilRedemption } from '../api/admin-redemption-code.ts';

type TAction = 'fulfil' | 'cancel';

/**
 * An issued code's two actions, kept by the page (the buttons go once the code is closed; what happened stays): the
 * answer's new state replaces the page's at once. A code closed meanwhile (REDEMPTION_CLOSED: fulfilled at another
 * desk, expired) says so; the page is read again and shows its state.
 */
export function useRedemptionActions(code: string) {
  const { t } = useTranslation(['rewardsAdmin', 'errors']);
  const fulfil = useFulfilRedemption(code);
  const cancel = useCancelRedemption(code);
  const [done, setDone] = useState<TAction | null>(null);
  const run = async (action: TAction) => {
    fulfil.reset();
    cancel.reset();
    setDone(null);
    try {
      await (action === 'fulfil' ? fulfil : cancel).mutateAsync({ params: { code } });
      setDone(action);
    } catch {
      // Shown by the page (the mutation keeps its error).
    }
  };
  const failed = fulfil.error ?? cancel.error;
  const failure = failed
    ? isApiError(failed) && failed.code === 'REDEMPTION_CLOSED'
      ? t('rewardsAdmin:verify.closedMeanwhile')
      : errorMessage(t, failed)
    : null;
  return {
    run,
    pending: fulfil.isPending || cancel.isPending,
    pendingAction: fulfil.isPending ? 'fulfil' : cancel.isPending ? 'cancel' : null,
    done,
    failure,
  } as const;
}
export type TRedemptionActions = ReturnType<typeof useRedemptionActions>;

/** What the last action did or why it failed, announced; stays after the buttons have gone. */
export function AdminRedemptionOutcome({ actions }: { actions: TRedemptionActions }) {
  const { t } = useTranslation('rewardsAdmin');
  if (actions.failure) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
      >
        {actions.failure}
      </p>
    );
  }
  return (
    <p
      role="status"
      className={actions.done ? 'rounded-md border border-success/50 bg-success/10 p-3 text-sm' : 'sr-only'}
    >
      {actions.done === 'fulfil'
        ? t('rewardsAdmin:verify.fulfilledNow')
        : actions.done === 'cancel'
          ? t('rewardsAdmin:verify.cancelledNow')
          : null}
    </p>
  );
}

/** "Mark as fulfilled" (handed over, final) and "Cancel and refund" (the points go back), each after a confirmation. */
export function AdminRedemptionActions({
  actions,
  points,
  title,
}: {
  actions: TRedemptionActions;
  points: number;
  title: string;
}) {
  const { t } = useTranslation('rewardsAdmin');
  const [dialog, setDialog] = useState<TAction | null>(null);
  const { pending, pendingAction } = actions;
  const confirm = (action: TAction) => (event: MouseEvent) => {
    // Stay open until the server has answered.
    event.preventDefault();
    void actions.run(action).then(() => setDialog(null));
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <AlertDialog open={dialog === 'fulfil'} onOpenChange={(open) => setDialog(open ? 'fulfil' : null)}>
        <AlertDialogTrigger asChild>
          <Button type="button" size="lg" disabled={pending}>
            <CircleCheck aria-hidden="true" />
            {t('rewardsAdmin:verify.fulfil')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('rewardsAdmin:verify.fulfilTitle', { title })}</AlertDialogTitle>
            <AlertDialogDescription>{t('rewardsAdmin:verify.fulfilDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t('rewardsAdmin:verify.back')}</AlertDialogCancel>
            <AlertDialogAction disabled={pending} onClick={confirm('fulfil')}>
              {pendingAction === 'fulfil' ? <Spinner size="sm" /> : null}
              {t('rewardsAdmin:verify.fulfilConfirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)}>
        <AlertDialogTrigger asChild>
          <Button type="button" size="lg" variant="outline" disabled={pending}>
            <Undo2 aria-hidden="true" />
            {t('rewardsAdmin:verify.cancel')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('rewardsAdmin:verify.cancelTitle', { title })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('rewardsAdmin:verify.cancelDescription', { count: points })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t('rewardsAdmin:verify.back')}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm('cancel')}>
              {pendingAction === 'cancel' ? <Spinner size="sm" /> : null}
              {t('rewardsAdmin:verify.cancelConfirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
