import type { TErrorCode } from '@openwell/contracts';

/** HTTP status and default English message per error code. The web translates by code, not by message. */
export const ERROR_DEFAULTS: Record<TErrorCode, { statusCode: number; message: string }> = {
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
    const defaults = ERROR_DEFAULTS[code];
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
