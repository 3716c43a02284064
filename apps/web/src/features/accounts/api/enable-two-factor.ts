import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, ZEnableTwoFactorResponseSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/** Step 1 of enrolment: the password unlocks a new TOTP secret and backup codes (not active until confirmed). */
export function enableTwoFactor(password: string) {
  return apiPost(AUTH_PATHS.enableTwoFactor, { password }, ZEnableTwoFactorResponseSchema);
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
