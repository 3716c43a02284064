import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeUserRole as changeUserRoleEndpoint, type TAdminUser, type TRole } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

/** Changes a user's role (admins only). */
export function changeUserRole(input: { userId: string; role: TRole }): Promise<TAdminUser> {
  return callEndpoint(changeUserRoleEndpoint, { params: { userId: input.userId }, body: { role: input.role } });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
