import { z } from 'zod';

/**
 * Stable, language-neutral error codes. The web maps each code to a translated message
 * (namespace `errors`, key = code). Add new codes here; never rename or reuse one.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Accounts and sign-in (issue 3)
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'EMAIL_TAKEN',
  'INVALID_COMPANY_CODE',
  'INVALID_DEPARTMENT',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'UNDERAGE',
  'CONSENT_REQUIRED',
  'CONSENT_NOT_REVOCABLE',
  'LEGAL_VERSION_OUTDATED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_REQUIRED',
  'RESET_TOKEN_INVALID',
  'MAIL_DELIVERY_FAILED',
  'PROFILE_SETUP_INCOMPLETE',
  'SETUP_TOKEN_INVALID',
  'CSRF_REJECTED',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorCodeSchema = z.enum(ERROR_CODES);

/** The one error shape on the wire: `{ error: { code, message, details? } }`. */
export const ZErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
