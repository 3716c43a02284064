import { AuthPage } from '@/features/auth/index.ts';

/** /auth: Login and Sign Up, forgot password, second factor. */
export default function AuthRoute() {
  return <AuthPage />;
}
