import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
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
import { errorMessage } from '@/lib/error-messages.ts';
import { useDeleteQuestionnaire } from '../api/questionnaire-queries.ts';

/**
 * "Delete my answers" (the withdrawal of the questionnaire's consent): a confirmation that says every version and
 * the unfinished answers go, and points already credited stay. The dialog stays open until the server has answered
 * (a failure is explained in it). Afterwards the page shows the questionnaire's start, so focus goes to the main
 * landmark (the trigger is gone) and a toast confirms.
 */
export function DeleteAnswersDialog() {
  const { t } = useTranslation(['healthProfile', 'errors']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteQuestionnaire();
  const deleted = useRef(false);
  const focusPage = () => document.querySelector<HTMLElement>('main')?.focus();

  const changeOpen = (next: boolean) => {
    if (!next) remove.reset();
    setOpen(next);
  };

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    // mutateAsync rather than mutate's callbacks: once the answers are gone the page re-renders without this
    // dialog, and an unmounted observer's callbacks would not run.
    remove.mutateAsync({}).then(
      () => {
        deleted.current = true;
        setOpen(false);
        toast.success(t('healthProfile:delete.deleted'), { description: t('healthProfile:delete.deletedText') });
        focusPage();
      },
      () => undefined, // shown in the dialog (remove.error)
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="justify-start text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          {t('healthProfile:overview.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Not back to "Delete my answers": there is nothing left to delete.
          if (!deleted.current) return;
          event.preventDefault();
          focusPage();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('healthProfile:delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('healthProfile:delete.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {t('healthProfile:delete.failed')} {errorMessage(t, remove.error)}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('healthProfile:delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? <Spinner size="sm" /> : null}
            {t('healthProfile:delete.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
