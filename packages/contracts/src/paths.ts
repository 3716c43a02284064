/**
 * The paths that code loaded on every page (the web's session store, sign-out and session-activity tracking, the
 * landing page included) needs, kept free of zod so those modules do not pull the schemas in. The declarations in
 * auth.ts and session-activity.ts use these same constants, so each path is still written once.
 */
export const AUTH_BASE_PATH = '/api/auth';
export const GET_SESSION_PATH = `${AUTH_BASE_PATH}/get-session` as const;
export const SIGN_OUT_PATH = `${AUTH_BASE_PATH}/sign-out` as const;
export const REVOKE_SESSIONS_PATH = `${AUTH_BASE_PATH}/revoke-sessions` as const;
export const SESSION_ACTIVITY_PATH = '/api/session-activity';

/**
 * Native clients (the mobile app) that need a bearer token send `X-OpenWell-Client: native` with the request that
 * signs them in (sign-in, second factor, sign-up); only then does the answer carry the token, in `set-auth-token`.
 * Browsers never receive a session token: their session is the HttpOnly cookie.
 */
export const NATIVE_CLIENT_HEADER = 'x-openwell-client';
export const NATIVE_CLIENT_VALUE = 'native';
export const AUTH_TOKEN_HEADER = 'set-auth-token';
