import { useId, useRef } from 'react';
import { Network, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DEPARTMENT_NAME_MAX, MIN_GROUP_SIZE, type TCompanyDetail } from '@openwell/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/sonner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/error-messages.ts';
import { serverFieldError, useZodForm } from '@/lib/forms.ts';
import { useCreateDepartment } from '../api/create-department.ts';
import { DEPARTMENT_NAME_MESSAGES, ZDepartmentNameFormSchema } from '../lib/company-forms.ts';
import { DepartmentRow } from './department-row.tsx';

/**
 * A company's departments with their member counts (under 5 read "fewer than 5": the server never sends smaller
 * numbers), and adding, renaming, merging and deleting them. The same for admins (any company) and employers (their
 * own); the server decides who may change which company.
 */
export function DepartmentsManager({ company }: { company: TCompanyDetail }) {
  const { t } = useTranslation('companies');
  const id = useId();
  const departments = company.departments;
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2 leading-snug">
          <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="outline-none">
            <Network aria-hidden="true" className="size-5 text-primary" />
            {t('companies:departments.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('companies:departments.description', { min: MIN_GROUP_SIZE })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {departments.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            {t('companies:departments.empty')}
          </p>
        ) : (
          <ul aria-labelledby={`${id}-title`} className="flex flex-col divide-y rounded-lg border">
            {departments.map((department) => (
              <DepartmentRow
                key={department.id}
                companyId={company.id}
                department={department}
                others={departments.filter((other) => other.id !== department.id)}
                onGone={() => title.current?.focus()}
              />
            ))}
          </ul>
        )}
        <AddDepartmentForm companyId={company.id} />
      </CardContent>
    </Card>
  );
}

function AddDepartmentForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['companies', 'errors']);
  const create = useCreateDepartment();
  const form = useZodForm(ZDepartmentNameFormSchema, {
    messages: DEPARTMENT_NAME_MESSAGES,
    defaultValues: { name: '' },
  });

  const save = (values: z.output<typeof ZDepartmentNameFormSchema>) => {
    create.mutate(
      { params: { companyId }, body: values },
      {
        onSuccess: (department) => {
          form.reset({ name: '' });
          toast.success(t('companies:departments.added', { name: department.name }));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'DEPARTMENT_NAME_TAKEN') {
            form.setError('name', serverFieldError(error), { shouldFocus: true });
          }
        },
      },
    );
  };

  const otherError = create.isError && !(isApiError(create.error) && create.error.code === 'DEPARTMENT_NAME_TAKEN');
  return (
    <Form {...form}>
      <form noValidate className="flex flex-col gap-2" onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('companies:departments.addLabel')}</FormLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <FormControl>
                  <Input autoComplete="off" maxLength={DEPARTMENT_NAME_MAX} {...field} />
                </FormControl>
                <Button type="submit" variant="outline" className="w-fit" disabled={create.isPending}>
                  {create.isPending ? <Spinner size="sm" /> : <Plus aria-hidden="true" />}
                  {t('companies:departments.add')}
                </Button>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        {otherError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, create.error)}
          </p>
        ) : null}
      </form>
    </Form>
  );
}
