import type { TFunction } from 'i18next';
import { isApiError, type TApiErrorCode } from './api-client.ts';

/**
 * Error code -> translated message (spec section 8: codes are language-neutral, the web translates).
 * Written out key by key, so the keys are plain literals the used-keys test can check and the
 * compiler proves every code has a message.
 */
const MESSAGES: Record<TApiErrorCode, (t: TFunction) => string> = {
  BAD_REQUEST: (t) => t('errors:BAD_REQUEST'),
  VALIDATION_FAILED: (t) => t('errors:VALIDATION_FAILED'),
  UNAUTHENTICATED: (t) => t('errors:UNAUTHENTICATED'),
  FORBIDDEN: (t) => t('errors:FORBIDDEN'),
  NOT_FOUND: (t) => t('errors:NOT_FOUND'),
  CONFLICT: (t) => t('errors:CONFLICT'),
  RATE_LIMITED: (t) => t('errors:RATE_LIMITED'),
  PAYLOAD_TOO_LARGE: (t) => t('errors:PAYLOAD_TOO_LARGE'),
  UNSUPPORTED_MEDIA_TYPE: (t) => t('errors:UNSUPPORTED_MEDIA_TYPE'),
  SERVICE_UNAVAILABLE: (t) => t('errors:SERVICE_UNAVAILABLE'),
  INTERNAL: (t) => t('errors:INTERNAL'),
  INVALID_CREDENTIALS: (t) => t('errors:INVALID_CREDENTIALS'),
  ACCOUNT_LOCKED: (t) => t('errors:ACCOUNT_LOCKED'),
  EMAIL_TAKEN: (t) => t('errors:EMAIL_TAKEN'),
  INVALID_COMPANY_CODE: (t) => t('errors:INVALID_COMPANY_CODE'),
  INVALID_DEPARTMENT: (t) => t('errors:INVALID_DEPARTMENT'),
  PASSWORD_TOO_SHORT: (t) => t('errors:PASSWORD_TOO_SHORT'),
  PASSWORD_TOO_LONG: (t) => t('errors:PASSWORD_TOO_LONG'),
  PASSWORD_TOO_COMMON: (t) => t('errors:PASSWORD_TOO_COMMON'),
  UNDERAGE: (t) => t('errors:UNDERAGE'),
  CONSENT_REQUIRED: (t) => t('errors:CONSENT_REQUIRED'),
  CONSENT_NOT_REVOCABLE: (t) => t('errors:CONSENT_NOT_REVOCABLE'),
  LEGAL_VERSION_OUTDATED: (t) => t('errors:LEGAL_VERSION_OUTDATED'),
  INVALID_TWO_FACTOR_CODE: (t) => t('errors:INVALID_TWO_FACTOR_CODE'),
  TWO_FACTOR_REQUIRED: (t) => t('errors:TWO_FACTOR_REQUIRED'),
  RESET_TOKEN_INVALID: (t) => t('errors:RESET_TOKEN_INVALID'),
  MAIL_DELIVERY_FAILED: (t) => t('errors:MAIL_DELIVERY_FAILED'),
  PROFILE_SETUP_INCOMPLETE: (t) => t('errors:PROFILE_SETUP_INCOMPLETE'),
  SETUP_TOKEN_INVALID: (t) => t('errors:SETUP_TOKEN_INVALID'),
  CSRF_REJECTED: (t) => t('errors:CSRF_REJECTED'),
  NETWORK_ERROR: (t) => t('errors:NETWORK_ERROR'),
  INVALID_RESPONSE: (t) => t('errors:INVALID_RESPONSE'),
};

function hasMessage(code: string): code is TApiErrorCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The translated message for an error code; the generic message for unknown codes. */
export function errorCodeMessage(t: TFunction, code: string): string {
  return hasMessage(code) ? MESSAGES[code](t) : t('errors:generic');
}

/**
 * The i18n key of the message for anything thrown (`errors:EMAIL_TAKEN`, else `errors:generic`),
 * for messages translated where they are shown (a form field's error, FormMessage).
 */
export function errorMessageKey(error: unknown): `errors:${string}` {
  return isApiError(error) && hasMessage(error.code) ? `errors:${error.code}` : 'errors:generic';
}

/** The translated message for anything thrown: ApiError by code, everything else generic. */
export function errorMessage(t: TFunction, error: unknown): string {
  return isApiError(error) ? errorCodeMessage(t, error.code) : t('errors:generic');
}
