import { useQuery } from '@tanstack/react-query';
import { getEmployerInvitation } from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/**
 * What an invitation link is for (company, invited e-mail, expiry), read before the invitee sets a password.
 * An invalid, expired or used link answers INVITATION_INVALID: asked once, not retried.
 */
export function useEmployerInvitation(token: string) {
  return useQuery({
    ...endpointQueryOptions(getEmployerInvitation, { query: { token } }),
    enabled: token.length > 0,
    // Never served from an old answer: the link may have been used or withdrawn meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}
