import { AdminUsersPage } from '../components/admin-users-page.tsx';

/** /admin/users: every account of the platform, for platform admins (employers see that the page is not theirs). */
export default function AdminUsersRoute() {
  return <AdminUsersPage />;
}
