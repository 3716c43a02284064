import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, ZGenericOkSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/** POST reset-password with the token from the e-mail link; ends all the user's sessions. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiPost(AUTH_PATHS.resetPassword, input, ZGenericOkSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
