import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * The form of a dialog (inside DialogContent, under its DialogHeader): the fields, then the server's refusal (an
 * alert, announced when it appears; everything typed stays), then Cancel and the submit button. While the request
 * is pending both buttons are disabled and the submit button shows a spinner.
 *
 *   <FormDialog form={form} onSubmit={(event) => void form.handleSubmit(save)(event)}
 *     error={rename.isError ? errorMessage(t, rename.error) : null} pending={rename.isPending}
 *     onCancel={onDone} cancelLabel={t('…cancel')} submitLabel={t('…save')}>
 *     <TextField control={form.control} name="name" label={t('…name')} />
 *   </FormDialog>
 */
export function FormDialog<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  error,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
  submitVariant = 'default',
  submitDisabled = false,
  className,
  children,
}: {
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the server refused (already translated); nothing is shown while it is null, undefined or empty. */
  error?: ReactNode;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** `destructive` for a change that cannot be undone (merging a department). */
  submitVariant?: 'default' | 'destructive';
  /** The submit button is disabled beyond the pending request (nothing to save yet). */
  submitDisabled?: boolean;
  /** The form's column; `gap-5` for long forms. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form {...form}>
      <form noValidate className={cn('flex flex-col gap-4', className)} onSubmit={onSubmit}>
        {children}
        {error !== null && error !== undefined && error !== false && error !== '' ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={pending || submitDisabled}>
            {pending ? <Spinner size="sm" /> : null}
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
