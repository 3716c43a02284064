import { useEffect } from 'react';

/**
 * Tracks session activity while `userId` names a signed-in user; restarts when it changes, stops on sign-out. The
 * tracker's code (session-activity.ts) loads only once somebody is signed in: it is not part of the landing page's
 * first download.
 */
export function useSessionActivity(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./session-activity.ts').then(
      ({ startSessionActivity }) => {
        if (!stopped) stop = startSessionActivity();
      },
      (error: unknown) => console.error('[OpenWell] session activity could not start:', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);
}
