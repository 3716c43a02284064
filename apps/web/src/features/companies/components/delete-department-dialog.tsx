import { useRef, type MouseEvent } from 'react';
import { GitMerge } from 'lucide-react';
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
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useDeleteDepartment } from '../api/delete-department.ts';
import type { TDepartmentDialogProps } from './rename-department-dialog.tsx';

/**
 * Delete a department, after a confirmation. One with members is refused (DEPARTMENT_NOT_EMPTY): the dialog stays
 * open, says so and offers the merge instead.
 */
export function DeleteDepartmentDialog({
  companyId,
  department,
  canMerge,
  open,
  onOpenChange,
  onMergeInstead,
  onGone,
  trigger,
}: TDepartmentDialogProps & { canMerge: boolean; onMergeInstead: () => void }) {
  const { t } = useTranslation(['companies', 'errors']);
  const remove = useDeleteDepartment();
  // Once deleted, the row with the trigger goes away: the focus goes to the list instead of being lost.
  const deleted = useRef(false);
  const notEmpty = isApiError(remove.error) && remove.error.code === 'DEPARTMENT_NOT_EMPTY';

  const changeOpen = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    // Stay open until the server has answered: a refusal is explained here.
    event.preventDefault();
    remove.mutate(
      { params: { companyId, departmentId: department.id } },
      {
        onSuccess: () => {
          deleted.current = true;
          toast.success(t('companies:departments.deleted', { name: department.name }));
          changeOpen(false);
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onGone();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('companies:departments.deleteTitle', { name: department.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('companies:departments.deleteDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        {remove.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <p className="text-destructive">{errorMessage(t, remove.error)}</p>
            {notEmpty && canMerge ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  remove.reset();
                  onMergeInstead();
                }}
              >
                <GitMerge aria-hidden="true" />
                {t('companies:departments.mergeInstead')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('companies:departments.cancel')}</AlertDialogCancel>
          {notEmpty ? null : (
            <AlertDialogAction variant="destructive" disabled={remove.isPending} onClick={confirm}>
              {remove.isPending ? <Spinner size="sm" /> : null}
              {t('companies:departments.deleteConfirm')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
