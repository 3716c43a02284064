import { useState, type MouseEvent, type ReactNode } from 'react';
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
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDeleteCoachConversation, useDeleteCoachConversations } from '../api/coach-queries.ts';

interface TDeleteDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  run: () => Promise<unknown>;
  pending: boolean;
  error: unknown;
  reset: () => void;
  done: () => void;
  deletedText: string;
}

/** A confirmation that stays open until the server has answered (a failure is explained in it). */
function DeleteDialog({
  trigger,
  title,
  description,
  run,
  pending,
  error,
  reset,
  done,
  deletedText,
}: TDeleteDialogProps) {
  const { t } = useTranslation(['coach', 'errors']);
  const [open, setOpen] = useState(false);
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    run().then(
      () => {
        setOpen(false);
        toast.success(deletedText);
        done();
      },
      () => undefined, // shown in the dialog
    );
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {t('coach:chat.conversations.deleteFailed')} {errorMessage(t, error)}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('coach:chat.conversations.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={pending} onClick={confirm}>
            {pending ? <Spinner size="sm" /> : null}
            {t('coach:chat.conversations.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** "Delete conversation …": one conversation and its messages. */
export function DeleteConversationDialog({
  conversationId,
  title,
  trigger,
  onDeleted,
}: {
  conversationId: string;
  title: string;
  trigger: ReactNode;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('coach');
  const remove = useDeleteCoachConversation();
  return (
    <DeleteDialog
      trigger={trigger}
      title={t('coach:chat.conversations.deleteTitle')}
      description={t('coach:chat.conversations.deleteText', { title })}
      run={() => remove.mutateAsync({ params: { conversationId } })}
      pending={remove.isPending}
      error={remove.error}
      reset={remove.reset}
      done={onDeleted}
      deletedText={t('coach:chat.conversations.deleted')}
    />
  );
}

/** "Delete all conversations" (works without the AI consent). */
export function DeleteAllConversationsDialog({
  count,
  trigger,
  onDeleted,
}: {
  count: number;
  trigger: ReactNode;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('coach');
  const remove = useDeleteCoachConversations();
  return (
    <DeleteDialog
      trigger={trigger}
      title={t('coach:chat.conversations.deleteAllTitle')}
      description={t('coach:chat.conversations.deleteAllText', { count })}
      run={() => remove.mutateAsync({})}
      pending={remove.isPending}
      error={remove.error}
      reset={remove.reset}
      done={onDeleted}
      deletedText={t('coach:chat.conversations.deletedAll')}
    />
  );
}
