import { z } from 'zod';
import { AUTH_BASE_PATH, GET_SESSION_PATH, REVOKE_SESSIONS_PATH, SIGN_OUT_PATH } from './paths.ts';
import { ANONYMOUS, defineEndpoint, SIGNED_IN } from './endpoint.ts';

/**
 * Sign-in, second factor, password reset and sessions: Better Auth's endpoints, mounted at /api/auth and declared
 * here like ours (`betterAuth: true`: the server forwards them to Better Auth, which validates the input; every error
 * on the wire still has our shape and codes). Sign-up is ours (accounts.ts), because it must create user, profile
 * and consents in one transaction.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Password reset links are valid for 15 minutes and work once. */
export const PASSWORD_RESET_TTL_SECONDS = 15 * 60;
/** At most this many failed logins per account within the window; the next one is refused. */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

export const ZEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ZSignInRequestSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
const ZAuthUserSchema = z.looseObject({ id: z.string(), email: z.string() });
export const ZSignInResponseSchema = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({
    redirect: z.boolean().optional(),
    token: z.string().optional(),
    user: z.looseObject({ id: z.string() }),
  }),
]);
export type TSignInResponse = z.infer<typeof ZSignInResponseSchema>;
export const ZTwoFactorCodeRequestSchema = z.object({
  code: z.string().trim().min(1).max(32),
  trustDevice: z.boolean().optional(),
});
/** A completed second factor (sign-in) or a confirmed enrolment. */
export const ZTwoFactorVerifiedSchema = z.looseObject({
  token: z.string().optional(),
  user: z.looseObject({ id: z.string() }),
});
export const ZPasswordRequestSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const ZEnableTwoFactorResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export const ZGenericOkSchema = z.looseObject({ status: z.boolean() });
export const ZSuccessSchema = z.looseObject({ success: z.boolean() });
export const ZRequestPasswordResetSchema = z.object({ email: ZEmailSchema, redirectTo: z.string().optional() });
/** The answer to every password-reset request: the forgot-password page's sentence (`auth:forgot.sent`), translated. */
export const ZPasswordResetRequestedSchema = z.object({ status: z.literal(true), message: z.string() });
export const ZResetPasswordRequestSchema = z.object({ newPassword: ZPasswordSchema, token: z.string().min(1) });
export const ZChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: ZPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
const ZSessionSchema = z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() });
/** GET get-session: the session and its user, or null when signed out. */
export const ZSessionResponseSchema = z.union([
  z.looseObject({ session: ZSessionSchema, user: ZAuthUserSchema }),
  z.null(),
]);

const auth = <const P extends string>(path: P) => `${AUTH_BASE_PATH}${path}` as const;
const tags = ['auth'] as const;

export const getSession = defineEndpoint({
  operationId: 'getSession',
  method: 'GET',
  path: GET_SESSION_PATH,
  tags,
  summary: 'The current session and its user, or null',
  description: 'Always read from the database, so a revoked session ends at once.',
  access: ANONYMOUS,
  responses: { 200: ZSessionResponseSchema },
  errors: [],
  betterAuth: true,
});

export const listSessions = defineEndpoint({
  operationId: 'listSessions',
  method: 'GET',
  path: auth('/list-sessions'),
  tags,
  summary: "The signed-in user's active sessions",
  access: SIGNED_IN,
  responses: { 200: z.array(ZSessionSchema) },
  errors: [],
  betterAuth: true,
});

export const getJwks = defineEndpoint({
  operationId: 'getJwks',
  method: 'GET',
  path: auth('/jwks'),
  tags,
  summary: 'Public keys that verify the JSON Web Tokens issued by /api/auth/token',
  access: ANONYMOUS,
  responses: { 200: z.looseObject({ keys: z.array(z.looseObject({})) }) },
  errors: [],
  betterAuth: true,
});

export const getToken = defineEndpoint({
  operationId: 'getToken',
  method: 'GET',
  path: auth('/token'),
  tags,
  summary: 'A short-lived JSON Web Token for the current session (for other services)',
  access: SIGNED_IN,
  responses: { 200: z.object({ token: z.string() }) },
  errors: [],
  betterAuth: true,
});

export const signIn = defineEndpoint({
  operationId: 'signIn',
  method: 'POST',
  path: auth('/sign-in/email'),
  tags,
  summary: 'Sign in with email and password',
  description:
    'Answers `{ twoFactorRedirect: true }` when the account has two-factor authentication: the sign-in then ' +
    'completes with verifyTotp or verifyBackupCode. Ten failures per account within 15 minutes lock it for the rest ' +
    'of the window, except for browsers that signed in to it before (device cookie; they have their own count). ' +
    'The session is the HttpOnly cookie; a native client that sends `X-OpenWell-Client: native` also gets its bearer ' +
    'token in the `set-auth-token` header. No answer body carries a session token.',
  access: ANONYMOUS,
  body: ZSignInRequestSchema,
  responses: { 200: ZSignInResponseSchema },
  errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED'],
  rateLimited: true,
  betterAuth: true,
  startsSession: true,
});

export const signOut = defineEndpoint({
  operationId: 'signOut',
  method: 'POST',
  path: SIGN_OUT_PATH,
  tags,
  summary: 'Sign out of this device',
  access: ANONYMOUS,
  responses: { 200: ZSuccessSchema },
  errors: [],
  betterAuth: true,
});

export const revokeSessions = defineEndpoint({
  operationId: 'revokeSessions',
  method: 'POST',
  path: REVOKE_SESSIONS_PATH,
  tags,
  summary: 'Sign out everywhere: end every session of the signed-in user',
  access: SIGNED_IN,
  responses: { 200: ZGenericOkSchema },
  errors: [],
  betterAuth: true,
});

export const revokeSession = defineEndpoint({
  operationId: 'revokeSession',
  method: 'POST',
  path: auth('/revoke-session'),
  tags,
  summary: 'End one session of the signed-in user',
  description:
    "Takes the session token, which only native clients know (their own). A token that is not one of the caller's " +
    'sessions answers 404 NOT_FOUND and ends nothing.',
  access: SIGNED_IN,
  body: z.object({ token: z.string().min(1) }),
  responses: { 200: ZGenericOkSchema },
  errors: ['NOT_FOUND'],
  betterAuth: true,
});

export const revokeOtherSessions = defineEndpoint({
  operationId: 'revokeOtherSessions',
  method: 'POST',
  path: auth('/revoke-other-sessions'),
  tags,
  summary: 'End every session of the signed-in user except this one',
  access: SIGNED_IN,
  responses: { 200: ZGenericOkSchema },
  errors: [],
  betterAuth: true,
});

export const requestPasswordReset = defineEndpoint({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: auth('/request-password-reset'),
  tags,
  summary: 'Send a password reset link (same answer for any email)',
  description:
    'The link is valid for 15 minutes and works once. The answer is the same, in the same time, whether or not an ' +
    'account exists: the mail is written and sent after the answer, so a failed delivery is not reported here (it is ' +
    'logged and its outbox row is marked failed). Its `message` is the sentence the forgot-password page shows ("If ' +
    'an account exists with this email, a password reset link will be sent."), in the language of the request (the ' +
    '`i18nextLng` cookie, else Accept-Language, else English).',
  access: ANONYMOUS,
  body: ZRequestPasswordResetSchema,
  responses: { 200: ZPasswordResetRequestedSchema },
  errors: [],
  rateLimited: true,
  betterAuth: true,
});

export const resetPassword = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: auth('/reset-password'),
  tags,
  summary: 'Set a new password with a reset token; ends every session',
  access: ANONYMOUS,
  body: ZResetPasswordRequestSchema,
  responses: { 200: ZGenericOkSchema },
  errors: ['RESET_TOKEN_INVALID', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'],
  rateLimited: true,
  betterAuth: true,
});

export const changePassword = defineEndpoint({
  operationId: 'changePassword',
  method: 'POST',
  path: auth('/change-password'),
  tags,
  summary: 'Change the password of the signed-in user',
  access: SIGNED_IN,
  body: ZChangePasswordRequestSchema,
  responses: { 200: z.looseObject({ token: z.string().nullable().optional() }) },
  errors: ['INVALID_CREDENTIALS', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'],
  rateLimited: true,
  betterAuth: true,
});

export const enableTwoFactor = defineEndpoint({
  operationId: 'enableTwoFactor',
  method: 'POST',
  path: auth('/two-factor/enable'),
  tags,
  summary: 'Start two-factor enrolment: returns the otpauth URI and backup codes',
  description: 'Enrolment completes when verifyTotp accepts a code from the authenticator.',
  access: SIGNED_IN,
  body: ZPasswordRequestSchema,
  responses: { 200: ZEnableTwoFactorResponseSchema },
  errors: ['INVALID_CREDENTIALS', 'CONFLICT'],
  rateLimited: true,
  betterAuth: true,
});

export const disableTwoFactor = defineEndpoint({
  operationId: 'disableTwoFactor',
  method: 'POST',
  path: auth('/two-factor/disable'),
  tags,
  summary: 'Turn two-factor authentication off',
  access: SIGNED_IN,
  body: ZPasswordRequestSchema,
  responses: { 200: ZGenericOkSchema },
  errors: ['INVALID_CREDENTIALS'],
  rateLimited: true,
  betterAuth: true,
});

export const verifyTotp = defineEndpoint({
  operationId: 'verifyTotp',
  method: 'POST',
  path: auth('/two-factor/verify-totp'),
  tags,
  summary: 'Verify an authenticator code: completes a sign-in, or confirms enrolment when signed in',
  description: 'Each code works once.',
  access: ANONYMOUS,
  body: ZTwoFactorCodeRequestSchema,
  responses: { 200: ZTwoFactorVerifiedSchema },
  errors: ['INVALID_TWO_FACTOR_CODE', 'UNAUTHENTICATED'],
  rateLimited: true,
  betterAuth: true,
});

export const verifyBackupCode = defineEndpoint({
  operationId: 'verifyBackupCode',
  method: 'POST',
  path: auth('/two-factor/verify-backup-code'),
  tags,
  summary: 'Complete a sign-in with a backup code (each works once)',
  access: ANONYMOUS,
  body: ZTwoFactorCodeRequestSchema,
  responses: { 200: ZTwoFactorVerifiedSchema },
  errors: ['INVALID_TWO_FACTOR_CODE', 'UNAUTHENTICATED'],
  rateLimited: true,
  betterAuth: true,
});

export const getTotpUri = defineEndpoint({
  operationId: 'getTotpUri',
  method: 'POST',
  path: auth('/two-factor/get-totp-uri'),
  tags,
  summary: 'The otpauth URI of the enrolled authenticator (password required)',
  access: SIGNED_IN,
  body: ZPasswordRequestSchema,
  responses: { 200: z.object({ totpURI: z.string() }) },
  errors: ['INVALID_CREDENTIALS'],
  rateLimited: true,
  betterAuth: true,
});

export const generateBackupCodes = defineEndpoint({
  operationId: 'generateBackupCodes',
  method: 'POST',
  path: auth('/two-factor/generate-backup-codes'),
  tags,
  summary: 'Replace the backup codes (password required)',
  access: SIGNED_IN,
  body: ZPasswordRequestSchema,
  responses: { 200: z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) }) },
  errors: ['INVALID_CREDENTIALS'],
  rateLimited: true,
  betterAuth: true,
});

export const AUTH_ENDPOINTS = [
  getSession,
  listSessions,
  getJwks,
  getToken,
  signIn,
  signOut,
  revokeSessions,
  revokeSession,
  revokeOtherSessions,
  requestPasswordReset,
  resetPassword,
  changePassword,
  enableTwoFactor,
  disableTwoFactor,
  verifyTotp,
  verifyBackupCode,
  getTotpUri,
  generateBackupCodes,
] as const;
