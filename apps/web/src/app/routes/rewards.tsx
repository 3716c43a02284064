import { RewardsPage } from '@/features/rewards/index.ts';

/** /rewards: signed-in users only (router.tsx). */
export default function RewardsRoute() {
  return <RewardsPage />;
}
