import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_PATHS, ZGenericOkSchema } from '@openwell/contracts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { refreshSession } from '@/lib/session/session-store.ts';
import { apiPost } from '@/lib/api-client.ts';

/** Turns the second factor off; asks for the password. */
export function disableTwoFactor(password: string) {
  return apiPost(AUTH_PATHS.disableTwoFactor, { password }, ZGenericOkSchema);
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
