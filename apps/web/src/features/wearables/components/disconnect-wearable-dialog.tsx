import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Unplug } from 'lucide-react';
import type { TWearableProvider } from '@openwell/contracts';
import {
  AlertDialog,
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
import { errorMessage } from '@/lib/error-messages.ts';
import { useDisconnectWearable } from '../api/disconnect-wearable.ts';
import { providerName } from '../lib/providers.ts';

/**
 * Disconnect: a confirmation warning that all tracker data will be removed, then "disconnecting",
 * then not connected. A failure is "Disconnect Failed" with the reason.
 */
export function DisconnectWearableDialog({ provider }: { provider: TWearableProvider }) {
  const { t } = useTranslation(['wearables', 'errors']);
  const [open, setOpen] = useState(false);
  const name = providerName(t, provider);
  // The message and the dialog's closing come first, then the status is read again (see useDisconnectWearable).
  const disconnect = useDisconnectWearable({
    done: () => {
      setOpen(false);
      toast.success(t('wearables:disconnect.done', { provider: name }));
    },
    failed: (error) => {
      setOpen(false);
      toast.error(t('wearables:toast.disconnectFailed'), { description: errorMessage(t, error) });
    },
  });
  const pending = disconnect.isPending;

  const confirm = () => disconnect.mutate();

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={pending}>
          {pending ? <Spinner size="sm" /> : <Unplug aria-hidden="true" />}
          {pending ? t('wearables:disconnect.pending') : t('wearables:disconnect.action')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('wearables:disconnect.title', { provider: name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('wearables:disconnect.warning', { provider: name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('wearables:disconnect.cancel')}</AlertDialogCancel>
          <Button type="button" variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? <Spinner size="sm" /> : null}
            {pending ? t('wearables:disconnect.pending') : t('wearables:disconnect.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
