import { useQueryClient } from '@tanstack/react-query';
import { mergeDepartment } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { invalidateCompanyQueries } from './company-cache.ts';

/** Moves a department's members into another one and removes it (one transaction on the server). */
export function useMergeDepartment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(mergeDepartment, { onSuccess: () => invalidateCompanyQueries(queryClient) });
}
