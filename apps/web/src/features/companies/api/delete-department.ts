import { useQueryClient } from '@tanstack/react-query';
import { deleteDepartment } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { invalidateCompanyQueries } from './company-cache.ts';

/** Deletes a department without members (DEPARTMENT_NOT_EMPTY otherwise). */
export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteDepartment, { onSuccess: () => invalidateCompanyQueries(queryClient) });
}
