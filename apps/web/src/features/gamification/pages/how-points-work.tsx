import { HowPointsWorkPage } from '../components/how-points-work-page.tsx';

/** /how-points-work: signed-in users only (gamification.routes.ts). */
export default function HowPointsWorkRoute() {
  return <HowPointsWorkPage />;
}
