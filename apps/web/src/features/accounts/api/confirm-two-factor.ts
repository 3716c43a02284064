import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_PATHS } from '@openwell/contracts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { refreshSession } from '@/lib/session/session-store.ts';
import { request } from '@/lib/api-client.ts';

/** Step 2 of enrolment: a code from the authenticator app; while signed in, verify-totp turns the second factor on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  // The answer ({ token, user }) is not needed: /api/me and the session are read again.
  await request('POST', AUTH_PATHS.verifyTotp, { body: { code } });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), refreshSession()]);
    },
  });
}
