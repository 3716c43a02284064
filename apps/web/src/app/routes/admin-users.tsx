import { AdminUsersPage } from '@/features/admin/index.ts';

/** /admin/users: every account of the platform, for platform admins (employers see that the page is not theirs). */
export default function AdminUsersRoute() {
  return <AdminUsersPage />;
}
