import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorBody } from '../../plugins/errors.ts';
import { recordAudit, type TAuditAction } from '../audit/audit.service.ts';
import { normalizeAuthError } from './auth-errors.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth.ts';
import type { AuthService, TSessionUser } from './auth.service.ts';
import { readSignedCookie } from './signed-cookie.ts';
import type { ClientInfo, SignInAttempts } from './sign-in-attempts.ts';

/** The Better Auth endpoints we offer (method + path below /api/auth); everything else answers 404. */
export const OFFERED_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /get-session',
  'GET /jwks',
  'GET /token',
  'GET /list-sessions',
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /revoke-sessions',
  'POST /revoke-session',
  'POST /revoke-other-sessions',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/get-totp-uri',
  'POST /two-factor/generate-backup-codes',
]);

const AUTH_BODY_LIMIT = 64 * 1024;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'expect'];
/** Paths where we need to know who was signed in before the call (audit). */
const SESSION_AUDITED: Record<string, TAuditAction> = {
  '/sign-out': 'sign_out',
  '/revoke-sessions': 'sign_out_everywhere',
  '/two-factor/disable': 'mfa_disabled',
};
const TWO_FACTOR_VERIFY = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export type AuthRoutesOptions = {
  auth: Auth;
  authService: AuthService;
  signInAttempts: SignInAttempts;
  config: TConfig;
  database: Database;
};

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/**
 * get-session always reads the database: Better Auth's cookie cache could otherwise report a session
 * that a password reset or "sign out everywhere" has just revoked, for up to the cache's lifetime.
 */
function strictSessionUrl(href: string): string {
  const url = new URL(href);
  if (url.pathname.endsWith('/get-session')) url.searchParams.set('disableCookieCache', 'true');
  return url.toString();
}

function toFetchRequest(request: FastifyRequest, config: TConfig): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name) || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  return new Request(strictSessionUrl(`${config.publicUrl}${request.url}`), {
    method: request.method,
    headers,
    ...(body && request.method !== 'GET' && request.method !== 'HEAD' ? { body } : {}),
  });
}

function parseJson(buffer: Buffer | undefined): unknown {
  if (!buffer || buffer.length === 0) return null;
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Mounts Better Auth at /api/auth/*: converts the request to a Fetch Request (socket address in CLIENT_IP_HEADER),
 * sends back status, headers (every Set-Cookie) and body, and turns every error into our error shape and codes.
 * Around the calls: the failed-login lockout and the audit rows for sign-in, 2FA, sign-out and MFA changes.
 */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const { auth, authService, signInAttempts, config, database } = opts;
  const twoFactorCookieName = `${config.publicUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.two_factor`;

  // Better Auth reads the raw body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: AUTH_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  async function pendingTwoFactorUserId(request: FastifyRequest): Promise<string | null> {
    const context = await auth.$context;
    const identifier = readSignedCookie(request.headers.cookie, twoFactorCookieName, context.secret);
    if (!identifier) return null;
    const verification = await context.internalAdapter.findVerificationValue(identifier);
    return verification?.value ?? null;
  }

  async function forward(request: FastifyRequest, reply: FastifyReply, path: string) {
    const response = await auth.handler(toFetchRequest(request, config));
    const buffer = Buffer.from(await response.arrayBuffer());
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || name === 'content-length' || name === 'content-type') continue;
      void reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    void reply.header('cache-control', 'no-store');
    if (response.status < 400) {
      void reply.code(response.status);
      if (response.headers.get('content-type')) void reply.type(response.headers.get('content-type')!);
      return { status: response.status, json: parseJson(buffer), send: () => reply.send(buffer) };
    }
    const retryHeader = Number(response.headers.get('x-retry-after'));
    const normalized = normalizeAuthError(
      path,
      response.status,
      parseJson(buffer),
      Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined,
    );
    if (normalized.statusCode === 429 && normalized.details?.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(normalized.details.retryAfterSeconds));
    }
    const error = new AppError(normalized.code, normalized.details);
    request.log.info(
      { code: error.code, statusCode: error.statusCode, upstream: response.status },
      'auth request rejected',
    );
    return {
      status: normalized.statusCode,
      code: normalized.code,
      json: null,
      send: () =>
        reply
          .code(error.statusCode)
          .type('application/json; charset=utf-8')
          .send(errorBody(error.code, error.message, error.details)),
    };
  }

  async function audit(
    action: TAuditAction,
    user: TSessionUser,
    request: FastifyRequest,
    metadata?: Record<string, unknown>,
  ) {
    await recordAudit(database.db, {
      action,
      actorUserId: user.id,
      subjectUserId: user.id,
      ...clientOf(request),
      ...(metadata ? { metadata } : {}),
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice(AUTH_BASE_PATH.length).replace(/\/+$/, '');
      if (!OFFERED_AUTH_ENDPOINTS.has(`${request.method} ${path}`)) {
        throw new AppError('NOT_FOUND', undefined, {
          message: `No route for ${request.method} ${AUTH_BASE_PATH}${path}.`,
        });
      }

      if (path === '/sign-in/email') {
        const email = field(parseJson(request.body as Buffer), 'email');
        if (typeof email !== 'string') return (await forward(request, reply, path)).send();
        const attempt = await signInAttempts.begin(email, clientOf(request));
        const result = await forward(request, reply, path);
        const userId = field(field(result.json, 'user'), 'id');
        await attempt.finish(
          result.status === 200 && typeof userId === 'string'
            ? { kind: 'succeeded', userId, method: 'password' }
            : result.status === 200
              ? { kind: 'two_factor_required' }
              : 'code' in result && result.code === 'INVALID_CREDENTIALS'
                ? { kind: 'failed', reason: 'invalid_credentials' }
                : { kind: 'not_checked' },
        );
        return result.send();
      }

      const auditedAction = SESSION_AUDITED[path];
      const needsUser = auditedAction !== undefined || TWO_FACTOR_VERIFY.has(path);
      const before = needsUser ? await authService.getSessionUser(request.headers) : null;
      const pendingUserId = TWO_FACTOR_VERIFY.has(path) && !before ? await pendingTwoFactorUserId(request) : null;
      const result = await forward(request, reply, path);
      const ok = result.status < 400;

      if (auditedAction && before && ok) await audit(auditedAction, before, request);
      if (TWO_FACTOR_VERIFY.has(path)) {
        const method = path === '/two-factor/verify-totp' ? 'totp' : 'backup_code';
        if (before && ok && method === 'totp' && !before.twoFactorEnabled) await audit('mfa_enabled', before, request);
        if (!before && ok) {
          const userId = field(field(result.json, 'user'), 'id');
          await recordAudit(database.db, {
            action: 'sign_in_succeeded',
            actorUserId: typeof userId === 'string' ? userId : pendingUserId,
            subjectUserId: typeof userId === 'string' ? userId : pendingUserId,
            ...clientOf(request),
            metadata: { method },
          });
        }
        if (!before && !ok && 'code' in result && result.code === 'INVALID_TWO_FACTOR_CODE') {
          await recordAudit(database.db, {
            action: 'sign_in_failed',
            subjectUserId: pendingUserId,
            ...clientOf(request),
            metadata: { method, reason: 'invalid_two_factor_code' },
          });
        }
      }
      return result.send();
    },
  });
}
