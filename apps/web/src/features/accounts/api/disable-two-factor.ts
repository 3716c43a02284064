import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableTwoFactor as disableTwoFactorEndpoint } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { refreshSession } from '@/lib/session/session-store.ts';

/** Turns the second factor off; asks for the password. */
export function disableTwoFactor(password: string) {
  return callEndpoint(disableTwoFactorEndpoint, { body: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), refreshSession()]);
    },
  });
}
