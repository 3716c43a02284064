import { LandingPage } from '../components/landing-page.tsx';

export default function LandingRoute() {
  return <LandingPage />;
}
