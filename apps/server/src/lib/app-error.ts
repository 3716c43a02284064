import { ERROR_TABLE, type TErrorCode } from '@openwell/contracts';

/** Default HTTP status and English message of a code, from the one error table in packages/contracts. */
export function errorDefaults(code: TErrorCode): { statusCode: number; message: string } {
  const entry = ERROR_TABLE[code];
  return { statusCode: entry.status, message: entry.message };
}

export const GENERIC_INTERNAL_MESSAGE = ERROR_TABLE.INTERNAL.message;

export type AppErrorDetails = Record<string, unknown>;

export type AppErrorOptions = {
  /** A more precise English message than the table's default (the web translates by code anyway). */
  message?: string;
  cause?: unknown;
};

/**
 * The one error type services throw. They name a code and never choose a status: the errors plugin answers
 * `{ error: { code, message, details? } }` with the code's status from the error table (or the endpoint's
 * `errorStatus` for that code, see packages/contracts/src/endpoint.ts).
 *
 *   throw new AppError('NOT_FOUND');
 *   throw new AppError('INSUFFICIENT_POINTS', { missing: 120 });
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: AppErrorDetails | undefined;

  constructor(code: TErrorCode, details?: AppErrorDetails, options: AppErrorOptions = {}) {
    super(
      options.message ?? ERROR_TABLE[code].message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  /** The code's status from the error table. */
  get statusCode(): number {
    return ERROR_TABLE[this.code].status;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
