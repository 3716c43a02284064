import { useQueryClient } from '@tanstack/react-query';
import { updateOwnCompanySettings } from '@openwell/contracts';
import { useEndpointMutation } from '@/lib/endpoint-client.ts';
import { storeOwnCompanyDetail } from './company-cache.ts';

/** Changes the employer's own company settings (whether it is named on the companies leaderboard; employers). */
export function useUpdateOwnCompanySettings() {
  const queryClient = useQueryClient();
  return useEndpointMutation(updateOwnCompanySettings, {
    onSuccess: (company) => storeOwnCompanyDetail(queryClient, company),
  });
}
