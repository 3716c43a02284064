import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TDepartmentSummary } from '@openwell/contracts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { SelectField } from '@/components/select-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useMergeDepartment } from '../api/merge-department.ts';
import { MERGE_DEPARTMENT_MESSAGES, ZMergeDepartmentFormSchema } from '../lib/company-forms.ts';
import type { TDepartmentDialogProps } from './rename-department-dialog.tsx';

function MergeForm({
  companyId,
  department,
  others,
  onDone,
}: {
  companyId: string;
  department: TDepartmentSummary;
  others: TDepartmentSummary[];
  onDone: (merged: boolean) => void;
}) {
  const { t } = useTranslation(['companies', 'errors']);
  const merge = useMergeDepartment();
  const form = useZodForm(ZMergeDepartmentFormSchema, {
    messages: MERGE_DEPARTMENT_MESSAGES,
    defaultValues: { intoDepartmentId: '' },
  });

  const save = (values: z.output<typeof ZMergeDepartmentFormSchema>) => {
    merge.mutate(
      { params: { companyId, departmentId: department.id }, body: values },
      {
        onSuccess: (target) => {
          toast.success(t('companies:departments.merged', { from: department.name, into: target.name }));
          onDone(true);
        },
      },
    );
  };

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      error={merge.isError ? errorMessage(t, merge.error) : null}
      pending={merge.isPending}
      onCancel={() => onDone(false)}
      cancelLabel={t('companies:departments.cancel')}
      submitLabel={t('companies:departments.mergeConfirm')}
      submitVariant="destructive"
    >
      <SelectField
        control={form.control}
        name="intoDepartmentId"
        label={t('companies:departments.mergeTarget')}
        placeholder={t('companies:departments.mergeTargetPlaceholder')}
        options={others.map((other) => ({ value: other.id, label: other.name }))}
      />
    </FormDialog>
  );
}

/**
 * Merge a department into another: says that its members move and that it disappears, then asks for the department
 * that receives them.
 */
export function MergeDepartmentDialog({
  companyId,
  department,
  others,
  open,
  onOpenChange,
  onGone,
  trigger,
}: TDepartmentDialogProps & { others: TDepartmentSummary[] }) {
  const { t } = useTranslation('companies');
  // Once merged, the row with the trigger goes away: the focus goes to the list instead of being lost.
  const merged = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!merged.current) return;
          event.preventDefault();
          onGone();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('companies:departments.mergeTitle', { name: department.name })}</DialogTitle>
          <DialogDescription>
            {t('companies:departments.mergeDescription', { name: department.name })}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <MergeForm
            companyId={companyId}
            department={department}
            others={others}
            onDone={(done) => {
              merged.current = done;
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
