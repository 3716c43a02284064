import { useParams } from 'react-router';
import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { AdminRedemptionPage } from '@/features/rewards/index.ts';

/** /admin/redemptions/:code: what a redemption's QR code opens (employers for their company's codes, admins any). */
export default function AdminRedemptionRoute() {
  const { code = '' } = useParams();
  return (
    <AdminAreaLayout>
      <AdminRedemptionPage key={code} code={code} />
    </AdminAreaLayout>
  );
}
