import { OnboardingWizard } from '@/features/accounts/index.ts';

/** /onboarding: the three set-up steps after sign-up (signed-in users only, see router.tsx). */
export default function OnboardingRoute() {
  return <OnboardingWizard />;
}
