import { OnboardingWizard } from '../components/onboarding-wizard.tsx';

/** /onboarding: the three set-up steps after sign-up (signed-in users only, see accounts.routes.ts). */
export default function OnboardingRoute() {
  return <OnboardingWizard />;
}
