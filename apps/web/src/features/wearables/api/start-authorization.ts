import { useMutation } from '@tanstack/react-query';
import { startWearableAuthorization as startEndpoint, WEARABLE_RETURN_PATHS } from '@openwell/contracts';
import { callEndpoint } from '@/lib/endpoint-client.ts';
import { leavePageFor } from '../lib/leave-page.ts';

export type TReturnPath = (typeof WEARABLE_RETURN_PATHS)[number];

/** sessionStorage: where the user started connecting, for the callback page's way back when it fails. */
export const RETURN_TO_STORAGE_KEY = 'openwell.wearableReturnTo';

/** Fitbit (google-health): the provider's consent URL; the browser then leaves for it. */
export function startWearableAuthorization(returnTo: TReturnPath) {
  return callEndpoint(startEndpoint, { params: { provider: 'google-health' }, body: { returnTo } });
}

export function useStartWearableAuthorization() {
  return useMutation({
    mutationFn: async (returnTo: TReturnPath) => {
      const { authorizationUrl } = await startWearableAuthorization(returnTo);
      try {
        window.sessionStorage.setItem(RETURN_TO_STORAGE_KEY, returnTo);
      } catch {
        // Storage may be unavailable (private mode): the callback then offers the dashboard.
      }
      leavePageFor(authorizationUrl);
      return authorizationUrl;
    },
  });
}

/** The page the connection was started from, if it is one of the allowed ones. */
export function storedReturnTo(): TReturnPath | null {
  let value: string | null;
  try {
    value = window.sessionStorage.getItem(RETURN_TO_STORAGE_KEY);
  } catch {
    return null;
  }
  return (WEARABLE_RETURN_PATHS as readonly string[]).includes(value ?? '') ? (value as TReturnPath) : null;
}
