import {
  ZAdminSetupRequestSchema,
  ZAdminSetupStatusSchema,
  ZAdminSignInRequestSchema,
  ZAdminSignInResponseSchema,
  ZErrorResponseSchema,
} from '@openwell/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminSetupService } from './admin-setup.service.ts';
import type { AuthSessions } from './auth.session.ts';
import type { TClientInfo } from './sign-in.service.ts';

export const ADMIN_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const ADMIN_SETUP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export type AdminAuthRoutesOptions = {
  sessions: Pick<AuthSessions, 'signInToAdminArea' | 'startSession'>;
  adminSetupService: AdminSetupService;
};

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};

function clientOf(request: FastifyRequest): TClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** Admin-area sign-in (employer and admin accounts only) and the one-time first-admin setup. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (app, opts) => {
  const { sessions, adminSetupService } = opts;

  app.post(
    '/api/admin/sign-in',
    {
      config: { rateLimit: ADMIN_SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        body: ZAdminSignInRequestSchema,
        response: { 200: ZAdminSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => sessions.signInToAdminArea(request, reply, request.body),
  );

  app.get(
    '/api/admin/setup/status',
    { schema: { tags: ['admin'], response: { 200: ZAdminSetupStatusSchema } } },
    async () => ({ setupRequired: await adminSetupService.setupRequired() }),
  );

  app.post(
    '/api/admin/setup',
    {
      config: { rateLimit: ADMIN_SETUP_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        body: ZAdminSetupRequestSchema,
        response: { 201: ZAdminSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await adminSetupService.createFirstAdmin(request.body, clientOf(request));
      await sessions.startSession(request, reply, userId);
      return reply.code(201).send({ twoFactorRequired: false });
    },
  );
};
