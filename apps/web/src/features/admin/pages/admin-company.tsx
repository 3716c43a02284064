import { useParams } from 'react-router';
import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { CompanyPage } from '@/features/companies/index.ts';
import { CompanyEmployersSection } from '@/features/employers/index.ts';

/**
 * /admin/companies/:companyId: one company's page, for platform admins, with its employer accounts (composed here:
 * the companies feature does not import employers, see CompanyPage).
 */
export default function AdminCompanyRoute() {
  const { companyId = '' } = useParams();
  return (
    <AdminAreaLayout only="admin">
      <CompanyPage
        key={companyId}
        companyId={companyId}
        employersSection={(company) => (
          <CompanyEmployersSection companyId={company.id} defaultLanguage={company.defaultLanguage} />
        )}
      />
    </AdminAreaLayout>
  );
}
