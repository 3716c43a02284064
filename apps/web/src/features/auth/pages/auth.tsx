import { AuthPage } from '../components/auth-page.tsx';

/** /auth: Login and Sign Up, forgot password, second factor. */
export default function AuthRoute() {
  return <AuthPage />;
}
