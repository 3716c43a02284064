import { useMutation } from '@tanstack/react-query';
import { adminSignIn as adminSignInEndpoint, type TAdminSignInRequest } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';

/**
 * The admin area's own login (employer and admin accounts only; everyone else gets INVALID_CREDENTIALS).
 * `twoFactorRequired`: the 6-digit step follows.
 */
export function adminSignIn(body: TAdminSignInRequest) {
  return callEndpoint(adminSignInEndpoint, { body });
}

export function useAdminSignIn() {
  return useMutation({ mutationFn: adminSignIn });
}
