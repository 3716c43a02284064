import { AdminEntryPage } from '../components/admin-entry-page.tsx';

/** /admin: the admin area's entry (first-admin setup link, or on to the dashboard or the login). */
export default function AdminRoute() {
  return <AdminEntryPage />;
}
