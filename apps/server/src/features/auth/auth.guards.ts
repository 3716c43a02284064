import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
