import { SecondFactorEnrolmentPage } from '@/features/employers/index.ts';

/**
 * /admin/two-factor: employer and admin accounts enrol the second factor the admin area requires (the guard sends
 * them here from every other admin-area page until they have).
 */
export default function AdminTwoFactorRoute() {
  return <SecondFactorEnrolmentPage />;
}
