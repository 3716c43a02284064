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
