import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS } from '@openwell/contracts';
import { apiPost, type TResponseSchema } from '@/lib/api-client.ts';

/** `{ user: { id, ... }, token }`: the sign-in is complete. */
const ZVerifiedSchema: TResponseSchema<{ user: { id: string } }> = {
  parse(input) {
    const user = typeof input === 'object' && input !== null ? (input as { user?: unknown }).user : undefined;
    if (typeof user !== 'object' || user === null || typeof (user as { id?: unknown }).id !== 'string') {
      throw new Error('expected { user: { id } }');
    }
    return input as { user: { id: string } };
  },
};

export type TTwoFactorMethod = 'totp' | 'backup-code';

/**
 * Completes a sign-in with the second factor: the authenticator's 6-digit code (POST
 * two-factor/verify-totp) or a backup code (verify-backup-code). Each code works once.
 */
export async function verifyTwoFactor(input: { method: TTwoFactorMethod; code: string }): Promise<void> {
  const path = input.method === 'totp' ? AUTH_PATHS.verifyTotp : AUTH_PATHS.verifyBackupCode;
  await apiPost(path, { code: input.code }, ZVerifiedSchema);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
