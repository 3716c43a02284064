import { useMutation } from '@tanstack/react-query';
import { enableTwoFactor as enableTwoFactorEndpoint } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/** Step 1 of enrolment: the password unlocks a new TOTP secret and backup codes (not active until confirmed). */
export function enableTwoFactor(password: string) {
  return callEndpoint(enableTwoFactorEndpoint, { body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
