import { useParams } from 'react-router';
import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { companyPath } from '@/features/companies/index.ts';
import { CompanyRewardsPage } from '@/features/rewards/index.ts';

/** /admin/companies/:companyId/rewards: one company's rewards, for platform admins. */
export default function AdminCompanyRewardsRoute() {
  const { companyId = '' } = useParams();
  return (
    <AdminAreaLayout only="admin">
      <CompanyRewardsPage key={companyId} companyId={companyId} companyPath={companyPath(companyId)} />
    </AdminAreaLayout>
  );
}
