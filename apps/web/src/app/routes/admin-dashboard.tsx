import { AdminDashboardPage } from '@/features/admin/index.ts';

/**
 * /admin/dashboard: employers and admins; employees see "no access", signed-out visitors go to the
 * admin login (the guard comes from the route's `access` in router.tsx).
 */
export default function AdminDashboardRoute() {
  return <AdminDashboardPage />;
}
