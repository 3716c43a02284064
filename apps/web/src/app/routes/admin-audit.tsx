import { AuditLogPage } from '@/features/audit/index.ts';

/**
 * /admin/audit: the audit log, for platform admins (with a second factor, like every admin-area page). The frame is
 * the admin area's page width; with the admin navigation (AdminAreaLayout of the admin feature) it goes inside it.
 */
export default function AdminAuditRoute() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <AuditLogPage />
    </div>
  );
}
