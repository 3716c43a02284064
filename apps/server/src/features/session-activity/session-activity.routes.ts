import { ZErrorResponseSchema, ZSessionActivityRequestSchema } from '@openwell/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { requireUser } from '../auth/auth.guards.ts';
import type { SessionActivityService } from './session-activity.service.ts';

export type SessionActivityRoutesOptions = { sessionActivityService: SessionActivityService };

/** Entries are tiny: timestamp, type and a user agent. */
export const SESSION_ACTIVITY_BODY_LIMIT = 2048;
/** Generous: one tab pings at most once a minute, plus start and end; several tabs stay far below. */
export const SESSION_ACTIVITY_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * POST /api/session-activity: the spec's log_session_activity(p_user_id, p_activity_type, p_metadata).
 *
 * What the web sends: `fetch` with `Content-Type: application/json`, or on page unload
 * `navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }))`.
 * A beacon sent with a plain string arrives as `text/plain;charset=UTF-8`; that is accepted here too
 * (the body is still parsed as JSON and validated with the same contract). Beacons carry the session
 * cookie and an Origin header, so the CSRF origin check applies unchanged.
 */
export const sessionActivityRoutes: FastifyPluginAsyncZod<SessionActivityRoutesOptions> = async (
  app,
  { sessionActivityService },
) => {
  // Scoped to this plugin: other routes keep Fastify's default text/plain handling.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', undefined, { message: 'The body must be JSON.' }));
    }
  });

  app.post(
    '/api/session-activity',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log session activity of the signed-in user',
        body: ZSessionActivityRequestSchema,
        response: { 204: z.null(), 403: ZErrorResponseSchema },
      },
      bodyLimit: SESSION_ACTIVITY_BODY_LIMIT,
      onRequest: requireUser(),
      config: {
        rateLimit: {
          ...SESSION_ACTIVITY_RATE_LIMIT,
          keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : clientKey(request.ip)),
        },
      },
    },
    async (request, reply) => {
      await sessionActivityService.log(request.user!.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
