/**
 * The page a guard sent a signed-out visitor away from, kept in sessionStorage (it survives the
 * switch between the Login and Sign Up tabs and a reload of /auth), read once after sign-in.
 * Part of the landing bundle: keep it tiny.
 */
const RETURN_TO_KEY = 'openwell.returnTo';

/** Only same-app paths: never an absolute URL or a protocol-relative one (open redirect). */
export function isSafeReturnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberReturnTo(path: string): void {
  try {
    if (isSafeReturnPath(path)) sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage unavailable (private mode): the user lands on the dashboard instead.
  }
}

/** The remembered page, removed as it is read. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // nothing to clear
  }
}
