import { z } from 'zod';

/**
 * The one error table: every error code with its HTTP status, its default English message and the i18n key the web
 * translates it with. Stable and language-neutral: add new codes here, never rename or reuse one. The table is typed
 * exhaustively, so a code without an entry (or an entry without a code) fails the typecheck.
 *
 * The codes are listed once, in groups: the shared ones, then one group per server feature that introduced them
 * (`COACH_ERROR_CODES`...). Each feature's descriptor names its group (`errors: COACH_ERROR_CODES`, ADR 025), and
 * `apps/server/src/features/registry.test.ts` fails when a group belongs to no feature or to two.
 *
 * Services throw a code (`new AppError('EMAIL_TAKEN')`) and never choose a status; the status comes from here (or,
 * rarely, from an endpoint declaration's `errorStatus`, see endpoint.ts).
 */

/** Codes of every feature and of the plugins (requests, validation, CSRF): owned by no feature. */
export const SHARED_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'CSRF_REJECTED',
] as const;

/** Sign-in, passwords, second factor, password reset, first-admin setup (issues 3 and 8). */
export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_REQUIRED',
  'RESET_TOKEN_INVALID',
  'SETUP_TOKEN_INVALID',
  'SETUP_ALREADY_DONE',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
] as const;

/** Sign-up, profile, consents and legal acceptances (issue 3; the seat limit, issue 8). */
export const ACCOUNTS_ERROR_CODES = [
  'UNDERAGE',
  'INVALID_TIME_ZONE',
  'CONSENT_REQUIRED',
  'CONSENT_NOT_REVOCABLE',
  'LEGAL_VERSION_OUTDATED',
  'SEAT_LIMIT_REACHED',
  'PROFILE_SETUP_INCOMPLETE',
] as const;

/** Company codes and departments (issues 3 and 8). */
export const COMPANIES_ERROR_CODES = [
  'INVALID_COMPANY_CODE',
  'INVALID_DEPARTMENT',
  'COMPANY_SUSPENDED',
  'DEPARTMENT_NAME_TAKEN',
  'DEPARTMENT_NOT_EMPTY',
] as const;

/** Employer invitations (issue 8). */
export const EMPLOYERS_ERROR_CODES = ['INVITATION_INVALID'] as const;

/** Mail delivery. */
export const MAIL_ERROR_CODES = ['MAIL_DELIVERY_FAILED'] as const;

/** The health questionnaire (issue 12). */
export const QUESTIONNAIRE_ERROR_CODES = ['QUESTIONNAIRE_VERSION_OUTDATED'] as const;

/** The AI coach (issue 13). */
export const COACH_ERROR_CODES = ['AI_CONSENT_REQUIRED', 'COACH_TIP_LIMIT_REACHED', 'COACH_CONVERSATION_FULL'] as const;

/** Wearables (issue 9). */
export const WEARABLES_ERROR_CODES = [
  'WEARABLE_PROVIDER_UNAVAILABLE',
  'WEARABLE_ALREADY_CONNECTED',
  'WEARABLE_NOT_CONNECTED',
  'WEARABLE_AUTHORIZATION_INVALID',
  'WEARABLE_CONSENT_DENIED',
  'WEARABLE_PROVIDER_FAILED',
  'WEARABLE_RECONNECT_REQUIRED',
  'DEMO_MODE_DISABLED',
  'MANUAL_ACTIVITY_LIMIT_REACHED',
] as const;

/** Rewards and redemptions (issue 11). */
export const REWARDS_ERROR_CODES = [
  'INSUFFICIENT_POINTS',
  'REWARD_UNAVAILABLE',
  'REWARD_OUT_OF_STOCK',
  'IDEMPOTENCY_KEY_REUSED',
  'POINTS_DEDUCTION_FAILED',
  'REWARD_LIMIT_REACHED',
  'REWARD_HAS_REDEMPTIONS',
  'REDEMPTION_CLOSED',
] as const;

/** Every code: the shared ones and each feature's group. */
export const ERROR_CODES = [
  ...SHARED_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...ACCOUNTS_ERROR_CODES,
  ...COMPANIES_ERROR_CODES,
  ...EMPLOYERS_ERROR_CODES,
  ...MAIL_ERROR_CODES,
  ...QUESTIONNAIRE_ERROR_CODES,
  ...COACH_ERROR_CODES,
  ...WEARABLES_ERROR_CODES,
  ...REWARDS_ERROR_CODES,
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorCodeSchema = z.enum(ERROR_CODES);

export type TErrorEntry = {
  /** The HTTP status this code is answered with. */
  readonly status: number;
  /** Default English message on the wire (the web shows the translation of `i18nKey` instead). */
  readonly message: string;
  /** Translation key, `namespace:key`; several codes may share one text. */
  readonly i18nKey: `errors:${string}`;
};

export const ERROR_TABLE = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid.', i18nKey: 'errors:BAD_REQUEST' },
  VALIDATION_FAILED: {
    status: 400,
    message: 'The request did not pass validation.',
    i18nKey: 'errors:VALIDATION_FAILED',
  },
  UNAUTHENTICATED: { status: 401, message: 'You need to sign in.', i18nKey: 'errors:UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.', i18nKey: 'errors:FORBIDDEN' },
  NOT_FOUND: { status: 404, message: 'Not found.', i18nKey: 'errors:NOT_FOUND' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state.', i18nKey: 'errors:CONFLICT' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.', i18nKey: 'errors:RATE_LIMITED' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.', i18nKey: 'errors:PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'The content type is not supported.',
    i18nKey: 'errors:UNSUPPORTED_MEDIA_TYPE',
  },
  BAD_GATEWAY: {
    status: 502,
    message: 'A service this request depends on failed.',
    i18nKey: 'errors:SERVICE_UNAVAILABLE',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable.',
    i18nKey: 'errors:SERVICE_UNAVAILABLE',
  },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.', i18nKey: 'errors:INTERNAL' },
  INVALID_CREDENTIALS: {
    status: 401,
    message: 'Invalid email or password. Please try again.',
    i18nKey: 'errors:INVALID_CREDENTIALS',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    message:
      'Too many failed sign-in attempts. Try again when the lock ends (details.retryAfterSeconds), or reset the ' +
      'password, which lifts it at once.',
    i18nKey: 'errors:ACCOUNT_LOCKED',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: 'This email is already registered. Please login instead.',
    i18nKey: 'errors:EMAIL_TAKEN',
  },
  INVALID_COMPANY_CODE: {
    status: 400,
    message: 'The company code is not valid.',
    i18nKey: 'errors:INVALID_COMPANY_CODE',
  },
  COMPANY_SUSPENDED: {
    status: 403,
    message: "This company's subscription is suspended: new accounts cannot be created.",
    i18nKey: 'errors:COMPANY_SUSPENDED',
  },
  SEAT_LIMIT_REACHED: {
    status: 409,
    message: 'This company has no free places left.',
    i18nKey: 'errors:SEAT_LIMIT_REACHED',
  },
  DEPARTMENT_NAME_TAKEN: {
    status: 409,
    message: 'This company already has a department with this name.',
    i18nKey: 'errors:DEPARTMENT_NAME_TAKEN',
  },
  DEPARTMENT_NOT_EMPTY: {
    status: 409,
    message: 'This department still has members: merge it into another department instead.',
    i18nKey: 'errors:DEPARTMENT_NOT_EMPTY',
  },
  INVITATION_INVALID: {
    status: 400,
    message: 'This invitation link is invalid, has expired or was already used. Ask your administrator for a new one.',
    i18nKey: 'errors:INVITATION_INVALID',
  },
  TWO_FACTOR_ENROLMENT_REQUIRED: {
    status: 403,
    message: 'Set up two-factor authentication to use the admin area.',
    i18nKey: 'errors:TWO_FACTOR_ENROLMENT_REQUIRED',
  },
  WEARABLE_PROVIDER_UNAVAILABLE: {
    status: 404,
    message: 'This tracker cannot be connected on this server.',
    i18nKey: 'errors:WEARABLE_PROVIDER_UNAVAILABLE',
  },
  WEARABLE_ALREADY_CONNECTED: {
    status: 409,
    message: 'Another tracker is connected. Disconnect it first.',
    i18nKey: 'errors:WEARABLE_ALREADY_CONNECTED',
  },
  WEARABLE_NOT_CONNECTED: {
    status: 409,
    message: 'No tracker is connected.',
    i18nKey: 'errors:WEARABLE_NOT_CONNECTED',
  },
  WEARABLE_AUTHORIZATION_INVALID: {
    status: 400,
    message: 'This connection attempt has expired or was already used. Please start again.',
    i18nKey: 'errors:WEARABLE_AUTHORIZATION_INVALID',
  },
  WEARABLE_CONSENT_DENIED: {
    status: 400,
    message: 'Access was not granted at the provider, so nothing was connected.',
    i18nKey: 'errors:WEARABLE_CONSENT_DENIED',
  },
  WEARABLE_PROVIDER_FAILED: {
    status: 502,
    message: 'The tracker provider could not be reached. Please try again in a few minutes.',
    i18nKey: 'errors:WEARABLE_PROVIDER_FAILED',
  },
  WEARABLE_RECONNECT_REQUIRED: {
    status: 409,
    message: 'The access to your tracker has ended. Reconnect it to sync again.',
    i18nKey: 'errors:WEARABLE_RECONNECT_REQUIRED',
  },
  DEMO_MODE_DISABLED: {
    status: 404,
    message: 'Demo data is not available on this server.',
    i18nKey: 'errors:DEMO_MODE_DISABLED',
  },
  MANUAL_ACTIVITY_LIMIT_REACHED: {
    status: 409,
    message: 'You have logged the most manual activity for today (180 minutes). Try again tomorrow.',
    i18nKey: 'errors:MANUAL_ACTIVITY_LIMIT_REACHED',
  },
  INSUFFICIENT_POINTS: {
    status: 409,
    message: 'You need more points to redeem this reward.',
    i18nKey: 'errors:INSUFFICIENT_POINTS',
  },
  REWARD_UNAVAILABLE: {
    status: 409,
    message: 'This reward is not available at the moment.',
    i18nKey: 'errors:REWARD_UNAVAILABLE',
  },
  REWARD_OUT_OF_STOCK: { status: 409, message: 'This reward is out of stock.', i18nKey: 'errors:REWARD_OUT_OF_STOCK' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This Idempotency-Key was used for a different request.',
    i18nKey: 'errors:IDEMPOTENCY_KEY_REUSED',
  },
  POINTS_DEDUCTION_FAILED: {
    status: 500,
    message: 'Points deduction failed. Please contact support.',
    i18nKey: 'errors:POINTS_DEDUCTION_FAILED',
  },
  REWARD_LIMIT_REACHED: {
    status: 409,
    message: 'The catalogue is full (200 rewards). Delete or reuse a reward first.',
    i18nKey: 'errors:REWARD_LIMIT_REACHED',
  },
  REWARD_HAS_REDEMPTIONS: {
    status: 409,
    message: 'This reward has been redeemed, so it cannot be deleted. Deactivate it instead.',
    i18nKey: 'errors:REWARD_HAS_REDEMPTIONS',
  },
  REDEMPTION_CLOSED: {
    status: 409,
    message: 'This code was already fulfilled, cancelled or has expired.',
    i18nKey: 'errors:REDEMPTION_CLOSED',
  },
  INVALID_DEPARTMENT: { status: 400, message: 'The department is not valid.', i18nKey: 'errors:INVALID_DEPARTMENT' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    message: 'The password must be at least 8 characters long.',
    i18nKey: 'errors:PASSWORD_TOO_SHORT',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    message: 'The password must be at most 128 characters long.',
    i18nKey: 'errors:PASSWORD_TOO_LONG',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: 'This password is too common. Please choose another one.',
    i18nKey: 'errors:PASSWORD_TOO_COMMON',
  },
  UNDERAGE: { status: 400, message: 'You must be at least 18 years old.', i18nKey: 'errors:UNDERAGE' },
  INVALID_TIME_ZONE: {
    status: 400,
    message: 'This time zone is not known. Choose one from the list.',
    i18nKey: 'errors:INVALID_TIME_ZONE',
  },
  CONSENT_REQUIRED: { status: 400, message: 'A required consent is missing.', i18nKey: 'errors:CONSENT_REQUIRED' },
  CONSENT_NOT_REVOCABLE: {
    status: 400,
    message: 'This consent cannot be withdrawn.',
    i18nKey: 'errors:CONSENT_NOT_REVOCABLE',
  },
  LEGAL_VERSION_OUTDATED: {
    status: 409,
    message: 'The legal documents have changed; please accept the new version.',
    i18nKey: 'errors:LEGAL_VERSION_OUTDATED',
  },
  INVALID_TWO_FACTOR_CODE: {
    status: 401,
    message: 'Invalid verification code. Please try again.',
    i18nKey: 'errors:INVALID_TWO_FACTOR_CODE',
  },
  TWO_FACTOR_REQUIRED: {
    status: 401,
    message: 'An authenticator code is required.',
    i18nKey: 'errors:TWO_FACTOR_REQUIRED',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'The reset link is invalid or has expired.',
    i18nKey: 'errors:RESET_TOKEN_INVALID',
  },
  MAIL_DELIVERY_FAILED: {
    status: 502,
    message: 'Failed to send reset email. Please try again.',
    i18nKey: 'errors:MAIL_DELIVERY_FAILED',
  },
  PROFILE_SETUP_INCOMPLETE: {
    status: 403,
    message: 'Complete your profile first.',
    i18nKey: 'errors:PROFILE_SETUP_INCOMPLETE',
  },
  SETUP_TOKEN_INVALID: {
    status: 400,
    message: 'The setup link is invalid or has expired.',
    i18nKey: 'errors:SETUP_TOKEN_INVALID',
  },
  SETUP_ALREADY_DONE: {
    status: 409,
    message: 'An administrator already exists; the setup link can no longer be used.',
    i18nKey: 'errors:SETUP_TOKEN_INVALID',
  },
  CSRF_REJECTED: {
    status: 403,
    message:
      "This site's address does not match the address the server is configured for. An administrator needs to set " +
      'PUBLIC_URL to the address shown in the browser, or add it to ALLOWED_ORIGINS.',
    i18nKey: 'errors:CSRF_REJECTED',
  },
  QUESTIONNAIRE_VERSION_OUTDATED: {
    status: 409,
    message: 'The questionnaire has changed since this page was loaded. Reload the page; your answers are kept.',
    i18nKey: 'errors:QUESTIONNAIRE_VERSION_OUTDATED',
  },
  AI_CONSENT_REQUIRED: {
    status: 403,
    message: 'AI tips and the coach need your consent. You can turn on "AI tips" in your profile.',
    i18nKey: 'errors:AI_CONSENT_REQUIRED',
  },
  COACH_TIP_LIMIT_REACHED: {
    status: 429,
    message: 'That was the last tip for today. Come back tomorrow for a new one.',
    i18nKey: 'errors:COACH_TIP_LIMIT_REACHED',
  },
  COACH_CONVERSATION_FULL: {
    status: 409,
    message: 'This conversation is full. Start a new conversation to go on.',
    i18nKey: 'errors:COACH_CONVERSATION_FULL',
  },
} as const satisfies { readonly [C in TErrorCode]: TErrorEntry };

/** Status, default message and i18n key of a code. */
export function errorEntry(code: TErrorCode): TErrorEntry {
  return ERROR_TABLE[code];
}

export function isErrorCode(value: string): value is TErrorCode {
  return Object.hasOwn(ERROR_TABLE, value);
}

/**
 * The generic code for a status, for answers that carry none of our codes (a framework error, a proxy's HTML page,
 * an upstream library). Server and web use this one mapping.
 */
export function codeForStatus(status: number): TErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'BAD_GATEWAY';
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** The one error shape on the wire: `{ error: { code, message, details? } }`. */
export const ZErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
