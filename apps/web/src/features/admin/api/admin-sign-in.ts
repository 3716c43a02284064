import { useMutation } from '@tanstack/react-query';
import { ZAdminSignInResponseSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/**
 * POST /api/admin/sign-in: the admin area's own login (employer and admin accounts only; everyone
 * else gets INVALID_CREDENTIALS). `twoFactorRequired`: the 6-digit step follows.
 */
export function adminSignIn(body: { email: string; password: string }) {
  return apiPost('/api/admin/sign-in', body, ZAdminSignInResponseSchema);
}

export function useAdminSignIn() {
  return useMutation({ mutationFn: adminSignIn });
}
