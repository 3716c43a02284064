import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutRequest } from '../session-store.ts';

/**
 * Signs out of this device, or with `{ everywhere: true }` of every device (POST revoke-sessions,
 * then sign-out). Afterwards the store is signed out and the root redirect goes to /auth; the
 * cached data of the previous user is dropped.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: { everywhere?: boolean } = {}) => signOutRequest(options),
    onSuccess: () => {
      queryClient.clear();
    },
  });
}
