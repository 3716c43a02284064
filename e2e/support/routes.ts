/** The app's first 20 routes (the 20th, `*`, is exercised with an unknown path). */
export const ROUTES = [
  '/',
  '/app',
  '/auth',
  '/dashboard',
  '/profile',
  '/rewards',
  '/leaderboard',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/reset-password',
  '/anamnesebogen',
  '/anamnesebogen-direct',
  '/onboarding',
  '/auth/fitbit/callback',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/i18n-debug',
] as const;
export const UNKNOWN_PATH = '/this-page-does-not-exist';
