import { AdminLoginPage } from '@/features/admin/index.ts';

/** /admin/login: the separate login of the admin area. */
export default function AdminLoginRoute() {
  return <AdminLoginPage />;
}
