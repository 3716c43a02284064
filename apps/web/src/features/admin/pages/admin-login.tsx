import { AdminLoginPage } from '../components/admin-login-page.tsx';

/** /admin/login: the separate login of the admin area. */
export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
