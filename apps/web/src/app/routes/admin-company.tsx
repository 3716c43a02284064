import { useParams } from 'react-router';
import { AdminAreaLayout } from '@/features/admin/index.ts';
import { CompanyPage } from '@/features/companies/index.ts';

/** /admin/companies/:companyId: one company's page, for platform admins. */
export default function AdminCompanyRoute() {
  const { companyId = '' } = useParams();
  return (
    <AdminAreaLayout only="admin">
      <CompanyPage key={companyId} companyId={companyId} />
    </AdminAreaLayout>
  );
}
