import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { CompaniesTable } from './companies-table.tsx';
import { CreateCompanyDialog } from './create-company-dialog.tsx';

/** /admin/companies (platform admins): every company, and "New company". */
export function CompaniesPage() {
  const { t } = useTranslation('companies');
  useDocumentTitle(t('companies:list.title'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('companies:list.title')}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{t('companies:list.description')}</p>
        </div>
        <CreateCompanyDialog />
      </div>
      <Card>
        <CardContent>
          <CompaniesTable />
        </CardContent>
      </Card>
    </div>
  );
}
