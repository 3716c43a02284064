import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, RotateCw, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-messages.ts';
import { useZodForm } from '@/lib/forms.ts';
import { useUsers } from '../api/get-users.ts';
import { ZUserSearchFormSchema } from '../lib/admin-forms.ts';
import { ChangeCompanyDialog } from './change-company-dialog.tsx';
import { RoleSelect } from './role-select.tsx';

/**
 * Every account of the platform (platform admins only): email, role, company, department, with
 * search and pages; roles and companies can be changed (an admin's own role cannot).
 */
export function UsersTable({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const id = useId();
  const searchForm = useZodForm(ZUserSearchFormSchema, { messages: {}, defaultValues: { search: '' } });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useUsers({ search, page });

  const find = (values: { search: string }) => {
    setSearch(values.search);
    setPage(1);
  };

  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  let body;
  if (users.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('admin:users.loading')}</span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (users.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">{errorMessage(t, users.error)}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void users.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (users.data.users.length === 0) {
    body = (
      <p className="flex items-center gap-3 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
        <Users aria-hidden="true" className="size-5 shrink-0" />
        {search ? t('admin:users.emptySearch', { search }) : t('admin:users.empty')}
      </p>
    );
  } else {
    body = (
      <div
        className="relative -mx-6 min-w-0 overflow-x-auto rounded-md px-6 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {t('admin:users.caption', { total: users.data.total })}
          </caption>
          <thead className="border-b text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin:users.email')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin:users.role')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin:users.company')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin:users.department')}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t('admin:users.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.data.users.map((user) => (
              <tr key={user.id} data-testid="admin-user-row">
                <td className="py-3 pr-3 font-medium break-all">{user.email}</td>
                <td className="py-3 pr-3">
                  <RoleSelect user={user} disabled={user.id === viewerId} />
                </td>
                <td className="py-3 pr-3">
                  {user.companyCode ? (
                    <div className="flex flex-col">
                      <span>{user.companyName}</span>
                      <span className="font-mono text-xs text-muted-foreground">{user.companyCode}</span>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">{t('admin:users.noCompany')}</span>
                  )}
                </td>
                <td className="py-3 pr-3">{user.departmentName ?? <span className="text-muted-foreground">–</span>}</td>
                <td className="py-3 text-right">{user.companyCode ? <ChangeCompanyDialog user={user} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <Form {...searchForm}>
          <form
            role="search"
            noValidate
            onSubmit={(event) => void searchForm.handleSubmit(find)(event)}
            className="flex items-start gap-2"
          >
            <TextField
              control={searchForm.control}
              name="search"
              type="search"
              placeholder={t('admin:users.searchPlaceholder')}
              label={t('admin:users.searchLabel')}
              labelClassName="sr-only"
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('admin:users.search')}</span>
            </Button>
          </form>
        </Form>
        {body}
        {users.data && users.data.total > 0 ? (
          <nav aria-label={t('admin:users.pagination')} className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
              {users.isFetching ? <Spinner size="sm" /> : null}
              {t('admin:users.pageOf', { page, pages, total: users.data.total })}
            </p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page <= 1 || users.isFetching}
                onClick={() => setPage((current) => current - 1)}
              >
                <ChevronLeft aria-hidden="true" />
                {t('admin:users.previous')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={page >= pages || users.isFetching}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('admin:users.next')}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
