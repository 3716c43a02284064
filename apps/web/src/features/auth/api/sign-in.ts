import { useMutation } from '@tanstack/react-query';
import { signIn as signInEndpoint } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

export type TSignInResult = { kind: 'signed-in' } | { kind: 'two-factor-required' };

/** Email and password: signed in, or the second factor is asked next (`twoFactorRedirect`). */
export async function signIn(input: { email: string; password: string }): Promise<TSignInResult> {
  const result = await callEndpoint(signInEndpoint, { body: input });
  return 'twoFactorRedirect' in result ? { kind: 'two-factor-required' } : { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
