import { FitbitCallbackPage } from '../components/fitbit-callback-page.tsx';

/**
 * /auth/fitbit/callback: completes connecting Fitbit (Google Health API). No route guard and no automatic auth
 * redirects here (app/auth-redirects.tsx): the server answers for the signed-in user and the page says what failed.
 */
export default function FitbitCallbackRoute() {
  return <FitbitCallbackPage />;
}
