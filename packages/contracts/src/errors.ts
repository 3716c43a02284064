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
