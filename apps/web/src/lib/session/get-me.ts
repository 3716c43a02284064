import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe as getMeEndpoint, type TCurrentUser } from '@openwell/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { callEndpoint, endpointQueryKey } from '@/lib/endpoint-client.ts';
import { useSession } from './use-session.ts';
import { setSignedOut } from './session-store.ts';

/** The signed-in user with profile, consents, accepted legal versions and onboarding step. */
export async function getMe(signal?: AbortSignal): Promise<TCurrentUser> {
  try {
    return await callEndpoint(getMeEndpoint, {}, signal ? { signal } : {});
  } catch (error) {
    // The session ended on the server (signed out elsewhere, password reset): the app follows.
    if (isApiError(error) && error.status === 401) setSignedOut();
    throw error;
  }
}

export const meQueryKey = endpointQueryKey(getMeEndpoint);

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
  });
}

/** The current user; asks only while a session exists (a signed-out visit never calls getMe). */
export function useMe() {
  const { status, user } = useSession();
  return useQuery({ ...meQueryOptions(), enabled: status === 'signed-in' && user !== null });
}
