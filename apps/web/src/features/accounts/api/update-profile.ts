import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateProfile as updateProfileEndpoint,
  type TCurrentUser,
  type TUpdateProfileRequest,
} from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { meQueryKey } from '@/lib/session/get-me.ts';

/** Age, department, gender, language (email and company code are fixed); the answer is the updated current user. */
export function updateProfile(body: TUpdateProfileRequest): Promise<TCurrentUser> {
  return callEndpoint(updateProfileEndpoint, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
