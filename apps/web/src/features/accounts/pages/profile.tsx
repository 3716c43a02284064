import { ProfilePage } from '../components/profile-page.tsx';

/** /profile: signed-in users only (the guard comes from the route's `access` in accounts.routes.ts). */
export default function ProfileRoute() {
  return <ProfilePage />;
}
