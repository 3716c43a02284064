import type { TErrorCode } from '@openwell/contracts';

type ErrorDefault = { statusCode: number; message: string };

/** The generic codes every part of the app uses: each must have a default. */
type CoreErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

const CORE_DEFAULTS: Record<CoreErrorCode, ErrorDefault> = {
  BAD_REQUEST: { statusCode: 400, message: 'The request is not valid.' },
  VALIDATION_FAILED: { statusCode: 400, message: 'The request did not pass validation.' },
  UNAUTHENTICATED: { statusCode: 401, message: 'You need to sign in.' },
  FORBIDDEN: { statusCode: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { statusCode: 404, message: 'Not found.' },
  CONFLICT: { statusCode: 409, message: 'The request conflicts with the current state.' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, message: 'The content type is not supported.' },
  RATE_LIMITED: { statusCode: 429, message: 'Too many requests. Please try again later.' },
  SERVICE_UNAVAILABLE: { statusCode: 503, message: 'The service is temporarily unavailable.' },
  INTERNAL: { statusCode: 500, message: 'An unexpected error occurred.' },
};

/**
 * Feature codes (packages/contracts/src/errors.ts). A code missing here answers 400 with a generic message unless
 * the thrower passes `statusCode`/`message`; add an entry when adding a code. The web translates by code.
 */
const FEATURE_DEFAULTS: Partial<Record<TErrorCode, ErrorDefault>> = {
  INVALID_CREDENTIALS: { statusCode: 401, message: 'Invalid email or password. Please try again.' },
  ACCOUNT_LOCKED: { statusCode: 429, message: 'Too many failed sign-in attempts. Please try again later.' },
  EMAIL_TAKEN: { statusCode: 409, message: 'This email is already registered. Please login instead.' },
  INVALID_COMPANY_CODE: { statusCode: 400, message: 'The company code is not valid.' },
  INVALID_DEPARTMENT: { statusCode: 400, message: 'The department is not valid.' },
  PASSWORD_TOO_SHORT: { statusCode: 400, message: 'The password must be at least 8 characters long.' },
  PASSWORD_TOO_LONG: { statusCode: 400, message: 'The password must be at most 128 characters long.' },
  PASSWORD_TOO_COMMON: { statusCode: 400, message: 'This password is too common. Please choose another one.' },
  UNDERAGE: { statusCode: 400, message: 'You must be at least 18 years old.' },
  CONSENT_REQUIRED: { statusCode: 400, message: 'A required consent is missing.' },
  CONSENT_NOT_REVOCABLE: { statusCode: 400, message: 'This consent cannot be withdrawn.' },
  LEGAL_VERSION_OUTDATED: {
    statusCode: 409,
    message: 'The legal documents have changed; please accept the new version.',
  },
  INVALID_TWO_FACTOR_CODE: { statusCode: 401, message: 'Invalid verification code. Please try again.' },
  TWO_FACTOR_REQUIRED: { statusCode: 401, message: 'An authenticator code is required.' },
  RESET_TOKEN_INVALID: { statusCode: 400, message: 'The reset link is invalid or has expired.' },
  MAIL_DELIVERY_FAILED: { statusCode: 502, message: 'Failed to send reset email. Please try again.' },
  PROFILE_SETUP_INCOMPLETE: { statusCode: 403, message: 'Complete your profile first.' },
  SETUP_TOKEN_INVALID: { statusCode: 400, message: 'The setup link is invalid or has expired.' },
  CSRF_REJECTED: { statusCode: 403, message: 'The request was rejected.' },
};

const FALLBACK_DEFAULT: ErrorDefault = { statusCode: 400, message: 'The request could not be completed.' };

/** Default HTTP status and English message for a code. */
export function errorDefaults(code: TErrorCode): ErrorDefault {
  return (
    (CORE_DEFAULTS as Partial<Record<TErrorCode, ErrorDefault>>)[code] ?? FEATURE_DEFAULTS[code] ?? FALLBACK_DEFAULT
  );
}

export const GENERIC_INTERNAL_MESSAGE = CORE_DEFAULTS.INTERNAL.message;

export type AppErrorDetails = Record<string, unknown>;

export type AppErrorOptions = {
  message?: string;
  statusCode?: number;
  cause?: unknown;
};

/**
 * The one error type services throw. The errors plugin turns it into
 * `{ error: { code, message, details? } }` with the code's HTTP status.
 *
 *   throw new AppError('NOT_FOUND');
 *   throw new AppError('CONFLICT', { field: 'email' }, { message: 'Email already registered.' });
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details: AppErrorDetails | undefined;

  constructor(code: TErrorCode, details?: AppErrorDetails, options: AppErrorOptions = {}) {
    const defaults = errorDefaults(code);
    super(options.message ?? defaults.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.statusCode ?? defaults.statusCode;
    this.details = details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
