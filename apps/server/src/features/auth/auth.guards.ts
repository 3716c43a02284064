import type { TRole } from '@openwell/contracts';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { TSessionUser } from './auth.service.ts';
import type { AuthSessions } from './auth.session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (cookie or bearer token), resolved for /api requests; null when signed out. */
    user: TSessionUser | null;
  }
}

/** True when the request carries something that could be a session: the session cookie or a bearer token. */
export function mayCarrySession(headers: { cookie?: string | undefined; authorization?: string | undefined }): boolean {
  if (headers.authorization?.slice(0, 7).toLowerCase() === 'bearer ') return true;
  // Better Auth's own reader of its session cookie (with or without the __Secure- prefix).
  return headers.cookie !== undefined && getSessionCookie(new Headers({ cookie: headers.cookie })) !== null;
}

/**
 * Resolves `request.user` for every /api request except Better Auth's own (/api/auth/*). Cheap: the database is
 * asked only when a session cookie or a bearer token is present.
 */
export const sessionUserPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: Pick<AuthSessions, 'currentUser'> }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = null;
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
      if (!mayCarrySession(request.headers)) return;
      request.user = await opts.sessions.currentUser(request.headers);
    });
  },
  { name: 'openwell-session-user' },
);

/** A preHandler that fits every Fastify instance type (zod type provider, our logger). */
export type TGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route guard (`preHandler: requireUser()`): 401 UNAUTHENTICATED when signed out, 403 FORBIDDEN when the role is not
 * among `roles`.
 */
export function requireUser(roles?: readonly TRole[]): TGuard {
  return async (request) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (roles && !roles.includes(request.user.role)) throw new AppError('FORBIDDEN');
  };
}
