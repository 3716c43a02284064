import { useMutation } from '@tanstack/react-query';
import { ZAdminSignInResponseSchema } from '@openwell/contracts';
import { apiPost } from '@/lib/api-client.ts';

/** POST /api/admin/setup: creates the first admin with the one-time setup token and signs them in. */
export function createFirstAdmin(body: { token: string; email: string; password: string }) {
  return apiPost('/api/admin/setup', body, ZAdminSignInResponseSchema);
}

export function useCreateFirstAdmin() {
  return useMutation({ mutationFn: createFirstAdmin });
}
