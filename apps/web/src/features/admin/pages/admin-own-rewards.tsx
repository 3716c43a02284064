import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { OwnCompanyRewardsPage } from '@/features/rewards/index.ts';

/** /admin/company/rewards: the employer's own company's rewards (admins open a company's under /admin/companies). */
export default function AdminOwnRewardsRoute() {
  return (
    <AdminAreaLayout only="employer">
      <OwnCompanyRewardsPage />
    </AdminAreaLayout>
  );
}
