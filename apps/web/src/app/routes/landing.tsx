import { LandingPage } from '@/features/landing/components/landing-page.tsx';

export default function LandingRoute() {
  return <LandingPage />;
}
