import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyTotp } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { refreshSession } from '@/lib/session/session-store.ts';

/** Step 2 of enrolment: a code from the authenticator app; while signed in, verify-totp turns the second factor on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  // The answer ({ token, user }) is not needed: the current user and the session are read again.
  await callEndpoint(verifyTotp, { body: { code } });
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
