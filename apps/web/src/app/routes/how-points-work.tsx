import { HowPointsWorkPage } from '@/features/gamification/index.ts';

/** /how-points-work: signed-in users only (router.tsx). */
export default function HowPointsWorkRoute() {
  return <HowPointsWorkPage />;
}
