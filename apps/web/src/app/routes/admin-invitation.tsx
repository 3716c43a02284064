import { EmployerInvitationPage } from '@/features/employers/index.ts';

/** /admin/invitation?token=…: an invited employer sets a password (anonymous; the link is the credential). */
export default function AdminInvitationRoute() {
  return <EmployerInvitationPage />;
}
