import { useEffect, useSyncExternalStore } from 'react';
import { ensureSessionLoaded, getSessionState, subscribeSession, type TSessionState } from './session-store.ts';

/** The auth state: `{ status: 'loading' | 'signed-in' | 'signed-out', user }`; starts the first session read. */
export function useSession(): TSessionState {
  useEffect(() => {
    void ensureSessionLoaded();
  }, []);
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
