import type { TFunction } from 'i18next';
import { ERROR_TABLE, isErrorCode } from '@openwell/contracts';
import { isApiError, type TClientErrorCode } from './api-client.ts';

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

/** The translated message for anything thrown: ApiError by code, everything else generic. */
export function errorMessage(t: TFunction, error: unknown): string {
  return isApiError(error) ? errorCodeMessage(t, error.code) : t('errors:generic');
}
