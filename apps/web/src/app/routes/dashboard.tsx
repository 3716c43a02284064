import { DashboardPage } from '@/features/dashboard/index.ts';

/** /dashboard: signed-in users only (router.tsx). */
export default function DashboardRoute() {
  return <DashboardPage />;
}
