import { AdminDashboardPage } from '../components/admin-dashboard-page.tsx';

/**
 * /admin/dashboard: employers and admins; employees see "no access", signed-out visitors go to the
 * admin login (the guard comes from the route's `access` in admin.routes.ts).
 */
export default function AdminDashboardRoute() {
  return <AdminDashboardPage />;
}
