import { useQueryClient } from '@tanstack/react-query';
import { rotateCompanyCode } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { storeCompanyDetail } from './company-cache.ts';

/** Gives the company a new code; the old one admits nobody new from then on (platform admins). */
export function useRotateCompanyCode() {
  const queryClient = useQueryClient();
  return useEndpointMutation(rotateCompanyCode, {
    onSuccess: (company) => storeCompanyDetail(queryClient, company),
  });
}
