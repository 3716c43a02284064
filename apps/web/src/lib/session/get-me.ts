import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCurrentUserSchema, type TCurrentUser } from '@openwell/contracts';
import { apiGet, isApiError } from '@/lib/api-client.ts';
import { useSession } from './use-session.ts';
import { setSignedOut } from './session-store.ts';

/** GET /api/me: the signed-in user with profile, consents, accepted legal versions and onboarding step. */
export async function getMe(signal?: AbortSignal): Promise<TCurrentUser> {
  try {
    return await apiGet('/api/me', ZCurrentUserSchema, signal ? { signal } : {});
  } catch (error) {
    // The session ended on the server (signed out elsewhere, password reset): the app follows.
    if (isApiError(error) && error.status === 401) setSignedOut();
    throw error;
  }
}

export const meQueryKey = ['auth', 'me'] as const;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}

/** The current user; asks only while a session exists (a signed-out visit never calls /api/me). */
export function useMe() {
  const { status, user } = useSession();
  return useQuery({ ...meQueryOptions(), enabled: status === 'signed-in' && user !== null });
}
