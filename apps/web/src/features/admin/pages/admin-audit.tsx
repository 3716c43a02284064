import { AdminAreaLayout } from '../components/admin-area-layout.tsx';
import { AuditLogPage } from '@/features/audit/index.ts';

/** /admin/audit: the audit log, for platform admins (employers see in the admin area that the page is not theirs). */
export default function AdminAuditRoute() {
  return (
    <AdminAreaLayout only="admin">
      <AuditLogPage />
    </AdminAreaLayout>
  );
}
