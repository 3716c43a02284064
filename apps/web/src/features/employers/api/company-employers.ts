import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteEmployer,
  listCompanyEmployers,
  revokeEmployerAccess,
  revokeEmployerInvitation,
  type TInviteEmployerRequest,
} from '@openwell/contracts';
import { callEndpoint, endpointQueryKey, endpointQueryOptions } from '@/lib/endpoint-client.ts';
import { invalidateFeature } from '@/lib/feature-cache.ts';

/**
 * A company's employer accounts and invitations (platform admins), and the three changes to them. Each change
 * reads the list again; revoking access also changes the user list (the account loses its role).
 */
export function companyEmployersQueryKey(companyId: string) {
  return endpointQueryKey(listCompanyEmployers, { params: { companyId } });
}

export function useCompanyEmployers(companyId: string) {
  return useQuery(endpointQueryOptions(listCompanyEmployers, { params: { companyId } }));
}

function useRefreshAfter(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyEmployersQueryKey(companyId) });
}

export function useInviteEmployer(companyId: string) {
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: (body: TInviteEmployerRequest) => callEndpoint(inviteEmployer, { params: { companyId }, body }),
    onSuccess: refresh,
  });
}

export function useRevokeEmployerInvitation(companyId: string) {
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      callEndpoint(revokeEmployerInvitation, { params: { companyId, invitationId } }),
    onSuccess: refresh,
  });
}

export function useRevokeEmployerAccess(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(revokeEmployerAccess, { params: { companyId, userId } }),
    onSuccess: async () => {
      // The admin area's user list shows roles: the admin feature's answers are read again too.
      await Promise.all([refresh(), invalidateFeature(queryClient, 'admin')]);
    },
  });
}
