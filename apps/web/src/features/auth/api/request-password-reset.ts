import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset as requestPasswordResetEndpoint } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/**
 * Asks for a reset link. The answer is the same whether or not the account exists; the e-mail links to
 * /reset-password (valid 15 minutes, works once).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const redirectTo = `${window.location.origin}/reset-password`;
  await callEndpoint(requestPasswordResetEndpoint, { body: { email, redirectTo } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
