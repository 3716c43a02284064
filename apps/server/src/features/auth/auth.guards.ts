import type { TRole } from '@openwell/contracts';
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

/**
 * Resolves `request.user` for every /api request except Better Auth's own (/api/auth/*). Cheap: the database is
 * asked (one indexed query) only when a signed session cookie or bearer token is present.
 */
export const sessionUserPlugin = fp(
  async (app: FastifyInstance, opts: { sessions: Pick<AuthSessions, 'currentUser'> }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = null;
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
      if (request.headers.cookie === undefined && request.headers.authorization === undefined) return;
      request.user = await opts.sessions.currentUser(request.headers);
    });
  },
  { name: 'openwell-session-user' },
);

/** A preHandler that fits every Fastify instance type (zod type provider, our logger). */
export type TGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route guard (`preHandler: requireUser()`): 401 UNAUTHENTICATED when signed out, 403 FORBIDDEN when the role is not
 * among `roles`, 403 TWO_FACTOR_ENROLMENT_REQUIRED when `secondFactor` is asked for and the account has none (the
 * admin area: employer and admin accounts must enrol one first).
 */
export function requireUser(roles?: readonly TRole[], options: { secondFactor?: boolean } = {}): TGuard {
  return async (request) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (roles && !roles.includes(request.user.role)) throw new AppError('FORBIDDEN');
    if (options.secondFactor && !request.user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED');
  };
}
