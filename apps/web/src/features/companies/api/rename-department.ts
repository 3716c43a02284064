import { useQueryClient } from '@tanstack/react-query';
import { renameDepartment } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { invalidateCompanyQueries } from './company-cache.ts';

/** Renames a department. */
export function useRenameDepartment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(renameDepartment, { onSuccess: () => invalidateCompanyQueries(queryClient) });
}
