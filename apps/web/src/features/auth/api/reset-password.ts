import { useMutation } from '@tanstack/react-query';
import { resetPassword as resetPasswordEndpoint } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Sets the new password with the token from the e-mail link; ends all the user's sessions. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await callEndpoint(resetPasswordEndpoint, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
