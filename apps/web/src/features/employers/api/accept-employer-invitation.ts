import { useMutation } from '@tanstack/react-query';
import { acceptEmployerInvitation, type TAcceptEmployerInvitationRequest } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Sets the invitee's password, creates the employer account and signs it in (the second factor comes next). */
export function useAcceptEmployerInvitation() {
  return useMutation({
    mutationFn: (body: TAcceptEmployerInvitationRequest) => callEndpoint(acceptEmployerInvitation, { body }),
  });
}
