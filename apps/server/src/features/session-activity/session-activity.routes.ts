import { logSessionActivity } from '@openwell/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import type { SessionActivityService } from './session-activity.service.ts';

/** Entries are tiny: timestamp, type and a user agent. */
export const SESSION_ACTIVITY_BODY_LIMIT = 2048;
/** Generous: one tab pings at most once a minute, plus start and end; several tabs stay far below. */
export const SESSION_ACTIVITY_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * POST /api/session-activity: log_session_activity(p_user_id, p_activity_type, p_metadata).
 *
 * What the web sends: `fetch` with `Content-Type: application/json`, or on page unload
 * `navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }))`.
 * A beacon sent with a plain string arrives as `text/plain;charset=UTF-8`; that is accepted here too
 * (the body is still parsed as JSON and validated with the same contract). Beacons carry the session
 * cookie and an Origin header, so the CSRF origin check applies unchanged.
 */
export async function sessionActivityRoutes(
  app: AppInstance,
  { sessionActivityService }: { sessionActivityService: SessionActivityService },
): Promise<void> {
  // Scoped to this plugin: other routes keep Fastify's default text/plain handling.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', undefined, { message: 'The body must be JSON.' }));
    }
  });

  registerEndpoint(
    app,
    logSessionActivity,
    async ({ user, body }) => {
      await sessionActivityService.log(user, body);
    },
    {
      bodyLimit: SESSION_ACTIVITY_BODY_LIMIT,
      rateLimit: {
        ...SESSION_ACTIVITY_RATE_LIMIT,
        keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : clientKey(request.ip)),
      },
    },
  );
}
