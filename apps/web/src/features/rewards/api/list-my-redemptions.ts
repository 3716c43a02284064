import { useQuery } from '@tanstack/react-query';
import { listMyRedemptions } from '@openwell/contracts';
import { endpointQueryOptions } from '@/lib/endpoint-client.ts';

/** While a code is shown: how often its status is read again (the employer may be fulfilling it right then). */
export const SHOWN_CODE_REFRESH_MS = 10_000;

export function myRedemptionsQueryOptions() {
  return endpointQueryOptions(listMyRedemptions, {});
}

/** The signed-in employee's redemptions, newest first; asked for once their tab is opened. */
export function useMyRedemptions({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  return useQuery({ ...myRedemptionsQueryOptions(), enabled, refetchInterval: live ? SHOWN_CODE_REFRESH_MS : false });
}
