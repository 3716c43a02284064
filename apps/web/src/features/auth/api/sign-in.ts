import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, ZSignInResponseSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

export type TSignInResult = { kind: 'signed-in' } | { kind: 'two-factor-required' };

/** POST sign-in/email: signed in, or the second factor is asked next (`twoFactorRedirect`). */
export async function signIn(input: { email: string; password: string }): Promise<TSignInResult> {
  const result = await apiPost(AUTH_PATHS.signIn, input, ZSignInResponseSchema);
  return 'twoFactorRedirect' in result ? { kind: 'two-factor-required' } : { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
