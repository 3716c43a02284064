import { SESSION_ACTIVITY_PATH } from '@openwell/contracts/paths.ts';

/**
 * Session activity (`log_session_activity`): `session_start` when a user is
 * present, `session_activity` 60 s after the last mouse, key, scroll or touch input (debounced),
 * `session_end` on page unload as a beacon. The server takes the user from the session; the body
 * never names one. Failures are only logged.
 *
 * Loaded once somebody is signed in (useSessionActivity, ../index.ts), so it is not part of the landing page's
 * first download; still kept tiny: plain fetch, no zod (the path comes from the zod-free paths module of the
 * contracts).
 */
export { SESSION_ACTIVITY_PATH };
/** Same value as SESSION_ACTIVITY_DEBOUNCE_MS in @openwell/contracts (not imported: it would pull zod in). */
export const SESSION_ACTIVITY_DEBOUNCE_MS = 60_000;
const USER_AGENT_MAX = 1024;
const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

type TActivityType = 'session_start' | 'session_activity' | 'session_end';

export interface TSessionActivityDeps {
  target?: Window;
  fetch?: typeof fetch;
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  now?: () => Date;
  baseUrl?: string;
}

function body(type: TActivityType, now: Date): string {
  const metadata: { timestamp: string; userAgent?: string } = { timestamp: now.toISOString() };
  if (type === 'session_start' && typeof navigator !== 'undefined') {
    metadata.userAgent = navigator.userAgent.slice(0, USER_AGENT_MAX);
  }
  return JSON.stringify({ p_activity_type: type, p_metadata: metadata });
}

/**
 * Starts tracking for the signed-in user of this page and returns the stop function (call it when
 * the user signs out or the component unmounts). `session_start` is sent on the next tick, so a
 * start immediately followed by a stop (React's strict-mode double effect) sends nothing.
 */
export function startSessionActivity(deps: TSessionActivityDeps = {}): () => void {
  const target = deps.target ?? window;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const beacon =
    'sendBeacon' in deps
      ? deps.sendBeacon
      : typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
        : undefined;
  const now = deps.now ?? (() => new Date());
  const url = `${deps.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? ''}${SESSION_ACTIVITY_PATH}`;

  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  const send = (type: TActivityType, keepalive = false): void => {
    doFetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: body(type, now()),
      keepalive,
    })
      .then((response) => {
        if (!response.ok) console.error(`[OpenWell] ${type} was not logged: HTTP ${response.status}`);
      })
      .catch((error: unknown) => console.error(`[OpenWell] ${type} was not logged:`, error));
  };

  const onInput = (): void => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => send('session_activity'), SESSION_ACTIVITY_DEBOUNCE_MS);
  };

  const onPageHide = (): void => {
    if (ended) return;
    ended = true;
    clearTimeout(idleTimer);
    const data = new Blob([body('session_end', now())], { type: 'application/json' });
    try {
      if (beacon?.(url, data)) return;
    } catch (error) {
      console.error('[OpenWell] session_end beacon failed:', error);
    }
    send('session_end', true);
  };

  // Back from the back/forward cache: the same user is present again.
  const onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted || !ended) return;
    ended = false;
    send('session_start');
  };

  const startTimer = setTimeout(() => send('session_start'), 0);
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const name of INPUT_EVENTS) target.addEventListener(name, onInput, options);
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);

  return () => {
    clearTimeout(startTimer);
    clearTimeout(idleTimer);
    for (const name of INPUT_EVENTS) target.removeEventListener(name, onInput, options);
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
  };
}
