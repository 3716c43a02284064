import { RewardsPage } from '../components/rewards-page.tsx';

/** /rewards: signed-in users only (rewards.routes.ts). */
export default function RewardsRoute() {
  return <RewardsPage />;
}
