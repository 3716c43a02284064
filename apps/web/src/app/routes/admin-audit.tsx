import { AuditLogPage } from '@/features/audit/index.ts';

/** /admin/audit: the audit log, for platform admins (with a second factor, like every admin-area page). */
export default function AdminAuditRoute() {
  return <AuditLogPage />;
}
