import { DashboardPage } from '../components/dashboard-page.tsx';

/** /dashboard: signed-in users only (dashboard.routes.ts). */
export default function DashboardRoute() {
  return <DashboardPage />;
}
