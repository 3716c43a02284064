import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCurrentUserSchema, type TCurrentUser, type TUpdateConsentsRequest } from '@openwell/contracts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { apiPatch } from '@/lib/api-client.ts';

/** PATCH /api/me/consents: AI tips and company insights, with immediate effect (data processing is not revocable). */
export function updateConsents(body: TUpdateConsentsRequest): Promise<TCurrentUser> {
  return apiPatch('/api/me/consents', body, ZCurrentUserSchema);
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
