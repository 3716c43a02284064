import { useMutation } from '@tanstack/react-query';
import { verifyBackupCode, verifyTotp } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

export type TTwoFactorMethod = 'totp' | 'backup-code';

/**
 * Completes a sign-in with the second factor: the authenticator's 6-digit code (verifyTotp) or a backup code
 * (verifyBackupCode). Each code works once.
 */
export async function verifyTwoFactor(input: { method: TTwoFactorMethod; code: string }): Promise<void> {
  await callEndpoint(input.method === 'totp' ? verifyTotp : verifyBackupCode, { body: { code: input.code } });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
