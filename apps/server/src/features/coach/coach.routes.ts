import {
  COACH_RATE_LIMIT_MESSAGES,
  COACH_RATE_WINDOW_MINUTES,
  acknowledgeCoachNotice,
  deleteCoachConversation,
  deleteCoachConversations,
  getCoach,
  getCoachConversation,
  getCoachFacts,
  getCoachTip,
  listCoachConversations,
  nextCoachTip,
  sendCoachMessage,
  type TCoachStreamEvent,
} from '@openwell/contracts';
import { detectRedFlag } from '@openwell/coach';
import type { TLanguage } from '@openwell/i18n';
import type { FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { employeeProfileOf } from '../accounts/employee-profile.ts';
import type { TSessionUser } from '../auth/auth.service.ts';
import type { CoachService, TCoachPerson } from './coach.service.ts';

/**
 * Per person: COACH_RATE_LIMIT_MESSAGES messages in COACH_RATE_WINDOW_MINUTES (429 RATE_LIMITED). The safety check
 * runs before the limit (ADR 023): the limiter runs once the body is parsed and validated (`preHandler`), and a message
 * the red-flag check recognises is never limited and not counted, so a person who used up their messages and then
 * writes that they want to die gets the crisis reply, not "too many requests".
 */
export const COACH_MESSAGE_RATE_LIMIT = {
  max: COACH_RATE_LIMIT_MESSAGES,
  timeWindow: `${COACH_RATE_WINDOW_MINUTES} minutes`,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `coach:${request.user ? request.user.id : request.ip}`,
  allowList: (request: FastifyRequest) => isEmergencyMessage(request.body),
} as const;

/** Whether a request body is a message the red-flag check recognises (before any limit). */
export function isEmergencyMessage(body: unknown): boolean {
  const text = (body as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' && detectRedFlag(text) !== null;
}

/** One server-sent event: `event: <type>`, `data: <JSON on one line>`, a blank line. */
export function sseEvent(event: TCoachStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The coach endpoints (packages/contracts/src/coach.ts): employees only (the declarations' access), and only their
 * own: no path, query or body names a person; a conversation id is looked up among the session user's own.
 *
 * `POST /api/coach/messages` answers server-sent events once its checks passed (before that, JSON errors): the
 * headers go out at once (text/event-stream, no caching, no proxy buffering, and the security headers set for every
 * answer), each event is written as it comes (nothing compresses or buffers this answer). When the client closes the
 * request before the end, the reply's engine is aborted and the reply stored as stopped.
 */
export function coachRoutes(
  app: AppInstance,
  deps: { coachService: CoachService; accountsService: Pick<AccountsService, 'getProfile'> },
): void {
  const { coachService: service } = deps;

  /** The person, answered in the language they read the app in when the request names it, else their profile's. */
  async function personOf(user: TSessionUser, language?: TLanguage): Promise<TCoachPerson> {
    const { companyId } = await employeeProfileOf(user, deps.accountsService, 'The coach needs an employee profile.');
    return { userId: user.id, companyId, language: language ?? user.language };
  }

  registerEndpoint(app, getCoach, async ({ user, query }) => service.state(await personOf(user, query.language)));
  registerEndpoint(app, acknowledgeCoachNotice, async ({ user, body }) =>
    service.acknowledgeNotice(await personOf(user, body.language)),
  );
  registerEndpoint(app, getCoachFacts, async ({ user }) => service.facts(await personOf(user)));
  registerEndpoint(app, getCoachTip, async ({ user, query }) => service.tip(await personOf(user, query.language)));
  registerEndpoint(app, nextCoachTip, async ({ user, body }) => service.nextTip(await personOf(user, body.language)));
  registerEndpoint(app, listCoachConversations, async ({ user }) => service.conversations(await personOf(user)));
  registerEndpoint(app, getCoachConversation, async ({ user, params }) =>
    service.conversation(await personOf(user), params.conversationId),
  );
  registerEndpoint(app, deleteCoachConversation, async ({ user, params }) => {
    await service.deleteConversation(await personOf(user), params.conversationId);
  });
  registerEndpoint(app, deleteCoachConversations, async ({ user }) => {
    await service.deleteConversations(await personOf(user));
  });

  registerEndpoint(
    app,
    sendCoachMessage,
    async ({ user, body, request, reply }) => {
      // The checks (consent, the conversation, its room) throw here: ordinary JSON errors.
      const replyStream = await service.sendMessage(await personOf(user, body.language), body);
      const stop = new AbortController();
      const closed = () => {
        if (!reply.raw.writableFinished) stop.abort();
      };
      reply.raw.once('close', closed);
      const out = new PassThrough();
      void reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(out);
      void (async () => {
        try {
          for await (const event of replyStream.events(stop.signal)) {
            if (!out.destroyed && !stop.signal.aborted) out.write(sseEvent(event));
          }
        } catch (error) {
          request.log.error({ err: error }, 'coach reply stream failed');
          if (!out.destroyed) out.write(sseEvent({ event: 'error', data: { code: 'INTERNAL' } }));
        } finally {
          reply.raw.off('close', closed);
          out.end();
        }
      })();
      return reply as never;
    },
    { rateLimit: COACH_MESSAGE_RATE_LIMIT },
  );
}
