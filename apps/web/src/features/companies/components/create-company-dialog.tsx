import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { browserTimeZone, CREATE_COMPANY_MESSAGES, ZCreateCompanyFormSchema } from '../lib/company-forms.ts';
import { companyPath } from '../lib/company-paths.ts';
import { CompanySettingsFields } from './company-settings-fields.tsx';
import { NewDepartmentsField, useDepartmentDraft } from './new-departments-field.tsx';

/**
 * The form of "New company". A refusal from the server shows above the buttons and leaves everything typed in
 * place; once the company exists, its page opens.
 */
function CreateCompanyForm({ onCancel }: { onCancel: () => void }) {
  const { t, i18n } = useTranslation(['companies', 'errors']);
  const navigate = useNavigate();
  const create = useCreateCompany();
  const form = useZodForm(ZCreateCompanyFormSchema, {
    messages: CREATE_COMPANY_MESSAGES,
    defaultValues: {
      name: '',
      defaultLanguage: currentLanguage(i18n),
      timeZone: browserTimeZone(),
      seatLimit: '',
      departments: [],
    },
  });
  const draft = useDepartmentDraft(form);

  const save = (values: z.output<typeof ZCreateCompanyFormSchema>) => {
    create.mutate(
      { body: values },
      {
        onSuccess: (company) => {
          toast.success(t('companies:create.created', { name: company.name }));
          void navigate(companyPath(company.id));
        },
      },
    );
  };

  return (
    <FormDialog
      form={form}
      onSubmit={(event) => {
        event.preventDefault();
        // A department typed without pressing "Add" joins the list rather than being dropped.
        if (!draft.add()) return;
        void form.handleSubmit(save)(event);
      }}
      error={create.isError ? errorMessage(t, create.error) : null}
      pending={create.isPending}
      onCancel={onCancel}
      cancelLabel={t('companies:create.cancel')}
      submitLabel={t('companies:create.submit')}
      className="gap-5"
    >
      <CompanySettingsFields />
      <NewDepartmentsField draft={draft} />
    </FormDialog>
  );
}

/** "New company": settings and first departments; the company's page opens once it exists. */
export function CreateCompanyDialog() {
  const { t } = useTranslation('companies');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" className="w-fit">
          <Plus aria-hidden="true" />
          {t('companies:list.new')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('companies:create.title')}</DialogTitle>
          <DialogDescription>{t('companies:create.description')}</DialogDescription>
        </DialogHeader>
        {open ? <CreateCompanyForm onCancel={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
