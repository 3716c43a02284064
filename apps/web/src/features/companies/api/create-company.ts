import { useQueryClient } from '@tanstack/react-query';
import { createCompany } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { storeCompanyDetail } from './company-cache.ts';

/** Creates a company (with a new code and its first departments). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useEndpointMutation(createCompany, { onSuccess: (company) => storeCompanyDetail(queryClient, company) });
}
