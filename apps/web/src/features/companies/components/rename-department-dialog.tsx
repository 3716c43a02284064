import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEPARTMENT_NAME_MAX, type TDepartmentSummary } from '@openwell/contracts';
import { TextField } from '@/components/text-field.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { useRenameDepartment } from '../api/rename-department.ts';
import { DEPARTMENT_NAME_MESSAGES, ZDepartmentNameFormSchema } from '../lib/company-forms.ts';

interface TDepartmentDialogProps {
  companyId: string;
  department: TDepartmentSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the department is gone (merged, deleted): where the focus goes instead of the removed row. */
  onGone: () => void;
  trigger: ReactElement;
}

function RenameForm({
  companyId,
  department,
  onDone,
}: {
  companyId: string;
  department: TDepartmentSummary;
  onDone: () => void;
}) {
  const { t } = useTranslation(['companies', 'errors']);
  const rename = useRenameDepartment();
  const form = useZodForm(ZDepartmentNameFormSchema, {
    messages: DEPARTMENT_NAME_MESSAGES,
    defaultValues: { name: department.name },
  });
  const taken = isApiError(rename.error) && rename.error.code === 'DEPARTMENT_NAME_TAKEN';

  const save = (values: z.output<typeof ZDepartmentNameFormSchema>) => {
    if (values.name === department.name) {
      onDone();
      return;
    }
    rename.mutate(
      { params: { companyId, departmentId: department.id }, body: values },
      {
        onSuccess: (renamed) => {
          toast.success(t('companies:departments.renamed', { name: renamed.name }));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'DEPARTMENT_NAME_TAKEN') {
            form.setError('name', serverFieldError(error), { shouldFocus: true });
          }
        },
      },
    );
  };

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      error={rename.isError && !taken ? errorMessage(t, rename.error) : null}
      pending={rename.isPending}
      onCancel={onDone}
      cancelLabel={t('companies:departments.cancel')}
      submitLabel={t('companies:departments.renameSave')}
    >
      <TextField
        control={form.control}
        name="name"
        autoComplete="off"
        maxLength={DEPARTMENT_NAME_MAX}
        label={t('companies:departments.newName')}
      />
    </FormDialog>
  );
}

/** Rename a department (names are unique within the company: DEPARTMENT_NAME_TAKEN shows at the field). */
export function RenameDepartmentDialog({
  companyId,
  department,
  open,
  onOpenChange,
  trigger,
}: Omit<TDepartmentDialogProps, 'onGone'>) {
  const { t } = useTranslation('companies');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('companies:departments.renameTitle', { name: department.name })}</DialogTitle>
          <DialogDescription>{t('companies:departments.renameDescription')}</DialogDescription>
        </DialogHeader>
        {open ? <RenameForm companyId={companyId} department={department} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

export type { TDepartmentDialogProps };
