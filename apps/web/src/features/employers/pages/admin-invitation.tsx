import { EmployerInvitationPage } from '../components/employer-invitation-page.tsx';

/** /admin/invitation?token=…: an invited employer sets a password (anonymous; the link is the credential). */
export default function AdminInvitationRoute() {
  return <EmployerInvitationPage />;
}
