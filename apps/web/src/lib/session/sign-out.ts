import { useMutation } from '@tanstack/react-query';
// The zod-free paths module: sign-out is part of every page's bundle.
import { REVOKE_SESSIONS_PATH, SIGN_OUT_PATH } from '@openwell/contracts/paths.ts';
import { API_BASE_URL, setSignedOut } from './session-store.ts';

/**
 * Signs out: `everywhere` first ends all the user's sessions (POST revoke-sessions), then this one
 * (POST sign-out). Any answer of the server ends the session here (the server also clears the
 * cookies; a 401 means it had already ended); a failed connection throws and keeps the state,
 * because the cookie is then still valid. The store's signed-out event sends the app to /auth.
 */
export async function signOutRequest(options: { everywhere?: boolean } = {}): Promise<void> {
  const post = (path: string) =>
    fetch(`${API_BASE_URL}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
  if (options.everywhere) {
    const response = await post(REVOKE_SESSIONS_PATH);
    if (!response.ok && response.status !== 401) throw new Error(`sign out everywhere: HTTP ${response.status}`);
  }
  await post(SIGN_OUT_PATH);
  setSignedOut();
}

/** Sign out of this device, or with `{ everywhere: true }` of every device. */
export function useSignOut() {
  return useMutation({ mutationFn: (options: { everywhere?: boolean } = {}) => signOutRequest(options) });
}
