import { useMutation } from '@tanstack/react-query';

export type TSignInResult = { kind: 'signed-in' } | { kind: 'two-factor-required' };

/**
 * The contract's declaration and the endpoint client (zod validates the answer) load with the first
 * sign-in, not with the /auth page, which shows and answers before its validation code has arrived.
 */
const loadCall = () =>
  Promise.all([import('@openwell/contracts'), import('@/lib/endpoint-client.ts')]).then(([contracts, client]) => ({
    endpoint: contracts.signIn,
    callEndpoint: client.callEndpoint,
  }));

/** Starts loading what a sign-in needs (the form calls it when it gets the focus). */
export function preloadSignIn(): void {
  void loadCall().catch(() => {});
}

/** Email and password: signed in, or the second factor is asked next (`twoFactorRedirect`). */
export async function signIn(input: { email: string; password: string }): Promise<TSignInResult> {
  const { endpoint, callEndpoint } = await loadCall();
  const result = await callEndpoint(endpoint, { body: input });
  return 'twoFactorRedirect' in result ? { kind: 'two-factor-required' } : { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
