import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCurrentUserSchema, type TCurrentUser, type TUpdateProfileRequest } from '@openwell/contracts';
import { meQueryKey } from '@/lib/session/get-me.ts';
import { apiPatch } from '@/lib/api-client.ts';

/** PATCH /api/me/profile: age, department, gender, language (email and company code are fixed). */
export function updateProfile(body: TUpdateProfileRequest): Promise<TCurrentUser> {
  return apiPatch('/api/me/profile', body, ZCurrentUserSchema);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
