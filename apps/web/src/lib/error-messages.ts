import type { TFunction } from 'i18next';
import { ERROR_TABLE, isErrorCode } from '@openwell/contracts';
import { isApiError, type TClientErrorCode } from './api-client.ts';
import { formatTime } from './date-format.ts';
import { currentLanguage } from './i18n.ts';

/**
 * Error code -> translated message (codes are language-neutral, the web translates). Server codes
 * take their i18n key from the one error table in @openwell/contracts (a test checks every key exists in every
 * language); the client's own codes are written out here.
 */
const CLIENT_MESSAGES: Record<TClientErrorCode, (t: TFunction) => string> = {
  NETWORK_ERROR: (t) => t('errors:NETWORK_ERROR'),
  INVALID_RESPONSE: (t) => t('errors:INVALID_RESPONSE'),
};

/** The translated message for an error code; the generic message for unknown codes. */
export function errorCodeMessage(t: TFunction, code: string): string {
  if (isErrorCode(code)) return t(ERROR_TABLE[code].i18nKey);
  if (Object.hasOwn(CLIENT_MESSAGES, code)) return CLIENT_MESSAGES[code as TClientErrorCode](t);
  return t('errors:generic');
}

/**
 * The i18n key of the message for anything thrown (`errors:EMAIL_TAKEN`, else `errors:generic`),
 * for messages translated where they are shown (a form field's error, FormMessage).
 */
export function errorMessageKey(error: unknown): `errors:${string}` {
  if (!isApiError(error)) return 'errors:generic';
  if (isErrorCode(error.code)) return ERROR_TABLE[error.code].i18nKey;
  return Object.hasOwn(CLIENT_MESSAGES, error.code) ? `errors:${error.code}` : 'errors:generic';
}

/**
 * The translated message for anything thrown: ApiError by code, everything else generic. A locked account is told
 * when the lock ends (the server's `retryAfterSeconds`, as a time of day rounded up to the minute: trying at the time
 * shown works), and that resetting the password lifts it.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:generic');
  const retryAfterSeconds = error.details?.retryAfterSeconds;
  if (error.code === 'ACCOUNT_LOCKED' && typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0) {
    const endsAt = Math.ceil((Date.now() + retryAfterSeconds * 1000) / 60_000) * 60_000;
    return t('errors:ACCOUNT_LOCKED_UNTIL', { time: formatTime(new Date(endsAt).toISOString(), currentLanguage()) });
  }
  return errorCodeMessage(t, error.code);
}
