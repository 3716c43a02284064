/**
 * accounts: the signed-in user's own account (server: features/accounts, contracts: accounts.ts).
 * The profile page (details, consents, second factor, sign-out), the onboarding wizard and its
 * reminder. The current user and session state are in lib/session, for every feature.
 * The steps of the second-factor enrolment are shared with the admin area's required enrolment (employers).
 */
export { accountsPages } from './accounts.routes.ts';
export { OnboardingReminder } from './components/onboarding-reminder.tsx';
export { TimeZoneOffer } from './components/time-zone-offer.tsx';
export { OnboardingWizard } from './components/onboarding-wizard.tsx';
export { ProfilePage } from './components/profile-page.tsx';
export { CONSENTS_CARD_ID } from './components/consents-card.tsx';
export { BackupCodesStep } from './components/backup-codes-step.tsx';
export { PasswordConfirmForm } from './components/password-confirm-form.tsx';
export { TwoFactorScanStep } from './components/two-factor-scan-step.tsx';
export { useConfirmTwoFactor } from './api/confirm-two-factor.ts';
export { useEnableTwoFactor } from './api/enable-two-factor.ts';
