import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { CompaniesPage } from '@/features/companies/index.ts';

/** /admin/companies: the companies of the platform and "New company", for platform admins. */
export default function AdminCompaniesRoute() {
  return (
    <AdminAreaLayout only="admin">
      <CompaniesPage />
    </AdminAreaLayout>
  );
}
