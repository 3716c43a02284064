/**
 * employers: employer accounts (server: features/employers, contracts: employers.ts). The admin's employers section
 * of a company page (employer accounts, invitations, invite, withdraw, revoke access), the invitee's page that sets
 * the password (/admin/invitation), and the second-factor enrolment every employer and admin account completes
 * before the admin area opens (/admin/two-factor; it reuses the profile's enrolment steps from accounts).
 */
export { employersPages } from './employers.routes.ts';
export { CompanyEmployersSection } from './components/company-employers-section.tsx';
export { EmployerInvitationPage } from './components/employer-invitation-page.tsx';
export { SecondFactorEnrolmentPage } from './components/second-factor-enrolment-page.tsx';
