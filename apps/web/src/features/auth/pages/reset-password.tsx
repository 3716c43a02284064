import { ResetPasswordPage } from '../components/reset-password-page.tsx';

/** /reset-password?token=…: set a new password from the e-mailed link. */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
