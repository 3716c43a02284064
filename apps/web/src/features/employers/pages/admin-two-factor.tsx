import { SecondFactorEnrolmentPage } from '../components/second-factor-enrolment-page.tsx';

/**
 * /admin/two-factor: employer and admin accounts enrol the second factor the admin area requires (the guard sends
 * them here from every other admin-area page until they have).
 */
export default function AdminTwoFactorRoute() {
  return <SecondFactorEnrolmentPage />;
}
