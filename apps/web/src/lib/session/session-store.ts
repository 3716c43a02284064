import type { TRole } from '@openwell/contracts';
import { GET_SESSION_PATH } from '@openwell/contracts/paths.ts';
import type { TLanguage } from '@openwell/i18n';

/**
 * The web app's auth state: a tiny store read by `useSession()` and by the root
 * redirects. It is part of the landing page's first download, so it stays small: plain `fetch`, no
 * zod, no TanStack Query, only type imports. Everything else about auth loads with the routes.
 *
 * - `status` starts 'loading' and leaves it at the first answer of getSession (which
 *   answers 200 with `null` when nobody is signed in, so a signed-out visit logs no error) or at the
 *   first auth event, whichever comes first.
 * - Auth events (`subscribeAuthEvents`): initial-session, signed-in, signed-out, token-refreshed,
 *   user-updated, password-recovery. The root redirects turn signed-in/signed-out into navigation.
 *
 * lib/session/ is the current user and session state every feature may use: this store,
 * use-session.ts, get-me.ts (getMe with TanStack Query) and sign-out.ts. It has no index on
 * purpose: the app shell imports this file and use-session.ts only, and get-me.ts would bring zod.
 */

/** The getSession declaration's path, from the zod-free paths module (the contracts barrel would bring zod along). */
export const SESSION_PATH = GET_SESSION_PATH;

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** What the web app knows about the signed-in user without asking getMe. */
export interface TSessionSummary {
  id: string;
  email: string;
  role: TRole;
  language: TLanguage;
  twoFactorEnabled: boolean;
}

export type TSessionStatus = 'loading' | 'signed-in' | 'signed-out';
export interface TSessionState {
  status: TSessionStatus;
  user: TSessionSummary | null;
}

export type TAuthEvent =
  | { type: 'initial-session'; user: TSessionSummary | null }
  /** `redirectTo`: where to go now (sign-up -> onboarding); otherwise the remembered page or /dashboard. */
  | { type: 'signed-in'; user: TSessionSummary; redirectTo?: string | undefined }
  | { type: 'signed-out' }
  | { type: 'token-refreshed'; user: TSessionSummary }
  | { type: 'user-updated'; user: TSessionSummary }
  | { type: 'password-recovery' };

type TListener = () => void;
type TEventListener = (event: TAuthEvent) => void;

let state: TSessionState = { status: 'loading', user: null };
const listeners = new Set<TListener>();
const eventListeners = new Set<TEventListener>();
let firstRead: Promise<TSessionState> | null = null;
let everSignedIn = false;

function setState(status: TSessionStatus, user: TSessionSummary | null): void {
  if (status === state.status && user === state.user) return;
  state = { status, user };
  if (user) everSignedIn = true;
  for (const listener of listeners) listener();
}

function emit(event: TAuthEvent): void {
  for (const listener of eventListeners) listener(event);
}

export function getSessionState(): TSessionState {
  return state;
}

/** True once a user was signed in during this page's life (a later signed-out state is a sign-out). */
export function hadSession(): boolean {
  return everSignedIn;
}

/** For useSyncExternalStore. */
export function subscribeSession(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function subscribeAuthEvents(listener: TEventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** The user of a get-session answer (`{ session, user }` or null); null for anything else. */
export function parseSessionUser(body: unknown): TSessionSummary | null {
  const user = (body as { user?: Partial<Record<keyof TSessionSummary, unknown>> } | null)?.user;
  if (typeof user?.id !== 'string' || typeof user.email !== 'string') return null;
  return {
    id: user.id,
    email: user.email,
    role: (user.role ?? 'employee') as TRole,
    language: (user.language ?? 'en') as TLanguage,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

/** Reads the session from the server (never from the short cookie cache: a revoked session ends at once). */
async function fetchSessionUser(): Promise<TSessionSummary | null> {
  try {
    const response = await fetch(`${API_BASE_URL}${SESSION_PATH}?disableCookieCache=true`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? parseSessionUser(await response.json()) : null;
  } catch {
    // Offline or no server: treated as signed out; the pages say what they can.
    return null;
  }
}

/**
 * Asks the server who is signed in and updates the store, with the matching event:
 * initial-session (first answer), signed-in / signed-out (changed), user-updated (same user, new
 * details) or token-refreshed (same user, unchanged: Better Auth extends the session on read).
 */
export async function refreshSession(): Promise<TSessionState> {
  const user = await fetchSessionUser();
  const current = state.user;
  if (state.status === 'loading') {
    setState(user ? 'signed-in' : 'signed-out', user);
    emit({ type: 'initial-session', user });
  } else if (!user) {
    setSignedOut();
  } else if (current?.id !== user.id) {
    setState('signed-in', user);
    emit({ type: 'signed-in', user });
  } else if (JSON.stringify(current) === JSON.stringify(user)) {
    emit({ type: 'token-refreshed', user: current });
  } else {
    setState('signed-in', user);
    emit({ type: 'user-updated', user });
  }
  return state;
}

/** Starts the first session read once (later calls share it). */
export function ensureSessionLoaded(): Promise<TSessionState> {
  firstRead ??= state.status === 'loading' ? refreshSession() : Promise.resolve(state);
  return firstRead;
}

/**
 * After a successful sign-in or sign-up: reads the new session and announces it. The root redirect
 * then goes to `redirectTo`, else to the page a guard remembered, else /dashboard.
 */
export async function completeSignIn(options: { redirectTo?: string } = {}): Promise<TSessionSummary | null> {
  const user = await fetchSessionUser();
  if (!user) {
    setState('signed-out', null);
    return null;
  }
  setState('signed-in', user);
  emit({ type: 'signed-in', user, redirectTo: options.redirectTo });
  return user;
}

/** The session ended (sign-out, or the server answered 401): store -> signed-out, event -> /auth. */
export function setSignedOut(): void {
  const wasSignedIn = state.status === 'signed-in';
  setState('signed-out', null);
  if (wasSignedIn) emit({ type: 'signed-out' });
}

/**
 * An admin-area call was answered TWO_FACTOR_ENROLMENT_REQUIRED: the session is read again, so the admin area's
 * guard sees the account without a second factor and sends it to the enrolment. (Navigating from here instead
 * would loop should the session still say the factor is there: the enrolment page sends such accounts back.)
 */
export function notifySecondFactorRequired(): Promise<TSessionState> {
  return refreshSession();
}

/** A password-reset link was opened. */
export function notifyPasswordRecovery(): void {
  emit({ type: 'password-recovery' });
}

/** Tests only: back to the initial state. */
export function resetSessionStoreForTests(): void {
  state = { status: 'loading', user: null };
  firstRead = null;
  everSignedIn = false;
  listeners.clear();
  eventListeners.clear();
}
