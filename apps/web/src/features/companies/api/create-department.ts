import { useQueryClient } from '@tanstack/react-query';
import { createDepartment } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { invalidateCompanyQueries } from './company-cache.ts';

/** Adds a department (admins for any company, employers for their own). */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(createDepartment, { onSuccess: () => invalidateCompanyQueries(queryClient) });
}
