import { ProfilePage } from '@/features/accounts/index.ts';

/** /profile: signed-in users only (the guard comes from the route's `access` in router.tsx). */
export default function ProfileRoute() {
  return <ProfilePage />;
}
