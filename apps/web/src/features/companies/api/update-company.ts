import { useQueryClient } from '@tanstack/react-query';
import { updateCompany } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { storeCompanyDetail } from './company-cache.ts';

/** Changes settings or the subscription state (platform admins). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateCompany, { onSuccess: (company) => storeCompanyDetail(queryClient, company) });
}
