import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LandingCta } from './landing-cta.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingPrivacy } from './landing-privacy.tsx';
import { LandingSteps } from './landing-steps.tsx';

/** The public landing page: what OpenWell does, how it protects data, where to start. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex flex-col">
      <LandingHero />
      <LandingFeatures />
      <LandingSteps />
      <LandingPrivacy />
      <LandingCta />
    </div>
  );
}
