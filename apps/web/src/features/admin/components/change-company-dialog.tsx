import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { Building2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { TAdminUser } from '@openwell/contracts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCompanyLookup } from '@/features/companies/index.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useChangeUserCompany } from '../api/change-user-company.ts';
import { CHANGE_COMPANY_MESSAGES, ZChangeCompanyFormSchema } from '../lib/admin-forms.ts';

/**
 * A refusal in the admin's words: a move follows the sign-up rules, whose texts in the error table speak to the person
 * signing up ("contact your employer"); here they say what the admin can do.
 */
function refusalMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'COMPANY_SUSPENDED') return t('admin:changeCompany.suspended');
  const seatLimit = isApiError(error) && error.code === 'SEAT_LIMIT_REACHED' ? error.details?.seatLimit : undefined;
  if (typeof seatLimit === 'number') return t('admin:changeCompany.seatLimitReached', { count: seatLimit });
  return errorMessage(t, error);
}

function ChangeCompanyForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useZodForm(ZChangeCompanyFormSchema, {
    messages: CHANGE_COMPANY_MESSAGES,
    defaultValues: { companyCode: user.companyCode ?? '', departmentId: '' },
  });
  const code = useWatch({ control: form.control, name: 'companyCode' });
  // The code is looked up when the field is left or "Look up" is pressed, not on every key (rate limited).
  const [lookedUp, setLookedUp] = useState(user.companyCode ?? '');
  const company = useCompanyLookup(lookedUp);
  const change = useChangeUserCompany();

  const lookUp = () => {
    if (code.trim().toUpperCase() === lookedUp.trim().toUpperCase()) return;
    setLookedUp(code.trim());
    form.setValue('departmentId', '');
    change.reset();
  };

  const current = code.trim().toUpperCase() === lookedUp.trim().toUpperCase();
  const ready = current && company.isSuccess;

  const save = (values: z.output<typeof ZChangeCompanyFormSchema>) => {
    change.mutate(
      { userId: user.id, ...values },
      {
        onSuccess: (updated) => {
          toast.success(t('admin:changeCompany.saved', { email: updated.email }));
          onDone();
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // First the code as typed is looked up; its department is chosen once it is known.
    if (!current) {
      lookUp();
      return;
    }
    if (!ready) return;
    void form.handleSubmit(save)();
  };

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      error={change.isError ? refusalMessage(t, change.error) : null}
      pending={change.isPending}
      onCancel={onDone}
      cancelLabel={t('admin:changeCompany.cancel')}
      submitLabel={t('admin:changeCompany.save')}
      submitDisabled={current && !ready}
    >
      <FormField
        control={form.control}
        name="companyCode"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('admin:changeCompany.code')}</FormLabel>
            <div className="flex gap-2">
              <FormControl aria-invalid={current && company.isError ? true : undefined}>
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...field}
                  onBlur={() => {
                    field.onBlur();
                    lookUp();
                  }}
                  className="font-mono uppercase"
                />
              </FormControl>
              <Button type="button" variant="outline" onClick={lookUp} disabled={!code.trim()}>
                <Search aria-hidden="true" />
                {t('admin:changeCompany.lookUp')}
              </Button>
            </div>
            <FormDescription aria-live="polite" className="min-h-5 text-sm text-foreground">
              {!current || !code.trim() ? (
                <span className="text-muted-foreground">{t('admin:changeCompany.lookUpHint')}</span>
              ) : company.isFetching ? (
                <span className="inline-flex items-center gap-2 text-muted-foreground">
                  <Spinner size="sm" />
                  {t('admin:changeCompany.checking')}
                </span>
              ) : company.isError ? (
                <span role="alert" className="text-destructive">
                  {refusalMessage(t, company.error)}
                </span>
              ) : company.isSuccess ? (
                <span className="inline-flex items-center gap-2">
                  <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
                  {company.data.companyName}
                </span>
              ) : null}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={form.control}
        name="departmentId"
        label={t('admin:changeCompany.department')}
        disabled={!ready}
        placeholder={t('admin:changeCompany.departmentPlaceholder')}
        options={(ready ? company.data.departments : []).map((department) => ({
          value: department.id,
          label: department.name,
        }))}
      />
    </FormDialog>
  );
}

/** "Change company": company code (looked up) and one of that company's departments. */
export function ChangeCompanyDialog({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('admin:changeCompany.openFor', { email: user.email })}
        >
          <Building2 aria-hidden="true" />
          {t('admin:changeCompany.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin:changeCompany.title')}</DialogTitle>
          <DialogDescription>{t('admin:changeCompany.description', { email: user.email })}</DialogDescription>
        </DialogHeader>
        {open ? <ChangeCompanyForm user={user} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
