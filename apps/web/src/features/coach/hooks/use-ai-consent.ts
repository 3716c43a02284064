import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client.ts';
import { meQueryKey, useMe } from '@/lib/session/get-me.ts';

/**
 * The signed-in user's AI tips consent, which tip, facts and chat need before they may call the
 * server: `loading` until the user is known, `error` when the user could not be loaded, then `granted` or `missing`
 * (people without consents, such as platform admins, count as missing).
 */
export type TAiConsentStatus = 'loading' | 'error' | 'granted' | 'missing';

export function useAiConsent() {
  const me = useMe();
  let status: TAiConsentStatus;
  if (me.data) status = me.data.consents?.aiTips.granted === true ? 'granted' : 'missing';
  else if (me.isError) status = 'error';
  else status = 'loading';
  return { status, me };
}

/** The server said the consent is missing (403 AI_CONSENT_REQUIRED): withdrawn in another tab or device. */
export function isConsentRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'AI_CONSENT_REQUIRED';
}

/**
 * When the server answers AI_CONSENT_REQUIRED although the cached user still shows the consent (withdrawn elsewhere),
 * the user is read again, so the profile's switch and every coach screen show the consent as it is.
 */
export function useRefreshConsentOn(error: unknown) {
  const queryClient = useQueryClient();
  const refresh = isConsentRequired(error);
  useEffect(() => {
    if (refresh) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [refresh, queryClient]);
}
