import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from './endpoint.ts';
import { SESSION_ACTIVITY_PATH } from './paths.ts';

/**
 * Session activity: log_session_activity(p_user_id, p_activity_type, p_metadata) for the signed-in user.
 * The web sends it with fetch, or on page unload with navigator.sendBeacon (then the body may arrive as text/plain;
 * it is parsed as JSON and validated the same way).
 */

/** Session activity ping: 60 s after the last input. */
export const SESSION_ACTIVITY_DEBOUNCE_MS = 60_000;
export const SESSION_ACTIVITY_TYPES = ['session_start', 'session_activity', 'session_end'] as const;
/** The user agent is stored truncated to this many characters; the request body is limited to 2 KB. */
export const SESSION_ACTIVITY_USER_AGENT_MAX = 512;

export const ZSessionActivityRequestSchema = z.object({
  p_user_id: z.string().optional(),
  p_activity_type: z.enum(SESSION_ACTIVITY_TYPES),
  p_metadata: z
    .object({ timestamp: z.iso.datetime({ offset: true }), userAgent: z.string().max(1024).optional() })
    .strict(),
});
export type TSessionActivityRequest = z.infer<typeof ZSessionActivityRequestSchema>;

export const logSessionActivity = defineEndpoint({
  operationId: 'logSessionActivity',
  method: 'POST',
  path: SESSION_ACTIVITY_PATH,
  tags: ['session-activity'],
  summary: 'Log session activity of the signed-in user',
  description: 'A `p_user_id` naming anyone but the signed-in user is refused with 403.',
  access: SIGNED_IN,
  body: ZSessionActivityRequestSchema,
  responses: { 204: null },
  errors: ['FORBIDDEN', 'PAYLOAD_TOO_LARGE'],
  rateLimited: true,
});

export const SESSION_ACTIVITY_ENDPOINTS = [logSessionActivity] as const;
