import { codeForStatus, ERROR_CODES, type TErrorCode } from '@openwell/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Better Auth's error answers in our shape `{ error: { code, message, details? } }` with our codes (the status comes
 * from the code). Its messages are never passed on (they name internals); our default English message is used.
 */
export type NormalizedAuthError = { code: TErrorCode; details?: Record<string, unknown> };

const OUR_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const CREDENTIAL_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
  'BANNED_USER',
]);
const SIGN_IN_CREDENTIAL_CODES = new Set([...CREDENTIAL_CODES, 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_SHORT']);
const TWO_FACTOR_CODE_CODES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'OTP_HAS_EXPIRED']);
const VALIDATION_CODES = new Set(['VALIDATION_ERROR', 'BODY_MUST_BE_AN_OBJECT', 'MISSING_FIELD', 'FIELD_NOT_ALLOWED']);
const ORIGIN_CODES = new Set([
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
]);

/** Where Better Auth's errors carry the seconds until a request may be tried again (its rate limiter, our lockout). */
export const RETRY_AFTER_HEADER = 'x-retry-after';

/** The seconds in the X-Retry-After header of a Better Auth answer or error, if any. */
export function retryAfterOf(headers: ConstructorParameters<typeof Headers>[0] | null): number | undefined {
  const seconds = Number(new Headers(headers ?? undefined).get(RETRY_AFTER_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function asCode(code: TErrorCode, extra?: Record<string, unknown>): NormalizedAuthError {
  return extra === undefined ? { code } : { code, details: extra };
}

/** `path` is Better Auth's path (without /api/auth), e.g. '/sign-in/email'. */
export function normalizeAuthError(
  path: string,
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
): NormalizedAuthError {
  const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  const retry = retryAfterSeconds !== undefined ? { retryAfterSeconds } : undefined;
  if (OUR_CODES.has(code) && !(path === '/sign-in/email' && SIGN_IN_CREDENTIAL_CODES.has(code))) {
    const ours = code as TErrorCode;
    return ours === 'RATE_LIMITED' || ours === 'ACCOUNT_LOCKED' ? asCode(ours, retry) : asCode(ours);
  }
  if (status === 429) {
    return code === 'ACCOUNT_TEMPORARILY_LOCKED' ? asCode('ACCOUNT_LOCKED', retry) : asCode('RATE_LIMITED', retry);
  }
  if (path === '/sign-in/email' && SIGN_IN_CREDENTIAL_CODES.has(code)) return asCode('INVALID_CREDENTIALS');
  if (CREDENTIAL_CODES.has(code)) return asCode('INVALID_CREDENTIALS');
  if (TWO_FACTOR_CODE_CODES.has(code)) return asCode('INVALID_TWO_FACTOR_CODE');
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return asCode('RATE_LIMITED');
  if (code === 'INVALID_TWO_FACTOR_COOKIE') return asCode('UNAUTHENTICATED');
  if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED') {
    return path === '/reset-password' ? asCode('RESET_TOKEN_INVALID') : asCode('UNAUTHENTICATED');
  }
  if (VALIDATION_CODES.has(code)) return asCode('VALIDATION_FAILED');
  if (ORIGIN_CODES.has(code)) return asCode('CSRF_REJECTED');
  if (code === 'TOTP_ALREADY_ENABLED') return asCode('CONFLICT');
  // Better Auth's own failures stay internal; other statuses get the generic code of the one mapping.
  return asCode(status >= 500 ? 'INTERNAL' : codeForStatus(status));
}

export function toAppError(normalized: NormalizedAuthError): AppError {
  return new AppError(normalized.code, normalized.details);
}
