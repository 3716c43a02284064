import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUserSchema, type TAdminUser } from '@openwell/contracts';
import { apiPatch } from '@/lib/api-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

/** PATCH /api/admin/users/:userId/company: moves a user to another company (admins) or department. */
export function changeUserCompany(input: {
  userId: string;
  companyCode: string;
  departmentId: string;
}): Promise<TAdminUser> {
  const { userId, ...body } = input;
  return apiPatch(`/api/admin/users/${encodeURIComponent(userId)}/company`, body, ZAdminUserSchema);
}

export function useChangeUserCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
