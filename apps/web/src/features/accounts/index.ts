/**
 * accounts: the signed-in user's own account (server: features/accounts, contracts: accounts.ts).
 * The profile page (details, consents, second factor, sign-out), the onboarding wizard and its
 * reminder. The current user and session state are in lib/session, for every feature.
 */
export { OnboardingReminder } from './components/onboarding-reminder.tsx';
export { OnboardingWizard } from './components/onboarding-wizard.tsx';
export { ProfilePage } from './components/profile-page.tsx';
