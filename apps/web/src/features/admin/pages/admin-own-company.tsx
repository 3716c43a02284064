import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { OwnCompanyPage } from '@/features/companies/index.ts';

/** /admin/company: the employer's own company (admins open companies under /admin/companies). */
export default function AdminOwnCompanyRoute() {
  return (
    <AdminAreaLayout only="employer">
      <OwnCompanyPage />
    </AdminAreaLayout>
  );
}
