import { ProfilePage } from '@/features/profile/components/profile-page.tsx';

/** /profile: signed-in users only (the guard comes from the route's `access` in router.tsx). */
export default function ProfileRoute() {
  return <ProfilePage />;
}
