import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, ZGenericOkSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/**
 * POST request-password-reset. The answer is the same whether or not the account exists; the
 * e-mail links to /reset-password (valid 15 minutes, works once).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const redirectTo = `${window.location.origin}/reset-password`;
  await apiPost(AUTH_PATHS.requestPasswordReset, { email, redirectTo }, ZGenericOkSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
