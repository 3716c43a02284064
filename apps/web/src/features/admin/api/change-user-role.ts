import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserSchema, type TAdminUser, type TRole } from '@openwell/contracts';
import { apiPatch } from '@/lib/api-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

/** PATCH /api/admin/users/:userId/role (admins only). */
export function changeUserRole(input: { userId: string; role: TRole }): Promise<TAdminUser> {
  return apiPatch(`/api/admin/users/${encodeURIComponent(input.userId)}/role`, { role: input.role }, ZAdminUserSchema);
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
