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

/** The translated message for anything thrown: ApiError by code, everything else generic. */
export function errorMessage(t: TFunction, error: unknown): string {
  return isApiError(error) ? errorCodeMessage(t, error.code) : t('errors:generic');
}
