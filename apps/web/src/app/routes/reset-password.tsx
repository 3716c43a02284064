import { ResetPasswordPage } from '@/features/auth/index.ts';

/** /reset-password?token=…: set a new password from the e-mailed link. */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
