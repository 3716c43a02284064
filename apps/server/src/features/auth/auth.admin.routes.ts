import {
  ADMIN_AREA_ROLES,
  ZAdminSetupRequestSchema,
  ZAdminSetupStatusSchema,
  ZAdminSignInRequestSchema,
  ZAdminSignInResponseSchema,
  ZErrorResponseSchema,
} from '@openwell/contracts';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { AdminSetupService } from './admin-setup.service.ts';
import { normalizeAuthError, toAppError } from './auth-errors.ts';
import { findUserByEmail } from './auth.repo.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { toFetchHeaders, type AuthService } from './auth.service.ts';
import type { ClientInfo, SignInAttempts } from './sign-in-attempts.ts';

export const ADMIN_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const ADMIN_SETUP_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export type AdminAuthRoutesOptions = {
  auth: Auth;
  authService: AuthService;
  signInAttempts: SignInAttempts;
  adminSetupService: AdminSetupService;
  database: Database;
};

const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
};

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

function passAuthHeaders(reply: FastifyReply, headers: Headers | null | undefined): void {
  if (!headers) return;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  const token = headers.get('set-auth-token');
  if (token) void reply.header('set-auth-token', token).header('access-control-expose-headers', 'set-auth-token');
}

/** Admin-area sign-in (employer and admin accounts only) and the one-time first-admin setup. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthRoutesOptions> = async (app, opts) => {
  const { auth, authService, signInAttempts, adminSetupService, database } = opts;

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
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await signInAttempts.begin(email, clientOf(request));
      // The role is checked before anything else; other accounts get the generic answer and count as failures.
      const user = await findUserByEmail(database.db, email);
      if (!user || !ADMIN_AREA_ROLES.includes(user.role as (typeof ADMIN_AREA_ROLES)[number])) {
        await (await auth.$context).password.hash(password); // same work as a real check: no timing oracle
        await attempt.finish({ kind: 'failed', reason: 'not_admin_area', userId: user?.id ?? null });
        throw toAppError(normalizeAuthError('/sign-in/email', 401, { code: 'INVALID_EMAIL_OR_PASSWORD' }));
      }
      const headers = toFetchHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      try {
        const result = await auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
        const body = result.response as { twoFactorRedirect?: boolean; user?: { id: string } };
        const twoFactorRequired = body.twoFactorRedirect === true;
        await attempt.finish(
          twoFactorRequired
            ? { kind: 'two_factor_required' }
            : { kind: 'succeeded', userId: body.user?.id ?? user.id, method: 'password' },
        );
        passAuthHeaders(reply, result.headers);
        return { twoFactorRequired };
      } catch (error) {
        if (!isAPIError(error)) throw error;
        const normalized = normalizeAuthError('/sign-in/email', error.statusCode, error.body);
        await attempt.finish(
          normalized.code === 'INVALID_CREDENTIALS'
            ? { kind: 'failed', reason: 'invalid_credentials', userId: user.id }
            : { kind: 'not_checked' },
        );
        throw toAppError(normalized);
      }
    },
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
      const session = await authService.createSession(userId, { headers: request.headers, ip: request.ip });
      passAuthHeaders(reply, session.headers);
      return reply.code(201).send({ twoFactorRequired: false });
    },
  );
};
