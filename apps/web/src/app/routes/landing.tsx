import { LandingPage } from '@/features/landing/index.ts';

export default function LandingRoute() {
  return <LandingPage />;
}
