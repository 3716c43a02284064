/**
 * Better Auth is mounted here. Kept free of zod so the web's session store (loaded on every page, the landing page
 * included) can name the session endpoint without pulling the schemas in; the declarations live in auth.ts.
 */
export const AUTH_BASE_PATH = '/api/auth';
export const GET_SESSION_PATH = `${AUTH_BASE_PATH}/get-session`;
export const SIGN_OUT_PATH = `${AUTH_BASE_PATH}/sign-out`;
export const REVOKE_SESSIONS_PATH = `${AUTH_BASE_PATH}/revoke-sessions`;
