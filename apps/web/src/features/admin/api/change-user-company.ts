import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeUserCompany as changeUserCompanyEndpoint, type TAdminUser } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { adminUsersQueryKey } from './get-users.ts';

/** Moves a user to another company (admins) or department. */
export function changeUserCompany(input: {
  userId: string;
  companyCode: string;
  departmentId: string;
}): Promise<TAdminUser> {
  const { userId, ...body } = input;
  return callEndpoint(changeUserCompanyEndpoint, { params: { userId }, body });
}

export function useChangeUserCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
